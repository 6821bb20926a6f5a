import { AUDIT_EXPORT_MAX_ROWS, auditExportHref, type AuditFilters } from '#src/shared/admin-audit.ts';

const number = new Intl.NumberFormat('en');

/** Export CSV: the entries the applied filters show (every page), as a file a spreadsheet opens. */
export function AuditExport({ filters, total }: { filters: AuditFilters; total: number | null }) {
  const capped = total !== null && total > AUDIT_EXPORT_MAX_ROWS;
  return (
    <p className="admin-export">
      <a className="button" href={auditExportHref(filters)} download aria-describedby="admin-audit-export-hint">
        Export CSV
      </a>{' '}
      <span id="admin-audit-export-hint" className="ws-hint">
        {capped
          ? `The newest ${number.format(AUDIT_EXPORT_MAX_ROWS)} of these entries; narrow the days for older ones.`
          : 'Every entry these filters show, on every page.'}
      </span>
    </p>
  );
}
