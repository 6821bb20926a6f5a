// Spec: a thin indeterminate bar at the top while a navigation is in progress; primary colour,
// accent when the navigation is cancelled, warn when it fails. Pages are whole documents, so the
// Navigation API tells us when one starts and when it is aborted or fails before the next page
// replaces this one.

type ProgressState = 'loading' | 'cancelled' | 'failed';
const SETTLE_MS = 1200;

const bar = document.querySelector<HTMLElement>('.nav-progress');
let settleTimer: ReturnType<typeof setTimeout> | undefined;

function show(state: ProgressState): void {
  if (!bar) return;
  clearTimeout(settleTimer);
  bar.dataset.state = state;
  if (state !== 'loading') settleTimer = setTimeout(hide, SETTLE_MS);
}

function hide(): void {
  if (bar) delete bar.dataset.state;
}

// Browsers without the Navigation API only tell us that this page is being left.
const navigationApi = (globalThis as { navigation?: Navigation }).navigation;
if (navigationApi) {
  navigationApi.addEventListener('navigate', (event) => {
    if (!event.hashChange && event.downloadRequest === null && !event.destination.sameDocument) show('loading');
  });
  navigationApi.addEventListener('navigateerror', (event) =>
    show(event.error?.name === 'AbortError' ? 'cancelled' : 'failed'),
  );
} else {
  window.addEventListener('beforeunload', () => show('loading'));
}
// Back from the browser's page cache: the old navigation is over.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) hide();
});
