import { useState, type FormEvent } from 'react';
import { fetchUserPage, type UserQuery } from '#src/client/admin.ts';
import { ListState } from '#src/islands/manage/monitoring-followers.tsx';
import { useLoaded } from '#src/islands/manage/monitoring-load.ts';
import { PageNav } from '#src/islands/manage/page-nav.tsx';
import { SCREEN_TITLE_ID } from '#src/islands/shared/use-title-focus.ts';
import type { UserFilters } from '#src/shared/admin-users.ts';
import { UserFilterFields } from './UserFilterFields.tsx';
import { UserRow, type ActionOutcome } from './UserRow.tsx';

const PAGE_SIZE = 20;
const number = new Intl.NumberFormat('en');

/** Users: find accounts by e-mail or name, narrow them by state, act on one. */
export function UsersScreen({ viewerId }: { viewerId: number }) {
  const [query, setQuery] = useState<UserQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [draft, setDraft] = useState<UserFilters>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const users = useLoaded((signal) => fetchUserPage(query, signal), JSON.stringify(query));
  const page = users.data;

  const apply = (filters: UserFilters) => {
    setDraft(filters);
    setQuery({ ...filters, pageNo: 1, pageSize: PAGE_SIZE });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) users.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Users
      </h2>
      <p className="ws-intro">Every account of Vitrine, newest first.</p>
      <form className="admin-search" role="search" aria-label="Users" onSubmit={onSubmit}>
        <UserFilterFields draft={draft} onDraft={setDraft} onApply={apply} />
      </form>
      <p className={outcome?.ok === false ? 'ws-error admin-outcome' : 'admin-outcome'} role="status">
        {outcome?.message}
      </p>
      {page && !users.failed && (
        <p className="admin-count">
          <strong>
            {number.format(page.total)} {page.total === 1 ? 'user' : 'users'}
          </strong>
        </p>
      )}
      {page && page.list.length > 0 && !users.failed ? (
        <div aria-busy={users.loading}>
          <ul className="admin-users">
            {page.list.map((user) => (
              <UserRow key={user.id} user={user} isViewer={user.id === viewerId} onOutcome={onOutcome} />
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
        <ListState loading={users} onRetry={users.retry} empty="No user matches these filters." />
      )}
    </section>
  );
}
