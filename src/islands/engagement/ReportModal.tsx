import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ICON_PATHS } from '../../icons/icon-paths.ts';
import { $reportModal, closeReport, type ReportTarget } from '../../stores/report-modal.ts';
import ReportForm from './ReportForm.tsx';

/** Spec §9: modals fade in and out in 200 ms. */
const FADE_MS = 200;

const titleOf = (target: ReportTarget) => (target.kind === 'supplier' ? 'Report supplier' : 'Report product');

/**
 * The report modal (spec §2 'Report supplier', and a product's Report). Hydrated the first time
 * something opens it (client:event), then it follows the report-modal store.
 */
export default function ReportModal() {
  const shown = useStore($reportModal);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const headingId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (shown && dialog && !dialog.open) dialog.showModal();
  }, [shown]);

  /** Fades out, then runs `after` (the success message comes once this modal is gone). */
  const close = (after?: () => void) => {
    if (closing) return;
    setClosing(true);
    setTimeout(() => {
      dialogRef.current?.close();
      setClosing(false);
      closeReport();
      after?.();
    }, FADE_MS);
  };

  return (
    <dialog
      ref={dialogRef}
      className={`report-modal${closing ? ' closing' : ''}`}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {shown && (
        <>
          <h2 id={headingId} className="modal-title">
            {titleOf(shown.target)}
          </h2>
          <button type="button" className="icon-button report-close" aria-label="Close" onClick={() => close()}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d={ICON_PATHS.close} />
            </svg>
          </button>
          <ReportForm key={shown.id} target={shown.target} onCancel={() => close()} onSent={(showSent) => close(showSent)} />
        </>
      )}
    </dialog>
  );
}
