import { $overlayShown } from '#src/stores/pending-calls.ts';

// Spec §4: the page's one loading overlay, on every page that has the modal host (storefront,
// company and product pages, the workspace, My catalogue, admin): it covers the page while a call
// that has taken over 300 ms runs, so nothing is sent twice.

let overlay: HTMLElement | null = null;

function drawOverlay(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'call-overlay';
  element.setAttribute('role', 'status');
  element.innerHTML = '<span class="call-spinner" aria-hidden="true"></span><span>Please wait…</span>';
  return element;
}

$overlayShown.subscribe((shown) => {
  if (shown) document.body.appendChild((overlay ??= drawOverlay()));
  else overlay?.remove();
});
