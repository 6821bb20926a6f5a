import { createRouter, getPagePath } from '@nanostores/router';
import { CREATE_CATALOGUE_PATH, WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import type { NavEntry as SectionNavEntry, NavGroup as SectionNavGroup } from '#src/islands/shared/SectionNav.tsx';

// The owner's workspace (/manage/…): every screen at an address of its own, in the spec's
// navigation labels (spec §2). A label is listed only when its screen works.

export const $workspaceRoute = createRouter(
  {
    home: WORKSPACE_PATH,
    menus: `${WORKSPACE_PATH}/catalog-menu`,
    products: `${WORKSPACE_PATH}/products`,
    // Before `product`, which would take "import" for an id.
    productImport: `${WORKSPACE_PATH}/products/import`,
    product: `${WORKSPACE_PATH}/products/:id`,
    posts: `${WORKSPACE_PATH}/posts`,
    statistics: `${WORKSPACE_PATH}/statistics`,
    monitoring: `${WORKSPACE_PATH}/monitoring`,
    messages: `${WORKSPACE_PATH}/messages`,
    blocked: `${WORKSPACE_PATH}/blocked-users`,
    general: `${WORKSPACE_PATH}/profile/general`,
    highlights: `${WORKSPACE_PATH}/profile/highlights`,
    medias: `${WORKSPACE_PATH}/profile/medias`,
    turnovers: `${WORKSPACE_PATH}/profile/turnovers`,
    shows: `${WORKSPACE_PATH}/profile/shows`,
    contacts: `${WORKSPACE_PATH}/profile/contacts`,
    documents: `${WORKSPACE_PATH}/profile/documents`,
    settings: `${WORKSPACE_PATH}/settings`,
    domain: `${WORKSPACE_PATH}/domain`,
    app: `${WORKSPACE_PATH}/app`,
    subscription: `${WORKSPACE_PATH}/subscription`,
    developer: `${WORKSPACE_PATH}/developer`,
    help: `${WORKSPACE_PATH}/help`,
    create: CREATE_CATALOGUE_PATH,
  },
  // Links are followed by the navigation itself, which asks first when a form has unsaved changes.
  { links: false },
);

export type WorkspaceScreen = NonNullable<ReturnType<typeof $workspaceRoute.get>>['route'];

export type NavEntry = SectionNavEntry<WorkspaceScreen>;
export type NavGroup = SectionNavGroup<WorkspaceScreen>;

/** The navigation, top to bottom: plain entries and the Profile group with its tabs. */
export const WORKSPACE_NAV: (NavEntry | NavGroup)[] = [
  { screen: 'home', label: 'Home' },
  { screen: 'menus', label: 'Catalog menu' },
  { screen: 'products', label: 'Products' },
  { screen: 'posts', label: 'Latest posts' },
  { screen: 'statistics', label: 'Statistics' },
  { screen: 'monitoring', label: 'Monitoring' },
  { screen: 'messages', label: 'Messages' },
  { screen: 'blocked', label: 'Blocked users' },
  {
    label: 'Profile',
    entries: [
      { screen: 'general', label: 'General' },
      { screen: 'highlights', label: 'Highlights' },
      { screen: 'medias', label: 'Video & photo' },
      { screen: 'turnovers', label: 'Turnover distribution' },
      { screen: 'shows', label: 'Trade shows' },
      { screen: 'contacts', label: 'Contact' },
      { screen: 'documents', label: 'Certificates & other documents' },
    ],
  },
  { screen: 'settings', label: 'Settings' },
  { screen: 'domain', label: 'Domain' },
  { screen: 'app', label: 'App' },
  { screen: 'subscription', label: 'Subscription' },
  { screen: 'developer', label: 'Developer' },
  { screen: 'help', label: 'Help' },
];

const ENTRIES = WORKSPACE_NAV.flatMap((item) => ('entries' in item ? item.entries : [item]));

/** The navigation entry a screen belongs to: a product's editor and the bulk import are under Products. */
export function navScreenOf(screen: WorkspaceScreen): WorkspaceScreen {
  return screen === 'product' || screen === 'productImport' ? 'products' : screen;
}

export function screenLabel(screen: WorkspaceScreen): string {
  return ENTRIES.find((entry) => entry.screen === navScreenOf(screen))?.label ?? 'Create your catalogue';
}

export function screenPath(screen: WorkspaceScreen): string {
  return getPagePath($workspaceRoute, screen);
}

/** Whether a pathname is one of the workspace's addresses (the page answers 404 for the others). */
export function isWorkspacePath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return $workspaceRoute.routes.some(([, pattern]) => pattern.test(path));
}
