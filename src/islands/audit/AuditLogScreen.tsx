import { fetchAuditPage } from '#src/client/admin-audit.ts';
import { ADMIN_ACTIONS, type AuditEntry, type AuditFilters } from '#src/shared/admin-audit.ts';
import { useAdminList } from '#src/islands/admin-lists/admin-list.tsx';
import { AdminListScreen, type AdminListSpec } from '#src/islands/admin-lists/AdminListScreen.tsx';
import type { FilterSpec } from '#src/islands/admin-lists/AdminSearchForm.tsx';
import { ACTION_LABELS } from './audit-labels.ts';

const when = (time: number) => new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION: FilterSpec<AuditFilters> = {
  key: 'action',
  label: 'Action',
  choices: ADMIN_ACTIONS.map((action) => [ACTION_LABELS[action], action]),
};
const SCREEN: AdminListSpec<AuditFilters> = {
  title: 'Audit log',
  intro: 'What administrators did, newest first. Nothing here can be changed.',
  nouns: ['entry', 'entries'],
  search: { idPrefix: 'audit', keyword: 'Administrator, target or note', filters: [ACTION] },
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
        by {entry.adminEmail} · <time dateTime={new Date(entry.createdAt).toISOString()}>{when(entry.createdAt)}</time>
      </p>
      {entry.note && <p className="admin-audit-note">{entry.note}</p>}
    </li>
  );
}

/** Audit log: every administrator's action, newest first, read-only; searchable by who, what and note. */
export function AuditLogScreen() {
  const entries = useAdminList('admin/audit', fetchAuditPage, 50, {} as AuditFilters);
  return (
    <AdminListScreen list={entries} spec={SCREEN}>
      {(entry) => <AuditLine key={entry.id} entry={entry} />}
    </AdminListScreen>
  );
}
