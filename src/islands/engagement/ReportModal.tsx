import { useStore } from '@nanostores/react';
import { FadingModal, ModalCloseButton } from '#src/islands/kit/FadingModal.tsx';
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
  return (
    <FadingModal className="report-modal" shown={shown} onClosed={closeReport}>
      {(modal, { headingId, close }) =>
        ReportForm && (
          <>
            <h2 id={headingId} className="modal-title">
              {TITLES[modal.target.kind]}
            </h2>
            <ModalCloseButton className="report-close" onClose={() => close()} />
            <ReportForm
              key={modal.id}
              target={modal.target}
              onCancel={() => close()}
              onSent={(showSent) => close(showSent)}
            />
          </>
        )
      }
    </FadingModal>
  );
}
