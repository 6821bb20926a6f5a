import { useState } from 'react';
import type { Page } from '#src/shared/api.ts';
import { useQuery } from './use-query.ts';

export type PagedStatus = 'loading' | 'failed' | 'ready' | 'loading-more' | 'more-failed';

export type PagedList<T> = {
  items: T[];
  total: number;
  status: PagedStatus;
  hasMore: boolean;
  loadMore: () => void;
  /** Tries again what failed: the first page, or the next one. */
  retry: () => void;
  /** Changes items in place after a successful call (a mark toggled, a row read). */
  update: (change: (items: T[]) => T[]) => void;
};

type Shown<T> = { key: string; items: T[]; total: number; pageNo: number; totalPage: number };

const NOTHING: Shown<never> = { key: '', items: [], total: 0, pageNo: 0, totalPage: 0 };

/**
 * A list read page by page ("More" appends the next), each page a useQuery read. `query` names
 * what is listed across the app (`area/list?{json}`, see useQuery): when it changes the list starts
 * again from page 1, and answers to an older query are dropped.
 */
export function usePagedList<T>(loadPage: (pageNo: number) => Promise<Page<T>>, query: string): PagedList<T> {
  const [asked, setAsked] = useState({ query, pageNo: 1 });
  const [shown, setShown] = useState<Shown<T>>(NOTHING);
  // React's state adjusted while rendering: a new query empties the list and asks page 1.
  if (asked.query !== query) {
    setAsked({ query, pageNo: 1 });
    setShown(NOTHING);
  }
  const { pageNo } = asked;
  const key = `${query}#${pageNo}`;
  const page = useQuery(key, () => loadPage(pageNo));

  // Each page joins the list once, as it arrives.
  const arrived = page.loading || page.failed || shown.key === key ? null : page.data;
  if (arrived) {
    const { list, total, totalPage } = arrived;
    setShown({ key, items: pageNo === 1 ? list : [...shown.items, ...list], total, pageNo, totalPage });
  }

  const waiting = pageNo === 1 ? 'loading' : 'loading-more';
  const status: PagedStatus = page.failed
    ? pageNo === 1
      ? 'failed'
      : 'more-failed'
    : page.loading || arrived
      ? waiting
      : 'ready';
  return {
    items: shown.items,
    total: shown.total,
    status,
    hasMore: shown.pageNo < shown.totalPage,
    loadMore: () => setAsked({ query, pageNo: shown.pageNo + 1 }),
    retry: page.retry,
    update: (change) => setShown((now) => ({ ...now, items: change(now.items) })),
  };
}

/** A list the API gives whole (recently viewed), as one page. */
export function wholeList<T>(list: T[]): Page<T> {
  return { list, total: list.length, pageNo: 1, totalPage: 1 };
}
