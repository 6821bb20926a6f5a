import { teamConversationsSection } from '#src/islands/chat/screens.ts';
import { invitationsSection } from '#src/islands/company/screens.ts';
import {
  invitedSection,
  productsSection,
  recentSection,
  sharedSection,
  suppliersSection,
} from '#src/islands/engagement/screens.ts';
import type { MySectionEntry } from '#src/islands/kit/screen-entry.ts';
import { notificationsSection } from '#src/islands/notifications/screens.ts';
import { postsSection } from '#src/islands/posts/screens.ts';
import { offlineSection } from '#src/islands/offline/screens.ts';
import { teamsSection } from '#src/islands/teams/screens.ts';

// My catalogue's sections: their areas export them; their addresses and labels are the page's too
// (src/shared/my-paths.ts). A new section is one line here and one there.

export const MY_SECTION_SCREENS: MySectionEntry[] = [
  suppliersSection,
  productsSection,
  recentSection,
  notificationsSection,
  teamsSection,
  offlineSection,
  sharedSection,
  invitedSection,
  invitationsSection,
  teamConversationsSection,
  postsSection,
];
