import { FailedState } from './FailedState.tsx';
import { SCREEN_TITLE_ID } from './use-title-focus.ts';

/**
 * A workspace screen whose data has not come yet: its title, and either "Loading…" or what failed
 * with Try again — so a screen never stands empty or stuck on an error.
 */
export function ScreenAwaiting({ title, failed, onRetry }: { title: string; failed: boolean; onRetry: () => void }) {
  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        {title}
      </h2>
      {failed ? (
        <FailedState className="ws-state" onRetry={onRetry} />
      ) : (
        <p className="ws-state" role="status" aria-busy="true">
          Loading…
        </p>
      )}
    </section>
  );
}
