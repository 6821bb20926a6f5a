// Dialogs of the page (mobile menu, filter drawer, QR and zoom popups) open from any element with
// data-opens="{dialog id}" and close from data-closes, Esc (the browser), or a click on the backdrop.
// <dialog> gives the focus trap and Esc; this only wires the buttons.

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const opener = target?.closest<HTMLElement>('[data-opens]');
  if (opener) {
    const dialog = document.getElementById(opener.dataset.opens ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) {
      event.preventDefault();
      dialog.showModal();
      dialog.dispatchEvent(new CustomEvent('dialog-opened', { detail: { opener } }));
    }
    return;
  }
  const closer = target?.closest('[data-closes]');
  if (closer) {
    closer.closest('dialog')?.close();
    return;
  }
  // A click on the dialog element outside its box is a click on the backdrop (its own padding is not).
  if (
    target instanceof HTMLDialogElement &&
    target.dataset.backdropCloses !== undefined &&
    event instanceof MouseEvent &&
    !isInside(target, event)
  )
    target.close();
});

function isInside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
  );
}

// Spec: a downward swipe of more than 70 px closes the filter drawer.
const SWIPE_CLOSE_PX = 70;
let swipeStart: { dialog: HTMLDialogElement; y: number } | null = null;

document.addEventListener(
  'touchstart',
  (event) => {
    const target = event.target as Element | null;
    const dialog = target?.closest<HTMLDialogElement>('dialog[data-swipe-closes]');
    // A swipe inside a list that is scrolled down scrolls it back up instead.
    const scrolledDown = (target?.closest('[data-scrolls]')?.scrollTop ?? 0) > 0;
    swipeStart = dialog && !scrolledDown && event.touches[0] ? { dialog, y: event.touches[0].clientY } : null;
  },
  { passive: true },
);

document.addEventListener(
  'touchend',
  (event) => {
    const end = event.changedTouches[0];
    if (swipeStart && end && end.clientY - swipeStart.y > SWIPE_CLOSE_PX) swipeStart.dialog.close();
    swipeStart = null;
  },
  { passive: true },
);
