import { useState, type FormEvent } from 'react';
import { fetchAuditPage, type AuditQuery } from '#src/client/admin-audit.ts';
import { ListState } from '#src/islands/manage/monitoring-followers.tsx';
import { useLoaded } from '#src/islands/manage/monitoring-load.ts';
import { PageNav } from '#src/islands/manage/page-nav.tsx';
import { SCREEN_TITLE_ID } from '#src/islands/shared/use-title-focus.ts';
import { ADMIN_ACTIONS, type AdminAction, type AuditEntry, type AuditFilters } from '#src/shared/admin-audit.ts';
import { ACTION_LABELS } from './audit-labels.ts';
import { FilterSelect, KeywordField, type Choice } from './filter-fields.tsx';

const PAGE_SIZE = 50;
const number = new Intl.NumberFormat('en');
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
  const [query, setQuery] = useState<AuditQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [draft, setDraft] = useState<AuditFilters>({});
  const entries = useLoaded((signal) => fetchAuditPage(query, signal), JSON.stringify(query));
  const page = entries.data;

  const apply = (filters: AuditFilters) => {
    setDraft(filters);
    setQuery({ ...filters, pageNo: 1, pageSize: PAGE_SIZE });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Audit log
      </h2>
      <p className="ws-intro">What administrators did, newest first. Nothing here can be changed.</p>
      <form className="admin-search" role="search" aria-label="Audit log" onSubmit={onSubmit}>
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
      {page && !entries.failed && (
        <p className="admin-count">
          <strong>
            {number.format(page.total)} {page.total === 1 ? 'entry' : 'entries'}
          </strong>
        </p>
      )}
      {page && page.list.length > 0 && !entries.failed ? (
        <div aria-busy={entries.loading}>
          <ol className="admin-users admin-audit" aria-label="Audit log entries">
            {page.list.map((entry) => (
              <AuditLine key={entry.id} entry={entry} />
            ))}
          </ol>
          {page.totalPage > 1 && (
            <PageNav
              pageNo={page.pageNo}
              totalPage={page.totalPage}
              onPage={(pageNo) => setQuery({ ...query, pageNo })}
            />
          )}
        </div>
      ) : (
        <ListState loading={entries} onRetry={entries.retry} empty="No entry matches these filters." />
      )}
    </section>
  );
}
