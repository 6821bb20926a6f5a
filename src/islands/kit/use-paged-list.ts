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
  /** Reads the shown pages again (after a write); they stay in view until the answer comes. */
  reload: () => void;
  /** Changes items in place after a successful call (a mark toggled, a row read). */
  update: (change: (items: T[]) => T[]) => void;
};

type Shown<T> = { key: string; items: T[]; total: number; pageNo: number; totalPage: number };

const NOTHING: Shown<never> = { key: '', items: [], total: 0, pageNo: 0, totalPage: 0 };

/** Pages from…to, one after the other, as one page (a reload of the shown pages asks several). */
async function loadPages<T>(
  loadPage: (pageNo: number) => Promise<Page<T>>,
  from: number,
  to: number,
): Promise<Page<T>> {
  let page = await loadPage(from);
  const list = [...page.list];
  while (page.pageNo < Math.min(to, page.totalPage)) {
    page = await loadPage(page.pageNo + 1);
    list.push(...page.list);
  }
  return { ...page, list };
}

/**
 * A list read page by page ("More" appends the next), each read a useQuery one. `query` names
 * what is listed across the app (`area/list?{json}`, see useQuery): when it changes the list starts
 * again from page 1, and answers to an older query are dropped.
 */
export function usePagedList<T>(loadPage: (pageNo: number) => Promise<Page<T>>, query: string): PagedList<T> {
  const [asked, setAsked] = useState({ query, from: 1, to: 1, reloads: 0 });
  const [shown, setShown] = useState<Shown<T>>(NOTHING);
  // React's state adjusted while rendering: a new query empties the list and asks page 1.
  if (asked.query !== query) {
    setAsked({ query, from: 1, to: 1, reloads: 0 });
    setShown(NOTHING);
  }
  const { from, to, reloads } = asked;
  const key = `${query}#${from}-${to}#${reloads}`;
  const page = useQuery(key, () => loadPages(loadPage, from, to));

  // Each read joins the list once, as it arrives (page 1 replaces it).
  const arrived = page.loading || page.failed || shown.key === key ? null : page.data;
  if (arrived) {
    const { list, total, pageNo, totalPage } = arrived;
    setShown({ key, items: from === 1 ? list : [...shown.items, ...list], total, pageNo, totalPage });
  }

  const status: PagedStatus = page.failed
    ? from === 1
      ? 'failed'
      : 'more-failed'
    : page.loading || arrived
      ? from === 1
        ? 'loading'
        : 'loading-more'
      : 'ready';
  return {
    items: shown.items,
    total: shown.total,
    status,
    hasMore: shown.pageNo < shown.totalPage,
    loadMore: () => setAsked({ query, from: shown.pageNo + 1, to: shown.pageNo + 1, reloads }),
    retry: page.retry,
    reload: () => setAsked({ query, from: 1, to: Math.max(shown.pageNo, 1), reloads: reloads + 1 }),
    update: (change) => setShown((now) => ({ ...now, items: change(now.items) })),
  };
}

/** A list the API gives whole (recently viewed), as one page. */
export function wholeList<T>(list: T[]): Page<T> {
  return { list, total: list.length, pageNo: 1, totalPage: 1 };
}
