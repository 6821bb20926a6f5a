import { refreshStatistics } from '#src/client/statistics.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';

/** A statistics panel whose figures are not there: what failed, with Try again, or Loading…. */
export function StatPending({ failed }: { failed: boolean }) {
  if (failed) return <FailedState className="ws-stat-state" alertClassName="ws-error" onRetry={refreshStatistics} />;
  return (
    <p className="ws-state ws-stat-state" role="status" aria-busy="true">
      Loading…
    </p>
  );
}
