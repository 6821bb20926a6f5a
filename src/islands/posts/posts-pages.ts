import { useEffect, useRef, useState } from 'react';
import { fetchPosts, type PostTarget } from '#src/client/posts.ts';
import type { AppPost } from '#src/shared/posts.ts';

export type PostPages = {
  posts: AppPost[];
  total: number;
  /** loading: the list as a whole; more: the next page under the shown ones. */
  status: 'loading' | 'more' | 'ready' | 'failed';
  /** Whether another page follows the shown ones. */
  hasMore: boolean;
  showMore: () => void;
  /** Loads the shown pages again (after a write), keeping as many posts in view. */
  reload: () => void;
};

/**
 * The board's list of one target's posts: 10 a page (spec §8), 'Show more' adding the next. The
 * caller mounts it anew for another target (a key), so the target is read once.
 */
export function usePostPages(target: PostTarget): PostPages {
  const [state, setState] = useState({ posts: [] as AppPost[], total: 0, pageNo: 0, totalPage: 0 });
  const [status, setStatus] = useState<PostPages['status']>('loading');
  const the = useRef({ target, calls: null as AbortController | null });

  /** Pages from…to, one after the other, shown when all are in (after the kept ones). */
  const load = async (from: number, to: number, kept: AppPost[]) => {
    the.current.calls?.abort();
    const calls = new AbortController();
    the.current.calls = calls;
    setStatus(from === 1 ? 'loading' : 'more');
    try {
      const posts = [...kept];
      for (let pageNo = from; pageNo <= to; pageNo += 1) {
        const page = await fetchPosts(the.current.target, pageNo, calls.signal);
        posts.push(...page.list);
        setState({ posts, total: page.total, pageNo, totalPage: page.totalPage });
        if (pageNo >= page.totalPage) break;
      }
      setStatus('ready');
    } catch {
      if (!calls.signal.aborted) setStatus('failed');
    }
  };

  useEffect(() => {
    void load(1, 1, []);
    const current = the.current;
    return () => current.calls?.abort();
    // Once: the target does not change while mounted.
  }, []);

  return {
    ...state,
    status,
    hasMore: state.pageNo < state.totalPage,
    showMore: () => void load(state.pageNo + 1, state.pageNo + 1, state.posts),
    reload: () => void load(1, Math.max(state.pageNo, 1), []),
  };
}
