// Shows the 'more' toggle only where the text really is taller than the clamp. Text inside a
// closed section has no height in some browsers, so it is measured again when the section opens.

function measure(clamp: HTMLElement): void {
  const content = clamp.querySelector<HTMLElement>('.clamped-content');
  const toggle = clamp.querySelector<HTMLButtonElement>('.clamp-toggle');
  if (!content || !toggle || clamp.classList.contains('is-clamped')) return;
  if (content.scrollHeight <= content.clientHeight + 1) return;
  clamp.classList.add('is-clamped');
  toggle.hidden = false;
}

function measureAll(root: Document | HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-clamp]').forEach(measure);
}

document.addEventListener('click', (event) => {
  const toggle = (event.target as Element | null)?.closest<HTMLButtonElement>('.clamp-toggle');
  const clamp = toggle?.closest<HTMLElement>('[data-clamp]');
  if (!toggle || !clamp) return;
  const open = clamp.classList.toggle('is-open');
  toggle.setAttribute('aria-expanded', String(open));
  toggle.textContent = open ? 'less' : 'more';
});

// <details> toggle events do not bubble; listening while they go down finds them all.
document.addEventListener(
  'toggle',
  (event) => {
    if (event.target instanceof HTMLDetailsElement && event.target.open) measureAll(event.target);
  },
  true,
);

measureAll(document);
