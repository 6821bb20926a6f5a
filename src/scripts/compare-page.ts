import '#src/scripts/copy-link.ts';
import { removeCompared } from '#src/stores/compare-selection.ts';

// The comparison page's own controls: Print, and Remove, which also takes the product out of this
// browser's picks so the tray agrees with the page.
document.querySelector('[data-print]')?.addEventListener('click', () => window.print());
document.addEventListener('click', (event) => {
  const remove = (event.target as Element | null)?.closest<HTMLElement>('[data-compare-remove]');
  if (remove) removeCompared(Number(remove.dataset.compareRemove));
});
