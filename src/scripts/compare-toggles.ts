import { COMPARE_TRAY_EVENT, compareToggleLabel } from '#src/shared/compare.ts';
import { comparedIds, toggleCompared } from '#src/stores/compare-selection.ts';
import { COMPARE_TOGGLE } from './behaviour-targets.ts';

// The server-drawn pages' Compare buttons (data-compare-id, data-compare-label): storefront cards,
// the product page, accessories. Each shows whether its product is picked, in this tab or another;
// and once anything is picked, here or in a React list (CompareToggleButton), the tray is woken.

function showPicked(ids: readonly number[]): void {
  for (const button of document.querySelectorAll<HTMLElement>(COMPARE_TOGGLE)) {
    const on = ids.includes(Number(button.dataset.compareId));
    button.setAttribute('aria-pressed', String(on));
    const word = button.querySelector('[data-compare-word]');
    if (word) word.textContent = compareToggleLabel(on);
  }
}

comparedIds.subscribe((ids) => {
  showPicked(ids);
  if (ids.length > 0) document.dispatchEvent(new Event(COMPARE_TRAY_EVENT));
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>(COMPARE_TOGGLE);
  if (!button) return;
  event.preventDefault();
  toggleCompared({ id: Number(button.dataset.compareId), label: button.dataset.compareLabel ?? '' });
});
