import type { ReactNode } from 'react';

/** Asks for a list's next page; busy (and saying so) while that page loads. */
export function MoreButton({
  className,
  loading,
  onMore,
  children,
}: {
  className: string;
  loading: boolean;
  onMore: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={onMore} disabled={loading} aria-busy={loading}>
      {loading ? 'Loading…' : children}
    </button>
  );
}
