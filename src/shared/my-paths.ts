import { teamPath } from './buying-teams.ts';
import { recordIdOf } from './record-id.ts';

// My catalogue's addresses (/my/{section}, /my/shared/{link}) and the section each one shows, in
// one place for the page (which answers 404 or redirects) and the island (which navigates inside).

export const MY_SECTIONS = [
  { id: 'suppliers', label: 'Suppliers' },
  { id: 'products', label: 'Products' },
  { id: 'recent', label: 'Recently viewed' },
  { id: 'notifications', label: 'Notifications' },
  // Buying teams (issue 29 item 1): a team at /my/teams/{id}, one of its lists at /my/teams/{id}/{listId}.
  { id: 'teams', label: 'Teams' },
  // The followed catalogues kept on this device for offline use (issue 29 item 5).
  { id: 'offline', label: 'Offline' },
  { id: 'shared', label: 'Shared links' },
  { id: 'invited', label: 'Invited users' },
  // A catalogue's invitations to join its sales team (issue 24), answered here.
  { id: 'invitations', label: 'Invitations' },
  // A sales contact's conversations for the teams they are on (issue 26); listed only for them (MyNav).
  { id: 'team-chats', label: 'Team conversations' },
  // Listed only for those a catalogue lets post (MyNav asks GET app/post/suppliers).
  { id: 'posts', label: 'Latest posts' },
] as const;

export type MySectionId = (typeof MY_SECTIONS)[number]['id'];

/** What a /my address shows: a section, a shared link opened by a colleague, or a buying team (and one of its lists). */
export type MyRoute =
  | { section: MySectionId }
  | { section: 'shared'; link: string }
  | { section: 'teams'; teamId: number; listId?: number };

export const MY_HOME_PATH = '/my';
export const DEFAULT_SECTION: MySectionId = 'suppliers';

const isSection = (value: string): value is MySectionId => MY_SECTIONS.some((section) => section.id === value);

/** The route of a pathname under /my, or null when it names nothing (the page answers 404). '/my' itself is the default section. */
export function routeOfPath(pathname: string): MyRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'my' || segments.length > 4) return null;
  const [, section = DEFAULT_SECTION, link, listSegment] = segments;
  if (!isSection(section)) return null;
  if (link === undefined) return { section };
  if (section === 'teams') {
    const teamId = recordIdOf(link);
    const listId = listSegment === undefined ? undefined : recordIdOf(listSegment);
    if (teamId === null || listId === null) return null;
    return listId === undefined ? { section, teamId } : { section, teamId, listId };
  }
  if (listSegment !== undefined) return null;
  // Any code opens the shared view, which tells a mistyped or expired link apart from a page that does not exist.
  return section === 'shared' ? { section, link } : null;
}

export function pathOfRoute(route: MyRoute): string {
  if ('link' in route) return `${MY_HOME_PATH}/shared/${route.link}`;
  if ('teamId' in route) return teamPath(route.teamId, route.listId);
  return `${MY_HOME_PATH}/${route.section}`;
}

export function sectionLabel(id: MySectionId): string {
  return MY_SECTIONS.find((section) => section.id === id)!.label;
}
