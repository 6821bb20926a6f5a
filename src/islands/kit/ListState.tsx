import type { Loading } from './use-query.ts';
import { FailedState } from './FailedState.tsx';
import './list-state.css';

/** Loading, failed (with Try again) or nothing to show: the list's place says which. */
export function ListState({
  loading,
  onRetry,
  empty,
}: {
  loading: Loading<unknown>;
  onRetry: () => void;
  empty: string;
}) {
  if (loading.failed) return <FailedState className="ws-list-state" alertClassName="ws-error" onRetry={onRetry} />;
  return (
    <p className="ws-state ws-list-state" role="status" aria-busy={loading.loading}>
      {loading.data ? empty : 'Loading…'}
    </p>
  );
}
