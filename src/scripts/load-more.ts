// Spec: on phones a 'More' button loads the next page and appends it, while fewer products are
// shown than there are; failures are ignored silently. The next page is the storefront's own
// (edge-cached) page, so its cards come out exactly as the server draws them.

const GRID = '.storefront-results .product-grid';

async function appendNextPage(button: HTMLAnchorElement): Promise<void> {
  const response = await fetch(button.href, { headers: { accept: 'text/html' } });
  if (!response.ok) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const grid = document.querySelector<HTMLElement>(GRID);
  const nextGrid = next.querySelector<HTMLElement>(GRID);
  if (!grid || !nextGrid?.querySelector('.product-card')) return;
  // Pages hold a multiple of three products, so the last page's padding also pads the whole list.
  grid.querySelectorAll('.product-grid-pad').forEach((pad) => pad.remove());
  for (const item of Array.from(nextGrid.children)) grid.appendChild(document.adoptNode(item));
  const nextButton = next.querySelector<HTMLAnchorElement>('[data-load-more]');
  if (!nextButton) {
    button.remove();
    return;
  }
  // The link says which page it loads: take the next one's address and words.
  button.href = nextButton.href;
  // Inserting adopts the nodes; the copy first, since the live list empties as they move.
  button.replaceChildren(...Array.from(nextButton.childNodes));
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLAnchorElement>('[data-load-more]');
  if (!button || button.getAttribute('aria-busy') === 'true') return;
  event.preventDefault();
  button.setAttribute('aria-busy', 'true');
  appendNextPage(button)
    .catch(() => {})
    .finally(() => button.removeAttribute('aria-busy'));
});
