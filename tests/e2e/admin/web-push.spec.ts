import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { callApi, logInWithApi, SEED_ADMIN, signedInPerson, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { follow } from '#tests/e2e/support/my-catalogue.ts';
import { pickPushSupplier, sendPush } from '#tests/e2e/support/admin.ts';
import { startPushService, type LocalSubscription } from '#tests/e2e/support/push-service.ts';
import { openNewCatalogue } from '#tests/e2e/support/workspace.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '#tests/e2e/playwright.config.ts';

// Issue 14 item 5, Web Push: a follower turns push notifications on in My catalogue; the
// administrator's push reaches the browser's push service — here one on this machine that checks
// the VAPID signature and decrypts the message as the browser would — and the service worker shows
// it. A browser whose subscription is gone is forgotten and counted.

// Notifications need the full browser: the headless shell the suite runs on denies their permission.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/**
 * Chromium's own push service is on the internet: the browser's subscribe() answers the local
 * service's subscription instead (kept across reloads, as a real one is). All else is the browser's.
 */
async function useLocalPushService(context: BrowserContext, subscription: LocalSubscription): Promise<void> {
  await context.addInitScript((local) => {
    const KEY = 'e2e:push-subscribed';
    const fake = {
      endpoint: local.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: local.endpoint, expirationTime: null, keys: local.keys }),
      unsubscribe: async () => (localStorage.removeItem(KEY), true),
    };
    PushManager.prototype.subscribe = async () => (localStorage.setItem(KEY, '1'), fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(KEY) ? (fake as unknown as PushSubscription) : null;
  }, subscription);
}

/** Hands a push to the page's service worker as the browser does when its push service delivers it. */
async function deliverToServiceWorker(page: Page, baseURL: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${baseURL}/` && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: await registration, data });
}

test('a follower turns push on; the administrator’s push reaches the browser, decrypted, and shows', async ({
  page,
  context,
  browser,
  baseURL,
  api,
}) => {
  test.slow();
  const service = await startPushService();
  const { supplierName, companyName } = await openNewCatalogue(api, {
    companyName: `Far Reach ${randomUUID().slice(0, 6)} Ltd`,
  });

  // A follower with a browser that allows notifications…
  const { context: fanContext } = await signedInPerson(browser, baseURL, 'web-push-fan', {
    permissions: ['notifications'],
  });
  await follow(fanContext.request, supplierName);
  const subscription = service.subscribe();
  await useLocalPushService(fanContext, subscription);
  // …and one whose browser has gone away since it subscribed: its push service answers 410.
  const { context: goneContext } = await signedInPerson(browser, baseURL, 'web-push-gone');
  await follow(goneContext.request, supplierName);
  await callApi(goneContext.request, '/api/my/push/subscribe', service.subscribe(410));
  await goneContext.close();

  const fanPage = await fanContext.newPage();
  await fanPage.goto('/my/notifications');
  const optIn = fanPage.getByRole('region', { name: 'Push notifications' });
  await expect(optIn.getByRole('status')).toHaveText(
    'Hear from the suppliers you follow on this device, even when Vitrine is closed.',
  );
  expect(await seriousViolations(fanPage)).toEqual([]);
  await optIn.getByRole('button', { name: 'Turn on push notifications' }).click();
  await expect(optIn.getByRole('status')).toHaveText('Push notifications are on for this browser.');
  await fanPage.reload();
  await expect(optIn.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // The administrator pushes.
  await logInWithApi(context.request, SEED_ADMIN);
  await page.goto('/admin/push');
  await pickPushSupplier(page, supplierName);
  await sendPush(page);
  const push = page.getByRole('list', { name: 'Recent pushes' }).getByRole('listitem').filter({ hasText: companyName });
  await expect(push).toContainText('2 followers · queued in 2 parts · 2 notified · done');
  await expect(push).toContainText('Web Push: 2 browsers · 1 sent · 0 failed · 1 expired removed');

  // What the browser's push service took: signed with the server's key, and readable only by the browser.
  const serverKey = (await (await fanContext.request.get('/api/my/push/key')).json()).data.publicKey;
  expect(service.problems).toEqual([]);
  const [received] = service.received(subscription.endpoint);
  expect(received).toEqual({
    payload: {
      title: companyName,
      body: `${companyName} has new products.`,
      url: `/${supplierName}`,
      tag: expect.stringMatching(/^push-\d+$/),
    },
    vapidKey: serverKey,
    audience: new URL(subscription.endpoint).origin,
    ttl: '86400',
  });

  // The browser hands it to the service worker, which shows it.
  await deliverToServiceWorker(fanPage, baseURL!, JSON.stringify(received!.payload));
  await expect
    .poll(() =>
      fanPage.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body }) => ({ title, body })),
      ),
    )
    .toEqual([{ title: companyName, body: `${companyName} has new products.` }]);

  // Turned off, the browser is forgotten: the next push goes to nobody's browser.
  await optIn.getByRole('button', { name: 'Turn off' }).click();
  await expect(optIn.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible();
  await sendPush(page);
  await expect(push.first()).toContainText('2 followers · queued in 1 part · 2 notified · done');
  await expect(push.first()).not.toContainText('Web Push:');
  expect(service.received(subscription.endpoint)).toHaveLength(1);

  await fanContext.close();
  await service.close();
});
