import * as v from 'valibot';

/** Deep enough for any real list; a silly page number is refused rather than scanned. */
export const MAX_PAGE_NO = 100_000;
export const MAX_PAGE_SIZE = 100;

/** pageNo of a JSON pager: a whole number from 1, 1 when left out (spec §5). */
export const pageNoInput = v.optional(
  v.pipe(
    v.number('invalid_page'),
    v.integer('invalid_page'),
    v.minValue(1, 'invalid_page'),
    v.maxValue(MAX_PAGE_NO, 'invalid_page'),
  ),
  1,
);

/** pageSize of a JSON pager, up to `max`, `fallback` when left out. */
export function pageSizeInput(fallback: number, max = MAX_PAGE_SIZE) {
  return v.optional(
    v.pipe(
      v.number('invalid_page_size'),
      v.integer('invalid_page_size'),
      v.minValue(1, 'invalid_page_size'),
      v.maxValue(max, 'invalid_page_size'),
    ),
    fallback,
  );
}

/** The { pageNo, pageSize } pair every JSON pager takes. */
export function pagerEntries(defaultPageSize: number, maxPageSize = MAX_PAGE_SIZE) {
  return { pageNo: pageNoInput, pageSize: pageSizeInput(defaultPageSize, maxPageSize) };
}

export type Pager = { pageNo: number; pageSize: number };

export const pageOffset = (pager: Pager) => (pager.pageNo - 1) * pager.pageSize;

/** The list half of every paged answer: the rows, their total and how many pages that makes. */
export type Page<T> = { list: T[]; total: number; pageNo: number; totalPage: number };

export function toPage<T>(list: T[], total: number, pager: Pager): Page<T> {
  return { list, total, pageNo: pager.pageNo, totalPage: Math.ceil(total / pager.pageSize) };
}
