import type { ComponentType } from 'react';
import type { AdminScreen } from '#src/stores/admin-route.ts';
import type { WorkspaceScreen } from '#src/stores/workspace-route.ts';
import type { MySectionId } from '#src/shared/my-paths.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import type { NavEntry, NavGroup } from './SectionNav.tsx';

/**
 * One screen of an app shell (the workspace, the admin area, My catalogue), as its area exports it:
 * the route it answers, what it draws, and where the navigation lists it — under its label, in a
 * group of entries, or (with no label) as part of another entry, as a product's editor is of Products.
 */
export type ScreenEntry<Route extends string, Props extends object> = {
  route: Route;
  Screen: ComponentType<Props>;
  label?: string;
  group?: string;
  under?: Route;
};

/** Where a screen is listed, whatever it draws. */
type Listing<Route extends string> = Omit<ScreenEntry<Route, object>, 'Screen'>;

/** The three shells' screens: the workspace's are given the company, the admin area's who is signed in. */
export type WorkspaceScreenEntry = ScreenEntry<WorkspaceScreen, { company: OwnerCompany }>;
export type AdminScreenEntry = ScreenEntry<AdminScreen, { viewerId: number }>;
export type MySectionEntry = ScreenEntry<MySectionId, object>;

/** The navigation of a shell's screens, in their order; a group is listed where its first screen is. */
export function navigationOf<Route extends string>(
  screens: readonly Listing<Route>[],
): (NavEntry<Route> | NavGroup<Route>)[] {
  const items: (NavEntry<Route> | NavGroup<Route>)[] = [];
  for (const { route, label, group } of screens) {
    if (label === undefined) continue;
    const entry = { screen: route, label };
    if (group === undefined) {
      items.push(entry);
      continue;
    }
    const listed = items.find((item): item is NavGroup<Route> => 'entries' in item && item.label === group);
    if (listed) listed.entries.push(entry);
    else items.push({ label: group, entries: [entry] });
  }
  return items;
}

/** The entry a route is listed under: its own, or the one it belongs to. */
export function listedRoute<Route extends string>(screens: readonly Listing<Route>[], route: Route): Route {
  return screens.find((screen) => screen.route === route)?.under ?? route;
}

/** The navigation label a route shows under, if any. */
export function routeLabel<Route extends string>(screens: readonly Listing<Route>[], route: Route): string | undefined {
  const listed = listedRoute(screens, route);
  return screens.find((screen) => screen.route === listed)?.label;
}
