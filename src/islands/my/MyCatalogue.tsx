import { useEffect, useState } from 'react';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { refreshUnreadNotifications } from '#src/stores/unread-notifications.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { MyNav } from './MyNav.tsx';
import { pathOfRoute, type MyRoute } from '#src/shared/my-paths.ts';
import { SharedLinkView } from '#src/islands/engagement/SharedLinkView.tsx';
import { TeamListView } from '#src/islands/teams/TeamListView.tsx';
import { TeamView } from '#src/islands/teams/TeamView.tsx';
import { MY_SECTION_SCREENS } from './my-sections.ts';
import { useMyRoute } from './use-my-route.ts';
import './my-catalogue.css';

function Section({ route }: { route: MyRoute }) {
  if ('link' in route) return <SharedLinkView link={route.link} />;
  if ('teamId' in route)
    return route.listId === undefined ? (
      <TeamView teamId={route.teamId} />
    ) : (
      <TeamListView teamId={route.teamId} listId={route.listId} />
    );
  const { Screen: Shown } = MY_SECTION_SCREENS.find((entry) => entry.route === route.section)!;
  return <Shown />;
}

/**
 * My catalogue (/my/…): one app mounted once, each section at an address of its own. The page is
 * the same for everyone; who is signed in is asked here, and a visitor gets the login pane, which
 * comes back to the same address.
 */
export default function MyCatalogue({ path }: { path: string }) {
  const viewer = useSignedInUser().state;
  const [route, navigate] = useMyRoute(path);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (viewer === 'user') void refreshUnreadNotifications();
  }, [viewer]);

  // After a switch inside the app, the new section's title takes the focus (not on the first load).
  useEffect(() => {
    if (moved) document.getElementById('my-section-title')?.focus();
  }, [route, moved]);

  if (viewer === 'visitor') return <AccountPage pane="login" returnTo={pathOfRoute(route)} />;
  if (viewer !== 'user') {
    return (
      <section className="my-catalogue">
        <h1>My catalogue</h1>
        <p className="my-state" role="status" aria-busy={viewer === 'loading'}>
          {viewer === 'loading' ? 'Loading…' : MESSAGES.unexpected}
        </p>
      </section>
    );
  }

  return (
    <div className="my-catalogue">
      <h1>My catalogue</h1>
      <MyNav
        current={route.section}
        onNavigate={(section) => {
          setMoved(true);
          navigate({ section });
        }}
      />
      <section className="my-section" aria-labelledby="my-section-title">
        <Section key={pathOfRoute(route)} route={route} />
      </section>
    </div>
  );
}
