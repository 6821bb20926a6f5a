import * as v from 'valibot';

// The one { pageNo, pageSize } input of every JSON pager (spec §5), for the Worker's checks and the
// browser's calls alike. The answer's shape is Page<T> in api.ts.

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
