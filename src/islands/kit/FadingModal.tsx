import { useId, type ReactNode } from 'react';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { useFadingDialog } from './use-fading-dialog.ts';

/** What a modal's content is given: the id its heading takes, and the fading close. */
export type ModalParts = { headingId: string; close: (after?: () => void) => void };

/**
 * A store-driven modal: open with its content while `shown` is set, fading out on close or Esc
 * (use-fading-dialog.ts), named by the heading its content gives `headingId`.
 */
export function FadingModal<Shown>({
  className,
  shown,
  onClosed,
  children,
}: {
  className: string;
  /** What the modal shows, or null while it is closed. */
  shown: Shown | null;
  /** The store's close, once the fade is over. */
  onClosed: () => void;
  children: (shown: Shown, parts: ModalParts) => ReactNode;
}) {
  const { dialogRef, closing, close, onCancel } = useFadingDialog(shown, onClosed);
  const headingId = useId();
  return (
    <dialog
      ref={dialogRef}
      className={`${className}${closing ? ' closing' : ''}`}
      aria-labelledby={headingId}
      onCancel={onCancel}
    >
      {shown && children(shown, { headingId, close })}
    </dialog>
  );
}

/** The modal's × button. */
export function ModalCloseButton({ className, onClose }: { className: string; onClose: () => void }) {
  return (
    <button type="button" className={`icon-button ${className}`} aria-label="Close" onClick={onClose}>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={ICON_PATHS.close} />
      </svg>
    </button>
  );
}
