import type { AuditFilters, AuditPage } from '#src/shared/admin-audit.ts';
import { adminCall } from './admin.ts';

export type AuditQuery = AuditFilters & { pageNo: number; pageSize: number };

/** POST admin/audit/pager (issue 14 item 6; no overlay: the list shows its own loading). */
export function fetchAuditPage(query: AuditQuery): Promise<AuditPage> {
  return adminCall('/audit/pager', query);
}
