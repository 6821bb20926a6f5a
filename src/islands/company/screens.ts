import type { MySectionEntry, WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { ContactsTab } from './ContactsTab.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { HighlightsTab } from './HighlightsTab.tsx';
import { InvitationsSection } from './InvitationsSection.tsx';
import { MediasTab } from './MediasTab.tsx';
import { ShowsTab } from './ShowsTab.tsx';
import { TurnoversTab } from './TurnoversTab.tsx';

// The company profile's tabs, listed in the workspace's Profile group (spec §2), and the
// invitations to join a sales team, answered in My catalogue.

const PROFILE = 'Profile';

export const profileTabs: WorkspaceScreenEntry[] = [
  { route: 'general', group: PROFILE, label: 'General', Screen: GeneralTab },
  { route: 'highlights', group: PROFILE, label: 'Highlights', Screen: HighlightsTab },
  { route: 'medias', group: PROFILE, label: 'Video & photo', Screen: MediasTab },
  { route: 'turnovers', group: PROFILE, label: 'Turnover distribution', Screen: TurnoversTab },
  { route: 'shows', group: PROFILE, label: 'Trade shows', Screen: ShowsTab },
  { route: 'documents', group: PROFILE, label: 'Certificates & other documents', Screen: DocumentsTab },
];

/**
 * Sales team (spec §2 navigation): the people buyers reach, with their posting rights. They show on
 * the company page's Contact section, so the screen is the Contact tab, listed on its own.
 */
export const salesTeamScreen: WorkspaceScreenEntry = { route: 'contacts', label: 'Sales team', Screen: ContactsTab };

export const invitationsSection: MySectionEntry = { route: 'invitations', Screen: InvitationsSection };
