import { atom } from 'nanostores';
import { notificationPage } from '#src/client/my-catalogue.ts';

/**
 * How many of the signed-in user's notifications are unread; null until asked. My catalogue's nav
 * shows it, and any other part (the header, later) can show the same count from this store.
 */
export const $unreadNotifications = atom<number | null>(null);

export function setUnreadNotifications(count: number): void {
  $unreadNotifications.set(count);
}

/** Asks the server for the count (the pager's `unread`, on a one-row page). Failures leave it as it was. */
export async function refreshUnreadNotifications(): Promise<void> {
  try {
    const { unread } = await notificationPage(1, 1);
    setUnreadNotifications(unread);
  } catch {
    // The nav shows no count rather than a wrong one.
  }
}
