import { atom } from 'nanostores';
import { request } from '#src/client/request.ts';

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
    const { unread } = await request<{ unread: number }>('/api/app/notification/pager', { method: 'POST', body: { pageNo: 1, pageSize: 1 } });
    setUnreadNotifications(unread);
  } catch {
    // The nav shows no count rather than a wrong one.
  }
}
