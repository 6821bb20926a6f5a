import * as v from 'valibot';
import type { Page } from './api.ts';

// The admin area's audit log (issue 14 item 6): what an admin can do, named once for the server
// that records it and the screen that shows it.

export const ADMIN_ACTIONS = [
  'user_disabled',
  'user_enabled',
  'admin_granted',
  'admin_revoked',
  'verification_resent',
  'report_handled',
  'report_dismissed',
  'product_hidden',
  'supplier_disabled',
  'supplier_enabled',
  'supplier_transferred',
  'push_triggered',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_TARGET_TYPES = ['user', 'supplier', 'report', 'product'] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

/** POST admin/audit/pager, beside { pageNo, pageSize }: both filters optional. */
export const auditFiltersSchema = v.object({
  /** Part of the administrator's e-mail, the target's label or the note. */
  keyword: v.optional(v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
  action: v.optional(v.picklist(ADMIN_ACTIONS, 'invalid_action')),
});
export type AuditFilters = v.InferInput<typeof auditFiltersSchema>;

/** One line of the audit log: who did what to what, when, and the note if any. */
export type AuditEntry = {
  id: number;
  adminEmail: string;
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: number;
  targetLabel: string;
  note: string;
  createdAt: number;
};
export type AuditPage = Page<AuditEntry>;
