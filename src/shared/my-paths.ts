// My catalogue's addresses (/my/{section}, /my/shared/{link}) and the section each one shows, in
// one place for the page (which answers 404 or redirects) and the island (which navigates inside).

export const MY_SECTIONS = [
  { id: 'suppliers', label: 'Suppliers' },
  { id: 'products', label: 'Products' },
  { id: 'recent', label: 'Recently viewed' },
  { id: 'notifications', label: 'Notifications' },
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

/** What a /my address shows: a section, or a shared link opened by a colleague. */
export type MyRoute = { section: MySectionId } | { section: 'shared'; link: string };

export const MY_HOME_PATH = '/my';
export const DEFAULT_SECTION: MySectionId = 'suppliers';

const isSection = (value: string): value is MySectionId => MY_SECTIONS.some((section) => section.id === value);

/** The route of a pathname under /my, or null when it names nothing (the page answers 404). '/my' itself is the default section. */
export function routeOfPath(pathname: string): MyRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'my' || segments.length > 3) return null;
  const [, section = DEFAULT_SECTION, link] = segments;
  if (!isSection(section)) return null;
  if (link === undefined) return { section };
  // Any code opens the shared view, which tells a mistyped or expired link apart from a page that does not exist.
  return section === 'shared' ? { section, link } : null;
}

export function pathOfRoute(route: MyRoute): string {
  return 'link' in route ? `${MY_HOME_PATH}/shared/${route.link}` : `${MY_HOME_PATH}/${route.section}`;
}

export function sectionLabel(id: MySectionId): string {
  return MY_SECTIONS.find((section) => section.id === id)!.label;
}
