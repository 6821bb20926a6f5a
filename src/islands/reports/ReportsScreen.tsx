import { fetchReportPage } from '#src/client/admin-reports.ts';
import { REPORT_KINDS, REPORT_STATUSES, type ReportFilters } from '#src/shared/admin-reports.ts';
import { useAdminList } from '#src/islands/admin-lists/admin-list.tsx';
import { AdminListScreen, type AdminListSpec } from '#src/islands/admin-lists/AdminListScreen.tsx';
import type { FilterSpec } from '#src/islands/admin-lists/AdminSearchForm.tsx';
import { ReportCard } from './ReportCard.tsx';
import { KIND_LABELS, STATUS_LABELS } from './report-labels.ts';
import './reports.css';

const FILTERS: FilterSpec<ReportFilters>[] = [
  { key: 'status', label: 'Status', choices: REPORT_STATUSES.map((status) => [STATUS_LABELS[status], status]) },
  { key: 'kind', label: 'About', choices: REPORT_KINDS.map((kind) => [KIND_LABELS[kind], kind]) },
];
const SCREEN: AdminListSpec<ReportFilters> = {
  title: 'Reports',
  intro: 'What buyers reported about suppliers, products and chats, newest first.',
  nouns: ['report', 'reports'],
  search: { idPrefix: 'report', filters: FILTERS, className: 'admin-search admin-report-filters' },
  rows: { className: 'admin-reports' },
};

/** Reports: what buyers reported, open ones first by default; close each with a note, act on what it is about. */
export function ReportsScreen() {
  const reports = useAdminList('admin/reports', fetchReportPage, 20, { status: 'open' } as ReportFilters);
  return (
    <AdminListScreen list={reports} spec={SCREEN}>
      {(report, onOutcome) => <ReportCard key={report.id} report={report} onOutcome={onOutcome} />}
    </AdminListScreen>
  );
}
