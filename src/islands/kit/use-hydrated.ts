import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates, true after: what depends on the browser (an open
 * modal, a captcha's timestamp) renders only then, so the server's markup hydrates as it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
