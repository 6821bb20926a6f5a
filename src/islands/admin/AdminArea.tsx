import { useStore } from '@nanostores/react';
import { $adminAccess } from '#src/client/admin.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { SectionNav } from '#src/islands/kit/SectionNav.tsx';
import { useTitleFocusOnMove } from '#src/islands/kit/use-title-focus.ts';
import { ADMIN_PATH } from '#src/shared/admin-paths.ts';
import { NotAdminScreen } from './NotAdminScreen.tsx';
import { routeLabel } from '#src/islands/kit/screen-entry.ts';
import { $adminRoute, adminScreenPath, openAdminScreen, type AdminScreen } from '#src/stores/admin-route.ts';
import { ADMIN_NAV, ADMIN_SCREENS } from './admin-screens.ts';
import '#src/islands/kit/back-office.css';
import './admin.css';

function Screen({ screen, viewerId }: { screen: AdminScreen; viewerId: number }) {
  const { Screen: Shown } = ADMIN_SCREENS.find((entry) => entry.route === screen)!;
  return <Shown viewerId={viewerId} />;
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
        currentLabel={routeLabel(ADMIN_SCREENS, screen) ?? 'Administration'}
        pathOf={adminScreenPath}
        follow={openAdminScreen}
      />
      <div className="ws-screen">
        <Screen key={screen} screen={screen} viewerId={viewerId} />
      </div>
    </div>
  );
}
