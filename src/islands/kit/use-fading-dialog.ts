import { useLayoutEffect, useRef, useState } from 'react';

/** Spec §9: modals fade in and out in 200 ms. */
const FADE_MS = 200;

/**
 * A <dialog> shown as a modal while `shown` is set, that fades out before it closes. `close(after)`
 * fades, closes, calls `onClosed` (the store's close), then `after` (e.g. a message that should
 * come once this modal is gone). Esc goes through the same fade.
 */
export function useFadingDialog(shown: unknown, onClosed: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);

  // A layout effect, before children's effects that focus a field: a closed dialog takes no focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (shown && dialog && !dialog.open) dialog.showModal();
  }, [shown]);

  const close = (after?: () => void) => {
    if (closing) return;
    setClosing(true);
    setTimeout(() => {
      dialogRef.current?.close();
      setClosing(false);
      onClosed();
      after?.();
    }, FADE_MS);
  };

  const onCancel = (event: { preventDefault(): void }) => {
    event.preventDefault();
    close();
  };

  return { dialogRef, closing, close, onCancel };
}
