import type { MySectionEntry } from '#src/islands/kit/screen-entry.ts';
import { TeamsSection } from './TeamsSection.tsx';

// Buying teams in My catalogue (issue 29 item 1): the section; a team and its lists open from it (MyCatalogue).

export const teamsSection: MySectionEntry = { route: 'teams', Screen: TeamsSection };
