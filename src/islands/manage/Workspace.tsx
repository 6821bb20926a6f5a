import { useStore } from '@nanostores/react';
import { $ownerCompany } from '#src/client/workspace.ts';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { useTitleFocusOnMove } from '#src/islands/kit/use-title-focus.ts';
import { CreateCatalogue } from '#src/islands/suppliers/CreateCatalogue.tsx';
import { NotOwnerScreen } from './NotOwnerScreen.tsx';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import { WORKSPACE_SCREENS } from './workspace-screens.ts';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import { $workspaceRoute, type WorkspaceScreen } from '#src/stores/workspace-route.ts';
import '#src/islands/kit/back-office.css';

function Screen({ screen, company }: { screen: WorkspaceScreen; company: OwnerCompany }) {
  const { Screen: Shown } = WORKSPACE_SCREENS.find((entry) => entry.route === screen)!;
  return <Shown company={company} />;
}

/**
 * The owner's workspace (/manage/…): one client-rendered app mounted once (DESIGN §9). Who may use
 * it is the API's answer to GET supplier/home/get: a visitor gets the login pane (back to the
 * same address), a signed-in user without a catalogue the way to open one.
 */
export default function Workspace() {
  const page = useStore($workspaceRoute);
  const company = useStore($ownerCompany);
  const screen = page?.route ?? 'home';
  useTitleFocusOnMove(screen);

  if (screen === 'create')
    return (
      <div className="workspace workspace-single">
        <CreateCatalogue />
      </div>
    );

  const status = company.error instanceof RequestError ? company.error.httpStatus : null;
  if (status === 401) return <AccountPage pane="login" returnTo={page?.path ?? WORKSPACE_PATH} />;
  if (status === 403) return <NotOwnerScreen />;
  if (!company.data) {
    return (
      <section className="workspace workspace-single">
        <h1>Your catalogue</h1>
        <p className="ws-state" role="status" aria-busy={company.loading}>
          {company.loading ? 'Loading…' : MESSAGES.unexpected}
        </p>
        {!company.loading && (
          <button type="button" className="button" onClick={() => $ownerCompany.revalidate()}>
            Try again
          </button>
        )}
      </section>
    );
  }

  return (
    <div className="workspace">
      <h1 className="ws-title">{company.data.profile.companyName}</h1>
      <WorkspaceNav current={screen} />
      <div className="ws-screen">
        {/* A screen starts from the stored values each time it is opened. */}
        <Screen key={screen} screen={screen} company={company.data} />
      </div>
    </div>
  );
}
