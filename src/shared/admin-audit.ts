import * as v from 'valibot';
import type { Page } from './api.ts';
import { pagerEntries } from './pager.ts';

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

export const ADMIN_AUDIT_ERRORS = { invalidDate: 'invalid_date', reversedRange: 'date_range_reversed' } as const;

/** A day of the range, YYYY-MM-DD in UTC (the log's times are shown and exported in UTC). */
const auditDay = v.optional(
  v.pipe(v.string(ADMIN_AUDIT_ERRORS.invalidDate), v.isoDate(ADMIN_AUDIT_ERRORS.invalidDate)),
);

/** What the log is filtered by: all optional, all together. */
const auditFilterEntries = {
  /** Part of the administrator's e-mail, the target's label or the note. */
  keyword: v.optional(v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
  action: v.optional(v.picklist(ADMIN_ACTIONS, 'invalid_action')),
  /** The first and the last day shown, both included. */
  from: auditDay,
  to: auditDay,
};

type DateRange = { from?: string | undefined; to?: string | undefined };

/** A `from` after `to` is refused on `to` (both days are included, so equal is one day). */
function fromNotAfterTo<TInput extends DateRange>() {
  return v.forward<TInput, v.CheckIssue<TInput>, ['to']>(
    v.check(({ from, to }) => from === undefined || to === undefined || from <= to, ADMIN_AUDIT_ERRORS.reversedRange),
    // TypeScript cannot follow a path into a generic object; every TInput has `to`.
    ['to'] as Parameters<typeof v.forward<TInput, v.CheckIssue<TInput>, ['to']>>[1],
  );
}

/** GET admin/audit/export.csv: the filters as query parameters. */
export const auditFiltersSchema = v.pipe(v.object(auditFilterEntries), fromNotAfterTo());
export type AuditFilters = v.InferInput<typeof auditFiltersSchema>;

/** POST admin/audit/pager: the filters beside { pageNo, pageSize }. */
export const auditPagerSchema = v.pipe(v.object({ ...pagerEntries(50), ...auditFilterEntries }), fromNotAfterTo());

/** The export holds at most this many entries, the newest; narrower dates export the older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

export const AUDIT_EXPORT_PATH = '/api/admin/audit/export.csv';

/** The export's address for these filters (empty ones left out). */
export function auditExportHref(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  const search = query.toString();
  return search ? `${AUDIT_EXPORT_PATH}?${search}` : AUDIT_EXPORT_PATH;
}

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
