import { useStore } from '@nanostores/react';
import { $adminAccess } from '#src/client/admin.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { LoadingOverlay } from '#src/islands/manage/LoadingOverlay.tsx';
import { SectionNav } from '#src/islands/shared/SectionNav.tsx';
import { useTitleFocusOnMove } from '#src/islands/shared/use-title-focus.ts';
import { ADMIN_PATH } from '#src/shared/admin-paths.ts';
import { AdminHomeScreen } from './AdminHomeScreen.tsx';
import { AuditLogScreen } from './AuditLogScreen.tsx';
import { PushScreen } from './PushScreen.tsx';
import { NotAdminScreen } from './NotAdminScreen.tsx';
import { ReportsScreen } from './ReportsScreen.tsx';
import { SuppliersScreen } from './SuppliersScreen.tsx';
import { UsersScreen } from './UsersScreen.tsx';
import {
  $adminRoute,
  ADMIN_NAV,
  adminScreenLabel,
  adminScreenPath,
  openAdminScreen,
  type AdminScreen,
} from './admin-routes.ts';
import '#src/styles/workspace.css';
import '#src/styles/admin.css';

function Screen({ screen, viewerId }: { screen: AdminScreen; viewerId: number }) {
  switch (screen) {
    case 'home':
      return <AdminHomeScreen />;
    case 'users':
      return <UsersScreen viewerId={viewerId} />;
    case 'suppliers':
      return <SuppliersScreen />;
    case 'reports':
      return <ReportsScreen />;
    case 'push':
      return <PushScreen />;
    case 'audit':
      return <AuditLogScreen />;
  }
}

/**
 * The admin area (/admin/…): one client-rendered app in the owner's workspace's layout. The page
 * lets only signed-in administrators reach it (`viewerId` is who); should the session end or the role be revoked
 * meanwhile, the calls' 401 or 403 turn it into the login pane or the not-for-you message.
 */
export default function AdminArea({ viewerId }: { viewerId: number }) {
  const page = useStore($adminRoute);
  const access = useStore($adminAccess);
  const screen = page?.route ?? 'home';
  useTitleFocusOnMove(screen);

  if (access === 'signed_out') return <AccountPage pane="login" returnTo={page?.path ?? ADMIN_PATH} />;
  if (access === 'not_admin') return <NotAdminScreen />;
  return (
    <div className="workspace">
      <h1 className="ws-title">Administration</h1>
      <SectionNav
        label="Administration"
        items={ADMIN_NAV}
        current={screen}
        currentLabel={adminScreenLabel(screen)}
        pathOf={adminScreenPath}
        follow={openAdminScreen}
      />
      <div className="ws-screen">
        <Screen key={screen} screen={screen} viewerId={viewerId} />
      </div>
      <LoadingOverlay />
    </div>
  );
}
