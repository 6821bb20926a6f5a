import { useStore } from '@nanostores/react';
import { $callUnderWay } from '#src/stores/pending-calls.ts';

/** Spec §4: while a call is under way the workspace is covered, so nothing is sent twice. */
export function LoadingOverlay() {
  const busy = useStore($callUnderWay);
  if (!busy) return null;
  return (
    <div className="ws-overlay" role="status" aria-live="polite">
      <span className="ws-spinner" aria-hidden="true" />
      <span>Please wait…</span>
    </div>
  );
}
