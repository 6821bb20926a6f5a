import { createRouter, getPagePath } from '@nanostores/router';
import { CREATE_CATALOGUE_PATH, WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';

// The owner's workspace (/manage/…): every screen at an address of its own. The store is
// here so areas can move between screens without importing the shell (islands/manage).

export const $workspaceRoute = createRouter(
  {
    home: WORKSPACE_PATH,
    menus: `${WORKSPACE_PATH}/catalog-menu`,
    products: `${WORKSPACE_PATH}/products`,
    // Before `product`, which would take "import" or "categories" for an id.
    productImport: `${WORKSPACE_PATH}/products/import`,
    productCategories: `${WORKSPACE_PATH}/products/categories`,
    product: `${WORKSPACE_PATH}/products/:id`,
    posts: `${WORKSPACE_PATH}/posts`,
    statistics: `${WORKSPACE_PATH}/statistics`,
    monitoring: `${WORKSPACE_PATH}/monitoring`,
    messages: `${WORKSPACE_PATH}/messages`,
    blocked: `${WORKSPACE_PATH}/blocked-users`,
    videos: `${WORKSPACE_PATH}/videos`,
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
    billing: `${WORKSPACE_PATH}/billing`,
    subscription: `${WORKSPACE_PATH}/subscription`,
    developer: `${WORKSPACE_PATH}/developer`,
    help: `${WORKSPACE_PATH}/help`,
    create: CREATE_CATALOGUE_PATH,
  },
  // Links are followed by the navigation itself, which asks first when a form has unsaved changes.
  { links: false },
);

export type WorkspaceScreen = NonNullable<ReturnType<typeof $workspaceRoute.get>>['route'];

export function screenPath(screen: WorkspaceScreen): string {
  return getPagePath($workspaceRoute, screen);
}

/** Whether a pathname is one of the workspace's addresses (the page answers 404 for the others). */
export function isWorkspacePath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return $workspaceRoute.routes.some(([, pattern]) => pattern.test(path));
}
