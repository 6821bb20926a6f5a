import { useState } from 'react';
import { fetchUserPage } from '#src/client/admin.ts';
import { SCREEN_TITLE_ID } from '#src/islands/kit/use-title-focus.ts';
import type { UserFilters } from '#src/shared/admin-users.ts';
import { AdminPagedList, OutcomeLine, useAdminList } from '#src/islands/kit/admin-list.tsx';
import { UserFilterFields } from './UserFilterFields.tsx';
import type { ActionOutcome } from '#src/islands/kit/admin-messages.ts';
import { UserRow } from './UserRow.tsx';

/** Users: find accounts by e-mail or name, narrow them by state, act on one. */
export function UsersScreen({ viewerId }: { viewerId: number }) {
  const users = useAdminList('admin/users', fetchUserPage, 20, {} as UserFilters);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) users.loaded.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Users
      </h2>
      <p className="ws-intro">Every account of Vitrine, newest first.</p>
      <form className="admin-search" role="search" aria-label="Users" onSubmit={users.onSubmit}>
        <UserFilterFields draft={users.draft} onDraft={users.setDraft} onApply={users.apply} />
      </form>
      <OutcomeLine outcome={outcome} />
      <AdminPagedList
        loaded={users.loaded}
        nouns={['user', 'users']}
        empty="No user matches these filters."
        onPage={users.showPage}
      >
        {(user) => <UserRow key={user.id} user={user} isViewer={user.id === viewerId} onOutcome={onOutcome} />}
      </AdminPagedList>
    </section>
  );
}
