import { useState } from 'react';
import { fetchReportPage } from '#src/client/admin-reports.ts';
import { SCREEN_TITLE_ID } from '#src/islands/kit/use-title-focus.ts';
import { REPORT_KINDS, REPORT_STATUSES, type ReportFilters } from '#src/shared/admin-reports.ts';
import { AdminPagedList, OutcomeLine, useAdminList } from '#src/islands/kit/admin-list.tsx';
import { FilterSelect, type Choice } from '#src/islands/kit/filter-fields.tsx';
import { ReportCard } from './ReportCard.tsx';
import type { ActionOutcome } from '#src/islands/kit/admin-messages.ts';
import { KIND_LABELS, STATUS_LABELS } from './report-labels.ts';
import './reports.css';

const STATUS: Choice<ReportFilters['status']> = [
  { label: 'Any', value: undefined },
  ...REPORT_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status })),
];
const KIND: Choice<ReportFilters['kind']> = [
  { label: 'Any', value: undefined },
  ...REPORT_KINDS.map((kind) => ({ label: KIND_LABELS[kind], value: kind })),
];

/** Reports: what buyers reported, open ones first by default; close each with a note, act on what it is about. */
export function ReportsScreen() {
  const reports = useAdminList('admin/reports', fetchReportPage, 20, { status: 'open' } as ReportFilters);
  const { draft, apply } = reports;
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) reports.loaded.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Reports
      </h2>
      <p className="ws-intro">What buyers reported about suppliers, products and chats, newest first.</p>
      <form className="admin-search admin-report-filters" aria-label="Reports" onSubmit={reports.onSubmit}>
        <FilterSelect
          id="admin-report-status"
          label="Status"
          choices={STATUS}
          value={draft.status}
          onPick={(status) => apply({ ...draft, status })}
        />
        <FilterSelect
          id="admin-report-kind"
          label="About"
          choices={KIND}
          value={draft.kind}
          onPick={(kind) => apply({ ...draft, kind })}
        />
      </form>
      <OutcomeLine outcome={outcome} />
      <AdminPagedList
        loaded={reports.loaded}
        nouns={['report', 'reports']}
        empty="No report matches these filters."
        onPage={reports.showPage}
        className="admin-reports"
      >
        {(report) => <ReportCard key={report.id} report={report} onOutcome={onOutcome} />}
      </AdminPagedList>
    </section>
  );
}
