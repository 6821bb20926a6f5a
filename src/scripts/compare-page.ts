import '#src/scripts/copy-link.ts';
import { removeCompared } from '#src/stores/compare-selection.ts';

// The comparison page's own controls: Print; Remove, which also takes the product out of this
// browser's picks so the tray agrees with the page; and showing only the rows that differ (shown
// once this script runs: without it the box would do nothing).
document.querySelector('[data-print]')?.addEventListener('click', () => window.print());
document.addEventListener('click', (event) => {
  const remove = (event.target as Element | null)?.closest<HTMLElement>('[data-compare-remove]');
  if (remove) removeCompared(Number(remove.dataset.compareRemove));
});

const onlyDifferences = document.querySelector<HTMLInputElement>('[data-only-differences]');
const table = document.querySelector('.compare-table');
if (onlyDifferences && table) {
  onlyDifferences.closest('label')!.hidden = false;
  onlyDifferences.addEventListener('change', () => table.classList.toggle('only-differences', onlyDifferences.checked));
}
