import type { AdminScreenEntry, WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { AppScreen } from './AppScreen.tsx';
import { BillingScreen } from './BillingScreen.tsx';
import { CreateCatalogue } from './CreateCatalogue.tsx';
import { DeveloperScreen } from './DeveloperScreen.tsx';
import { DomainScreen } from './DomainScreen.tsx';
import { HelpScreen } from './HelpScreen.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';
import { SubscriptionScreen } from './SubscriptionScreen.tsx';
import { SuppliersScreen } from './SuppliersScreen.tsx';

// The catalogue's own screens in the workspace (labels of spec §2), and the admin's suppliers.

type Entry = WorkspaceScreenEntry;

export const homeScreen: Entry = { route: 'home', label: 'Home', Screen: HomeScreen };
export const settingsScreen: Entry = { route: 'settings', label: 'Settings', Screen: SettingsScreen };
export const domainScreen: Entry = { route: 'domain', label: 'Domain', Screen: DomainScreen };
export const appScreen: Entry = { route: 'app', label: 'App', Screen: AppScreen };
export const billingScreen: Entry = { route: 'billing', label: 'Billing', Screen: BillingScreen };
export const subscriptionScreen: Entry = { route: 'subscription', label: 'Subscription', Screen: SubscriptionScreen };
export const developerScreen: Entry = { route: 'developer', label: 'Developer', Screen: DeveloperScreen };
export const helpScreen: Entry = { route: 'help', label: 'Help', Screen: HelpScreen };
/** Opening a catalogue: drawn by the shell on its own, before there is a company. */
export const createScreen: Entry = { route: 'create', Screen: CreateCatalogue };

export const adminSuppliersScreen: AdminScreenEntry = {
  route: 'suppliers',
  label: 'Suppliers',
  Screen: SuppliersScreen,
};
