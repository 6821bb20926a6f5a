import { navigationOf, type WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { blockedUsersScreen, messagesScreen } from '#src/islands/chat/screens.ts';
import { profileTabs, salesTeamScreen } from '#src/islands/company/screens.ts';
import { videosScreen } from '#src/islands/media/screens.ts';
import { menusScreen } from '#src/islands/menus/screens.ts';
import { postsScreen } from '#src/islands/posts/screens.ts';
import {
  productCategoriesScreen,
  productImportScreen,
  productScreen,
  productsScreen,
} from '#src/islands/products/screens.ts';
import { monitoringScreen, statisticsScreen } from '#src/islands/statistics/screens.ts';
import {
  appScreen,
  billingScreen,
  createScreen,
  developerScreen,
  domainScreen,
  helpScreen,
  homeScreen,
  settingsScreen,
  subscriptionScreen,
} from '#src/islands/suppliers/screens.ts';

// The owner's workspace, screen by screen in the navigation's order (spec §2): its areas export
// them; a new screen is one line here. A label is listed only when its screen works.

export const WORKSPACE_SCREENS: WorkspaceScreenEntry[] = [
  homeScreen,
  menusScreen,
  productsScreen,
  productImportScreen,
  productCategoriesScreen,
  productScreen,
  postsScreen,
  videosScreen,
  statisticsScreen,
  monitoringScreen,
  messagesScreen,
  blockedUsersScreen,
  salesTeamScreen,
  ...profileTabs,
  settingsScreen,
  billingScreen,
  subscriptionScreen,
  developerScreen,
  domainScreen,
  appScreen,
  helpScreen,
  createScreen,
];

export const WORKSPACE_NAV = navigationOf(WORKSPACE_SCREENS);
