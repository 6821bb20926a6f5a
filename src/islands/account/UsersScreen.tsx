import { fetchUserPage } from '#src/client/admin.ts';
import type { UserFilters } from '#src/shared/admin-users.ts';
import { useAdminList } from '#src/islands/admin-lists/admin-list.tsx';
import { AdminListScreen } from '#src/islands/admin-lists/AdminListScreen.tsx';
import { USERS_SCREEN } from './users-screen-spec.ts';
import { UserRow } from './UserRow.tsx';

/** Users: find accounts by e-mail or name, narrow them by state, act on one. */
export function UsersScreen({ viewerId }: { viewerId: number }) {
  const users = useAdminList('admin/users', fetchUserPage, 20, {} as UserFilters);
  return (
    <AdminListScreen list={users} spec={USERS_SCREEN}>
      {(user, onOutcome) => <UserRow key={user.id} user={user} isViewer={user.id === viewerId} onOutcome={onOutcome} />}
    </AdminListScreen>
  );
}
