// Spec: a broken product image falls back to a default placeholder. Images that failed before this
// script ran are found by their state; later ones by the error event (which does not bubble).
const PLACEHOLDER = '/placeholder.svg';

function fallBack(image: HTMLImageElement): void {
  if (image.dataset.fallback === undefined || image.src.endsWith(PLACEHOLDER)) return;
  image.src = PLACEHOLDER;
}

for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
}
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) fallBack(event.target);
  },
  true,
);
