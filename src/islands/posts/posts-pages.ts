import { fetchPosts, type PostTarget } from '#src/client/posts.ts';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
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
 * The board's list of one target's posts: 10 a page (spec §8), 'Show more' adding the next: a
 * paged list keyed by the target. A failed 'Show more' fails the board, whose Try again reloads.
 */
export function usePostPages(target: PostTarget): PostPages {
  const list = usePagedList((pageNo) => fetchPosts(target, pageNo), `posts/list?${JSON.stringify(target)}`);
  const { status } = list;
  return {
    posts: list.items,
    total: list.total,
    status: status === 'loading-more' ? 'more' : status === 'more-failed' ? 'failed' : status,
    hasMore: list.hasMore,
    showMore: list.loadMore,
    reload: list.reload,
  };
}
