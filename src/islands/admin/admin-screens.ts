import { adminUsersScreen } from '#src/islands/account/screens.ts';
import { adminAuditScreen } from '#src/islands/audit/screens.ts';
import { navigationOf, type AdminScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { adminPushScreen } from '#src/islands/notifications/screens.ts';
import { adminReportsScreen } from '#src/islands/reports/screens.ts';
import { adminSuppliersScreen } from '#src/islands/suppliers/screens.ts';
import { AdminHomeScreen } from './AdminHomeScreen.tsx';

// The admin area, screen by screen in the navigation's order (spec §2): its areas export them; a
// new screen is one line here.

export const ADMIN_SCREENS: AdminScreenEntry[] = [
  { route: 'home', label: 'Administration', Screen: AdminHomeScreen },
  adminUsersScreen,
  adminSuppliersScreen,
  adminReportsScreen,
  adminPushScreen,
  adminAuditScreen,
];

export const ADMIN_NAV = navigationOf(ADMIN_SCREENS);
