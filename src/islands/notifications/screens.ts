import type { AdminScreenEntry, MySectionEntry } from '#src/islands/kit/screen-entry.ts';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PushScreen } from './PushScreen.tsx';

export const notificationsSection: MySectionEntry = { route: 'notifications', Screen: NotificationsSection };
export const adminPushScreen: AdminScreenEntry = { route: 'push', label: 'Push notifications', Screen: PushScreen };
