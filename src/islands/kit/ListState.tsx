import { MESSAGES } from '#src/shared/account-messages.ts';
import type { Loading } from './use-query.ts';
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
  if (loading.failed)
    return (
      <div className="ws-list-state">
        <p className="ws-error" role="alert">
          {MESSAGES.unexpected}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  return (
    <p className="ws-state ws-list-state" role="status" aria-busy={loading.loading}>
      {loading.data ? empty : 'Loading…'}
    </p>
  );
}
