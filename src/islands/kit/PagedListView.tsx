import type { ReactNode } from 'react';
import type { PagedList } from './use-paged-list.ts';
import { MoreButton } from './MoreButton.tsx';

type Props<T> = {
  list: PagedList<T>;
  /** The list's accessible name ('Followed suppliers'). */
  label: string;
  /** Said while the first page loads and when it fails ('suppliers'); the label in small letters unless given. */
  noun?: string;
  /** What an empty list says, with a hint how to fill it. */
  empty: ReactNode;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  className?: string;
};

/** Every list of My catalogue: loading, failed (Retry), empty, the items and "More" while pages remain. */
export function PagedListView<T>({
  list,
  label,
  noun = label.toLowerCase(),
  empty,
  itemKey,
  renderItem,
  className = 'my-list',
}: Props<T>) {
  if (list.status === 'loading') {
    return (
      <p className="my-state" role="status" aria-busy="true">
        Loading {noun}…
      </p>
    );
  }
  if (list.status === 'failed') return <FailedLine text={`Your ${noun} could not be loaded.`} onRetry={list.retry} />;
  if (list.items.length === 0) return <div className="my-state my-empty">{empty}</div>;
  return (
    <>
      <ul className={className} aria-label={label}>
        {list.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <p className="my-list-count" role="status">
        {list.items.length} of {list.total}
      </p>
      {list.status === 'more-failed' && <FailedLine text={`More ${noun} could not be loaded.`} onRetry={list.retry} />}
      {list.hasMore && list.status !== 'more-failed' && (
        <MoreButton className="button my-more" loading={list.status === 'loading-more'} onMore={list.loadMore}>
          More
        </MoreButton>
      )}
    </>
  );
}

export function FailedLine({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="my-state my-failed" role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** An empty list's title and its hint how to fill it. */
export function EmptyNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="my-empty-title">{title}</p>
      <p>{children}</p>
    </>
  );
}
