// Vitrine's service worker. It shows Web Push messages (issue 14 item 5: an administrator's push
// to a supplier's followers; a buying team's notices) and opens their page on a click. Pages are
// cached at the edge (DESIGN §1); the only copies kept here are the followed catalogues a buyer
// asks to keep for offline use (offline-cache.js, issue 29 item 5). The message is
// src/shared/web-push.ts WebPushPayload.

importScripts('/offline-cache.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  // A push must show something (userVisibleOnly); one we cannot read still says where it is from.
  const title = (message && message.title) || 'Vitrine';
  const options = {
    body: (message && message.body) || 'You have news from a supplier you follow.',
    tag: (message && message.tag) || 'vitrine',
    data: { url: (message && message.url) || '/my/notifications' },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only this site's pages: a message never sends anyone elsewhere.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((client) => client.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
