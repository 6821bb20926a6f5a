import type { Page } from '#src/shared/api.ts';
import type { Pager } from '#src/shared/pager.ts';

/** The rows a page skips: the offset of its first row. */
export const pageOffset = (pager: Pager) => (pager.pageNo - 1) * pager.pageSize;

/** A page of `list`, out of `total` rows, as every paged answer gives it. */
export function toPage<T>(list: T[], total: number, pager: Pager): Page<T> {
  return { list, total, pageNo: pager.pageNo, totalPage: Math.ceil(total / pager.pageSize) };
}
