import { useStore } from '@nanostores/react';
import { $ownerCompany } from '#src/client/workspace.ts';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { useTitleFocusOnMove } from '#src/islands/shared/use-title-focus.ts';
import { AppScreen } from './AppScreen.tsx';
import { CatalogMenuScreen } from './CatalogMenuScreen.tsx';
import { ContactsTab } from './ContactsTab.tsx';
import { CreateCatalogue } from './CreateCatalogue.tsx';
import { DeveloperScreen } from './DeveloperScreen.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';
import { DomainScreen } from './DomainScreen.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { HelpScreen } from './HelpScreen.tsx';
import { HighlightsTab } from './HighlightsTab.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { MediasTab } from './MediasTab.tsx';
import { BlockedUsersScreen } from './BlockedUsersScreen.tsx';
import { MessagesScreen } from './MessagesScreen.tsx';
import { MonitoringScreen } from './MonitoringScreen.tsx';
import { NotOwnerScreen } from './NotOwnerScreen.tsx';
import { PostsScreen } from './PostsScreen.tsx';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductImportScreen } from './ProductImportScreen.tsx';
import { ProductsScreen } from './ProductsScreen.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { StatisticsScreen } from './StatisticsScreen.tsx';
import { ShowsTab } from './ShowsTab.tsx';
import { SubscriptionScreen } from './SubscriptionScreen.tsx';
import { TurnoversTab } from './TurnoversTab.tsx';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import { $workspaceRoute, type WorkspaceScreen } from './workspace-routes.ts';
import '#src/styles/workspace.css';

function Screen({ screen, company }: { screen: WorkspaceScreen; company: OwnerCompany }) {
  switch (screen) {
    case 'home':
      return <HomeScreen company={company} />;
    case 'menus':
      return <CatalogMenuScreen />;
    case 'products':
      return <ProductsScreen company={company} />;
    case 'product':
      return <ProductEditor company={company} />;
    case 'posts':
      return <PostsScreen company={company} />;
    case 'productImport':
      return <ProductImportScreen />;
    case 'statistics':
      return <StatisticsScreen />;
    case 'monitoring':
      return <MonitoringScreen />;
    case 'messages':
      return <MessagesScreen />;
    case 'blocked':
      return <BlockedUsersScreen />;
    case 'general':
      return <GeneralTab company={company} />;
    case 'highlights':
      return <HighlightsTab company={company} />;
    case 'medias':
      return <MediasTab company={company} />;
    case 'turnovers':
      return <TurnoversTab company={company} />;
    case 'shows':
      return <ShowsTab company={company} />;
    case 'contacts':
      return <ContactsTab company={company} />;
    case 'documents':
      return <DocumentsTab company={company} />;
    case 'settings':
      return <SettingsScreen />;
    case 'domain':
      return <DomainScreen />;
    case 'app':
      return <AppScreen />;
    case 'subscription':
      return <SubscriptionScreen company={company} />;
    case 'developer':
      return <DeveloperScreen />;
    case 'help':
      return <HelpScreen />;
    case 'create':
      return <CreateCatalogue />;
  }
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
        <LoadingOverlay />
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
      <LoadingOverlay />
    </div>
  );
}
