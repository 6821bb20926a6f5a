import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { BlockedUsersScreen } from './BlockedUsersScreen.tsx';
import { MessagesScreen } from './MessagesScreen.tsx';

export const messagesScreen: WorkspaceScreenEntry = { route: 'messages', label: 'Messages', Screen: MessagesScreen };
export const blockedUsersScreen: WorkspaceScreenEntry = {
  route: 'blocked',
  label: 'Blocked users',
  Screen: BlockedUsersScreen,
};
