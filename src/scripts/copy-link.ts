// A button with data-copies="{input id}" copies that field's text, and says so in the data-copy-status line.

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copies]');
  const field = button && document.getElementById(button.dataset.copies ?? '');
  if (!(field instanceof HTMLInputElement)) return;
  const status = document.querySelector('[data-copy-status]');
  try {
    await navigator.clipboard.writeText(field.value);
    if (status) status.textContent = 'Link copied.';
  } catch {
    // No clipboard (an older browser, a denied permission): the link is selected for a manual copy.
    field.select();
    if (status) status.textContent = 'Select the link and copy it.';
  }
});
