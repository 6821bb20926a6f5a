import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '#src/shared/api.ts';

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

type Loaded<T> = { items: T[]; total: number; pageNo: number; totalPage: number; status: PagedStatus };

const FIRST: Loaded<never> = { items: [], total: 0, pageNo: 0, totalPage: 0, status: 'loading' };

/**
 * A list read page by page ("More" appends the next). `query` names what is listed (a filter, a
 * tag): when it changes the list starts again from page 1, and answers to an older query are dropped.
 */
export function usePagedList<T>(loadPage: (pageNo: number) => Promise<Page<T>>, query: string): PagedList<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(FIRST);
  const generation = useRef(0);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;

  const fetchPage = useCallback((pageNo: number) => {
    const asked = generation.current;
    setLoaded((current) => ({ ...current, status: pageNo === 1 ? 'loading' : 'loading-more' }));
    loadRef.current(pageNo).then(
      (page) => {
        if (asked !== generation.current) return;
        setLoaded((current) => ({
          items: pageNo === 1 ? page.list : [...current.items, ...page.list],
          total: page.total,
          pageNo: page.pageNo,
          totalPage: page.totalPage,
          status: 'ready',
        }));
      },
      () => {
        if (asked !== generation.current) return;
        setLoaded((current) => ({ ...current, status: pageNo === 1 ? 'failed' : 'more-failed' }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    setLoaded(FIRST);
    fetchPage(1);
  }, [query, fetchPage]);

  const { items, total, pageNo, totalPage, status } = loaded;
  return {
    items,
    total,
    status,
    hasMore: pageNo < totalPage,
    loadMore: () => fetchPage(pageNo + 1),
    retry: () => fetchPage(status === 'failed' ? 1 : pageNo + 1),
    update: (change) => setLoaded((current) => ({ ...current, items: change(current.items) })),
  };
}

/** A list the API gives whole (recently viewed), as one page. */
export function wholeList<T>(list: T[]): Page<T> {
  return { list, total: list.length, pageNo: 1, totalPage: 1 };
}
