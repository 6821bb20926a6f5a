import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { useFadingDialog } from '#src/islands/kit/use-fading-dialog.ts';
import type { ReportTarget } from '#src/shared/reports.ts';
import { $reportModal, closeReport } from '#src/stores/report-modal.ts';
import { useLazyComponent } from '#src/islands/kit/use-lazy-component.ts';
import { loadReportForm } from './lazy-parts.ts';

const TITLES: Record<ReportTarget['kind'], string> = {
  supplier: 'Report supplier',
  product: 'Report product',
  chat: 'Report chat',
};

/**
 * The report modal (spec §2 'Report supplier', and a product's Report). Hydrated the first time
 * something opens it (client:event), then it follows the report-modal store.
 */
export default function ReportModal() {
  const opened = useStore($reportModal);
  // The dialog opens once the form, with the modal's styles, is in.
  const ReportForm = useLazyComponent(loadReportForm, opened !== null);
  const shown = ReportForm ? opened : null;
  const { dialogRef, closing, close, onCancel } = useFadingDialog(shown, closeReport);
  const headingId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={`report-modal${closing ? ' closing' : ''}`}
      aria-labelledby={headingId}
      onCancel={onCancel}
    >
      {shown && ReportForm && (
        <>
          <h2 id={headingId} className="modal-title">
            {TITLES[shown.target.kind]}
          </h2>
          <button type="button" className="icon-button report-close" aria-label="Close" onClick={() => close()}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d={ICON_PATHS.close} />
            </svg>
          </button>
          <ReportForm
            key={shown.id}
            target={shown.target}
            onCancel={() => close()}
            onSent={(showSent) => close(showSent)}
          />
        </>
      )}
    </dialog>
  );
}
