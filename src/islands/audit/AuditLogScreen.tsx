import { fetchAuditPage } from '#src/client/admin-audit.ts';
import { SCREEN_TITLE_ID } from '#src/islands/kit/use-title-focus.ts';
import { ADMIN_ACTIONS, type AdminAction, type AuditEntry, type AuditFilters } from '#src/shared/admin-audit.ts';
import { AdminPagedList, useAdminList } from '#src/islands/kit/admin-list.tsx';
import { ACTION_LABELS } from './audit-labels.ts';
import { FilterSelect, KeywordField, type Choice } from '#src/islands/kit/filter-fields.tsx';

const when = (time: number) => new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

const ACTIONS: Choice<AdminAction> = [
  { label: 'Any', value: undefined },
  ...ADMIN_ACTIONS.map((action) => ({ label: ACTION_LABELS[action], value: action })),
];

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
  const { draft, setDraft, apply } = entries;

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Audit log
      </h2>
      <p className="ws-intro">What administrators did, newest first. Nothing here can be changed.</p>
      <form className="admin-search" role="search" aria-label="Audit log" onSubmit={entries.onSubmit}>
        <KeywordField
          id="admin-audit-keyword"
          label="Administrator, target or note"
          value={draft.keyword ?? ''}
          onChange={(keyword) => setDraft({ ...draft, keyword })}
        />
        <FilterSelect
          id="admin-audit-action"
          label="Action"
          choices={ACTIONS}
          value={draft.action}
          onPick={(action) => apply({ ...draft, action })}
        />
      </form>
      <AdminPagedList
        loaded={entries.loaded}
        nouns={['entry', 'entries']}
        empty="No entry matches these filters."
        onPage={entries.showPage}
        ordered
        label="Audit log entries"
        className="admin-users admin-audit"
      >
        {(entry) => <AuditLine key={entry.id} entry={entry} />}
      </AdminPagedList>
    </section>
  );
}
