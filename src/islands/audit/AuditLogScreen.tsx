import * as v from 'valibot';
import { fetchAuditPage } from '#src/client/admin-audit.ts';
import {
  ADMIN_ACTIONS,
  ADMIN_AUDIT_ERRORS,
  auditFiltersSchema,
  type AuditEntry,
  type AuditFilters,
} from '#src/shared/admin-audit.ts';
import { useAdminList } from '#src/islands/admin-lists/admin-list.tsx';
import { AdminListScreen, type AdminListSpec } from '#src/islands/admin-lists/AdminListScreen.tsx';
import type { FilterSpec } from '#src/islands/admin-lists/AdminSearchForm.tsx';
import { AuditExport } from './AuditExport.tsx';
import { ACTION_LABELS } from './audit-labels.ts';

// The log's days and times are UTC, on the screen as in the export: one clock for every administrator.
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** What is wrong with the filters' range, in words; null when nothing is. */
function rangeRefusal(filters: AuditFilters): string | null {
  const checked = v.safeParse(auditFiltersSchema, filters);
  if (checked.success) return null;
  return checked.issues.some((issue) => issue.message === ADMIN_AUDIT_ERRORS.reversedRange)
    ? 'The end date is before the start date.'
    : 'Please pick the days from the calendar.';
}

const ACTION: FilterSpec<AuditFilters> = {
  key: 'action',
  label: 'Action',
  choices: ADMIN_ACTIONS.map((action) => [ACTION_LABELS[action], action]),
};
const SCREEN: AdminListSpec<AuditFilters> = {
  title: 'Audit log',
  intro: 'What administrators did, newest first, in UTC. Nothing here can be changed.',
  nouns: ['entry', 'entries'],
  search: {
    idPrefix: 'audit',
    keyword: 'Administrator, target or note',
    filters: [ACTION],
    days: { from: 'From (UTC)', to: 'To (UTC)', refusal: rangeRefusal },
  },
  readOnly: true,
  rows: { ordered: true, label: 'Audit log entries', className: 'admin-users admin-audit' },
};

function AuditLine({ entry }: { entry: AuditEntry }) {
  return (
    <li className="admin-audit-entry">
      <p className="admin-audit-what">
        <strong>{ACTION_LABELS[entry.action]}</strong> <span className="admin-audit-target">{entry.targetLabel}</span>
      </p>
      <p className="ws-hint">
        by {entry.adminEmail} ·{' '}
        <time dateTime={new Date(entry.createdAt).toISOString()}>{when.format(entry.createdAt)} UTC</time>
      </p>
      {entry.note && <p className="admin-audit-note">{entry.note}</p>}
    </li>
  );
}

/** Audit log: every administrator's action, newest first, read-only; searchable by who, what, note and days; exported as CSV. */
export function AuditLogScreen() {
  const entries = useAdminList('admin/audit', fetchAuditPage, 50, {} as AuditFilters);
  const { pageNo: _pageNo, pageSize: _pageSize, ...applied } = entries.query;
  return (
    <AdminListScreen
      list={entries}
      spec={SCREEN}
      tools={<AuditExport filters={applied} total={entries.loaded.data?.total ?? null} />}
    >
      {(entry) => <AuditLine key={entry.id} entry={entry} />}
    </AdminListScreen>
  );
}
