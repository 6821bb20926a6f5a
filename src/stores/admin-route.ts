import { createRouter, getPagePath, openPage } from '@nanostores/router';
import { ADMIN_PATH } from '#src/shared/admin-paths.ts';

// The admin area (/admin/…, issue 14): every screen at an address of its own. The store is
// here so areas can move between screens without importing the shell (islands/admin).

export const $adminRoute = createRouter(
  {
    home: ADMIN_PATH,
    users: `${ADMIN_PATH}/users`,
    suppliers: `${ADMIN_PATH}/suppliers`,
    reports: `${ADMIN_PATH}/reports`,
    push: `${ADMIN_PATH}/push`,
    audit: `${ADMIN_PATH}/audit`,
  },
  // The navigation follows its links itself (SectionNav), so other links on the page load normally.
  { links: false },
);

export type AdminScreen = NonNullable<ReturnType<typeof $adminRoute.get>>['route'];

export function adminScreenPath(screen: AdminScreen): string {
  return getPagePath($adminRoute, screen);
}

export function openAdminScreen(screen: AdminScreen): void {
  openPage($adminRoute, screen);
}

/** Whether a pathname is one of the admin area's addresses (the page answers 404 for the others). */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return $adminRoute.routes.some(([, pattern]) => pattern.test(path));
}
