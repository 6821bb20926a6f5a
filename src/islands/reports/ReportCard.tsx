import type { AdminReport, ReportStatus } from '#src/shared/admin-reports.ts';
import { productPath, storefrontPath } from '#src/shared/catalog-paths.ts';
import { ReportActions } from './ReportActions.tsx';
import { ReportResolveForm } from './ReportResolveForm.tsx';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { filedDate, KIND_LABELS, STATUS_LABELS } from './report-labels.ts';
import '#src/islands/kit/card.css';
import '#src/islands/kit/thumb-row.css';

const STATUS_TONES: Record<ReportStatus, string> = { open: 'warn', handled: 'good', dismissed: 'info' };

/** The photos as thumbnails, each opening the full-size picture in a new tab. */
function ReportPhotos({ photos }: { photos: string[] }) {
  return (
    <ul className="ws-thumb-row admin-report-photos">
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener">
            <img src={url} alt={`Photo ${index + 1} of ${photos.length} (opens full size)`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One report: what and who it is about, why, who filed it; its outcome, what may still be done, and while open the note that closes it. */
export function ReportCard({
  report,
  onOutcome,
}: {
  report: AdminReport;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const { supplier, product, chat, resolution } = report;
  const company = supplier.companyName || supplier.name;
  const titleId = `admin-report-${report.id}`;
  return (
    <li className="ws-card admin-report" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-report-title">
        {KIND_LABELS[report.kind]} report about {company}
      </h3>
      <ul className="admin-badges" aria-label="State">
        <li data-tone={STATUS_TONES[report.status]}>{STATUS_LABELS[report.status]}</li>
        {supplier.status === 'disabled' && <li data-tone="bad">Supplier disabled</li>}
        {product?.status === 'disabled' && <li data-tone="bad">Product hidden</li>}
        {chat?.contact?.disabled && <li data-tone="bad">User disabled</li>}
      </ul>
      <dl className="admin-report-facts">
        <dt>Supplier</dt>
        <dd>
          <a href={storefrontPath(supplier.name)}>{company}</a> <span className="ws-hint">/{supplier.name}</span>
        </dd>
        {product && (
          <>
            <dt>Product</dt>
            <dd>
              <a href={productPath(supplier.name, product)}>
                {product.modelNumber} {product.productName}
              </a>
            </dd>
          </>
        )}
        {chat && (
          <>
            <dt>Chat with</dt>
            <dd>{chat.contact?.email ?? <span className="ws-hint">deleted account</span>}</dd>
          </>
        )}
        <dt>Reason</dt>
        <dd>{report.reason}</dd>
        <dt>Explanation</dt>
        <dd className="admin-report-text">{report.explanation}</dd>
        {report.photos.length > 0 && (
          <>
            <dt>Photos</dt>
            <dd>
              <ReportPhotos photos={report.photos} />
            </dd>
          </>
        )}
        <dt>Reporter</dt>
        <dd>{report.reporter?.email ?? <span className="ws-hint">deleted account</span>}</dd>
        <dt>Filed</dt>
        <dd>{filedDate(report.createdAt)}</dd>
      </dl>
      {resolution && (
        <p className="admin-report-resolution">
          <strong>
            {STATUS_LABELS[report.status]} by {resolution.byEmail ?? 'a deleted account'} on {filedDate(resolution.at)}
          </strong>
          <span className="admin-report-text">{resolution.note}</span>
        </p>
      )}
      <ReportActions report={report} onOutcome={onOutcome} />
      {!resolution && <ReportResolveForm report={report} onOutcome={onOutcome} />}
    </li>
  );
}
