// The filter drawer's two steps (spec: 'Categories' and 'Sort by') as tabs: click, or arrow keys.

function select(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  tab.focus();
}

document.addEventListener('click', (event) => {
  const tab = (event.target as Element | null)?.closest<HTMLElement>('.drawer-steps [role="tab"]');
  if (tab) select(tab);
});

document.addEventListener('keydown', (event) => {
  const tab = (event.target as Element | null)?.closest<HTMLElement>('.drawer-steps [role="tab"]');
  if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
  const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
  const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
  if (next) select(next);
});
