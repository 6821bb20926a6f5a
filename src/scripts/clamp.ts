// Shows the 'more' toggle only where the text really is taller than the clamp.
for (const clamp of document.querySelectorAll<HTMLElement>('[data-clamp]')) {
  const content = clamp.querySelector<HTMLElement>('.clamped-content');
  const toggle = clamp.querySelector<HTMLButtonElement>('.clamp-toggle');
  if (!content || !toggle || content.scrollHeight <= content.clientHeight + 1) continue;
  clamp.classList.add('is-clamped');
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    const open = clamp.classList.toggle('is-open');
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'less' : 'more';
  });
}
