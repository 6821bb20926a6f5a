import { useState } from 'react';
import { fetchReportPage, type ReportQuery } from '#src/client/admin-reports.ts';
import { ListState } from '#src/islands/manage/monitoring-followers.tsx';
import { useLoaded } from '#src/islands/manage/monitoring-load.ts';
import { PageNav } from '#src/islands/manage/page-nav.tsx';
import { SCREEN_TITLE_ID } from '#src/islands/shared/use-title-focus.ts';
import { REPORT_KINDS, REPORT_STATUSES, type ReportFilters } from '#src/shared/admin-reports.ts';
import { ReportCard } from './ReportCard.tsx';
import { FilterSelect, type Choice } from './filter-fields.tsx';
import type { ActionOutcome } from './UserRow.tsx';
import { KIND_LABELS, STATUS_LABELS } from './report-labels.ts';
import '#src/styles/admin-reports.css';

const PAGE_SIZE = 20;
const number = new Intl.NumberFormat('en');

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
  const [query, setQuery] = useState<ReportQuery>({ status: 'open', pageNo: 1, pageSize: PAGE_SIZE });
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const reports = useLoaded((signal) => fetchReportPage(query, signal), JSON.stringify(query));
  const page = reports.data;

  const filter = (filters: ReportFilters) => setQuery({ ...query, ...filters, pageNo: 1 });
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) reports.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Reports
      </h2>
      <p className="ws-intro">What buyers reported about suppliers, products and chats, newest first.</p>
      <form
        className="admin-search admin-report-filters"
        aria-label="Reports"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id="admin-report-status"
          label="Status"
          choices={STATUS}
          value={query.status}
          onPick={(status) => filter({ status })}
        />
        <FilterSelect
          id="admin-report-kind"
          label="About"
          choices={KIND}
          value={query.kind}
          onPick={(kind) => filter({ kind })}
        />
      </form>
      <p className={outcome?.ok === false ? 'ws-error admin-outcome' : 'admin-outcome'} role="status">
        {outcome?.message}
      </p>
      {page && !reports.failed && (
        <p className="admin-count">
          <strong>
            {number.format(page.total)} {page.total === 1 ? 'report' : 'reports'}
          </strong>
        </p>
      )}
      {page && page.list.length > 0 && !reports.failed ? (
        <div aria-busy={reports.loading}>
          <ul className="admin-reports">
            {page.list.map((report) => (
              <ReportCard key={report.id} report={report} onOutcome={onOutcome} />
            ))}
          </ul>
          {page.totalPage > 1 && (
            <PageNav
              pageNo={page.pageNo}
              totalPage={page.totalPage}
              onPage={(pageNo) => setQuery({ ...query, pageNo })}
            />
          )}
        </div>
      ) : (
        <ListState loading={reports} onRetry={reports.retry} empty="No report matches these filters." />
      )}
    </section>
  );
}
