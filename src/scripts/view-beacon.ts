// A public page counts its own view: the edge cache answers most pages without running the Worker,
// so the page sends back the view it carries (data-view, signed when it was drawn) once per load.
// It waits for the load, so nothing but the page and its pictures comes before the first paint
// (issue 10), or for the visitor leaving first, who has seen the page all the same. Plain text
// needs no preflight, and a beacon outlives the page.
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';

function send(view: string): void {
  if (navigator.sendBeacon?.(VIEW_BEACON_PATH, view)) return;
  // No beacon, or its queue is full: a fetch that may outlive the page does the same.
  fetch(VIEW_BEACON_PATH, { method: 'POST', body: view, keepalive: true }).catch(() => {
    // A view not counted is no concern of the visitor's.
  });
}

const view = document.querySelector<HTMLElement>('[data-view]')?.dataset.view;
if (view) {
  let sent = false;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    send(view);
  };
  if (document.readyState === 'complete') sendOnce();
  else {
    addEventListener('load', sendOnce, { once: true });
    addEventListener('pagehide', sendOnce, { once: true });
  }
}
