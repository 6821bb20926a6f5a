import type { AdminScreenEntry, WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { AppScreen } from './AppScreen.tsx';
import { CreateCatalogue } from './CreateCatalogue.tsx';
import { DeveloperScreen } from './DeveloperScreen.tsx';
import { DomainScreen } from './DomainScreen.tsx';
import { HelpScreen } from './HelpScreen.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { SubscriptionScreen } from './SubscriptionScreen.tsx';
import { SuppliersScreen } from './SuppliersScreen.tsx';

// The catalogue's own screens in the workspace (labels of spec §2), and the admin's suppliers.

export const homeScreen: WorkspaceScreenEntry = { route: 'home', label: 'Home', Screen: HomeScreen };
export const settingsScreen: WorkspaceScreenEntry = { route: 'settings', label: 'Settings', Screen: SettingsScreen };
export const domainScreen: WorkspaceScreenEntry = { route: 'domain', label: 'Domain', Screen: DomainScreen };
export const appScreen: WorkspaceScreenEntry = { route: 'app', label: 'App', Screen: AppScreen };
export const subscriptionScreen: WorkspaceScreenEntry = {
  route: 'subscription',
  label: 'Subscription',
  Screen: SubscriptionScreen,
};
export const developerScreen: WorkspaceScreenEntry = {
  route: 'developer',
  label: 'Developer',
  Screen: DeveloperScreen,
};
export const helpScreen: WorkspaceScreenEntry = { route: 'help', label: 'Help', Screen: HelpScreen };
/** Opening a catalogue: drawn by the shell on its own, before there is a company. */
export const createScreen: WorkspaceScreenEntry = { route: 'create', Screen: CreateCatalogue };

export const adminSuppliersScreen: AdminScreenEntry = {
  route: 'suppliers',
  label: 'Suppliers',
  Screen: SuppliersScreen,
};
