import { PUSH_WORKER_PATH, WEB_PUSH_PATHS } from '#src/shared/web-push.ts';
import { request } from './request.ts';

// This browser's Web Push opt-in (My catalogue → Notifications): the service worker that shows
// pushes, the browser's subscription to its push service, and the server's copy of it.

/**
 * Where this browser stands: it cannot receive pushes at all, the user blocked them for the site,
 * the server has no keys, or the opt-in is off or on.
 */
export type PushState = 'unsupported' | 'blocked' | 'unavailable' | 'off' | 'on';

export function browserCanPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function serverKey(): Promise<string | null> {
  return (await request<{ publicKey: string | null }>(WEB_PUSH_PATHS.key)).publicKey;
}

/**
 * The site's one service worker, registered once: it shows pushes, and keeps the followed
 * catalogues a buyer asks for offline (client/offline-catalogues.ts).
 */
export function siteWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PUSH_WORKER_PATH).then(() => navigator.serviceWorker.ready);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_PATH);
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function pushState(): Promise<PushState> {
  if (!browserCanPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if ((await serverKey()) === null) return 'unavailable';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // On only while the server pushes here for this user: its copy ends with the session it was made
  // in (a logout, another account), and only the user's own Turn on hands it over again.
  const { subscribed } = await request<{ subscribed: boolean }>(WEB_PUSH_PATHS.status, {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
  return subscribed ? 'on' : 'off';
}

/** Asks the user, subscribes the browser, and hands the subscription to the server. */
export async function turnPushOn(): Promise<PushState> {
  const key = await serverKey();
  if (key === null) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await siteWorker();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await request(WEB_PUSH_PATHS.subscribe, { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

/**
 * The server forgets the subscription first, so no push goes to a browser that said no. Logging out
 * does it too, so the next person at this browser is not handed the last one's subscription.
 */
export async function turnPushOff(): Promise<PushState> {
  if (!browserCanPush()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    await request(WEB_PUSH_PATHS.unsubscribe, { method: 'POST', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
