import type { AdminReportPage, ReportAction, ReportFilters, ReportOutcome } from '#src/shared/admin-reports.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { adminCall } from './admin.ts';

// The admin area's Reports calls (issue 14 item 4: /api/admin/report/*).

export type ReportQuery = ReportFilters & { pageNo: number; pageSize: number };

/** POST admin/report/pager (no overlay: the list shows its own loading). */
export function fetchReportPage(query: ReportQuery): Promise<AdminReportPage> {
  return adminCall('/report/pager', query);
}

export function resolveReport(reportId: number, outcome: ReportOutcome, note: string): Promise<null> {
  return withOverlay(() => adminCall('/report/resolve', { reportId, outcome, note }));
}

export function actOnReport(reportId: number, action: ReportAction): Promise<null> {
  return withOverlay(() => adminCall('/report/act', { reportId, action }));
}
