import { actOnReport } from '#src/client/admin-reports.ts';
import type { AdminReport, ReportAction } from '#src/shared/admin-reports.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { reportFailureMessage } from './report-labels.ts';

type Offer = { action: ReportAction; label: string; question: string; done: string };

/** What can still be done about what the report is about: an action already taken is not offered again. */
function offers({ supplier, product, chat }: AdminReport): Offer[] {
  const found: Offer[] = [];
  const company = supplier.companyName || supplier.name;
  if (supplier.status === 'active')
    found.push({
      action: 'disable_supplier',
      label: 'Disable supplier',
      question: `Disable ${company}? Its catalogue and calls answer that it is disabled until it is enabled again.`,
      done: `${company} is disabled.`,
    });
  if (product?.status === 'active')
    found.push({
      action: 'hide_product',
      label: 'Hide product',
      question: `Hide ${product.productName}? It leaves the catalogue and search; its owner can enable it again.`,
      done: `${product.productName} is hidden.`,
    });
  const contact = chat?.contact;
  if (contact && !contact.disabled)
    found.push({
      action: 'disable_user',
      label: 'Disable user',
      question: `Disable ${contact.email}? They are logged out everywhere and cannot log in until enabled again.`,
      done: `${contact.email} is disabled.`,
    });
  return found;
}

/** Acting on a report's supplier, product or chat contact, each after a warning. */
export function ReportActions({
  report,
  onOutcome,
}: {
  report: AdminReport;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const act = async ({ action, question, done }: Offer) => {
    if (!(await openModal('warning', question))) return;
    try {
      await actOnReport(report.id, action);
      onOutcome({ ok: true, message: done });
    } catch (failure) {
      onOutcome({ ok: false, message: reportFailureMessage(failure) });
    }
  };
  const available = offers(report);
  if (available.length === 0) return null;
  const labelId = `admin-report-act-${report.id}`;
  return (
    <div className="admin-report-act" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="admin-report-act-label">
        Act on what was reported
      </span>
      <div className="admin-report-buttons">
        {available.map((offer) => (
          <button key={offer.action} type="button" className="button" onClick={() => void act(offer)}>
            {offer.label}
          </button>
        ))}
      </div>
    </div>
  );
}
