import type { MySectionEntry, WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { BlockedUsersScreen } from './BlockedUsersScreen.tsx';
import { MessagesScreen } from './MessagesScreen.tsx';
import { TeamConversationsSection } from './TeamConversationsSection.tsx';

export const messagesScreen: WorkspaceScreenEntry = { route: 'messages', label: 'Messages', Screen: MessagesScreen };
export const blockedUsersScreen: WorkspaceScreenEntry = {
  route: 'blocked',
  label: 'Blocked users',
  Screen: BlockedUsersScreen,
};

/** A sales contact's conversations, per team they are on, in My catalogue. */
export const teamConversationsSection: MySectionEntry = { route: 'team-chats', Screen: TeamConversationsSection };
