import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '#functions/db/schema/index.ts';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { browserSubscription } from '#tests/worker/support/browser-subscription.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '#src/shared/web-push.ts';

// My catalogue's Web Push opt-in (issue 14 item 5): a signed-in browser hands its subscription
// over and takes it back; the server keeps only push services' addresses, never one of the caller's choosing.

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const subscribe = (who: Actor, body: unknown) => callApi('/api/my/push/subscribe', { session: who.session, body });
const endpointsOf = async (who: Actor) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id))).map((row) => row.endpoint);

describe('/api/my/push', () => {
  it('answers the public key the browser subscribes with', async () => {
    const buyer = await signedInActor();
    const answer = await callApi('/api/my/push/key', { session: buyer.session });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it("keeps a browser's subscription, moves it to whoever subscribes it next, and forgets it on unsubscribe", async () => {
    const [first, second] = [await signedInActor(), await signedInActor()];
    const subscription = await browserSubscription(`${FCM}${crypto.randomUUID()}`);
    expect((await subscribe(first, subscription)).status).toBe(200);
    expect(await endpointsOf(first)).toEqual([subscription.endpoint]);

    expect((await subscribe(second, subscription)).status).toBe(200);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([subscription.endpoint]);

    const body = { endpoint: subscription.endpoint };
    await callApi('/api/my/push/unsubscribe', { session: first.session, body });
    expect(await endpointsOf(second), "someone else's is left alone").toEqual([subscription.endpoint]);
    expect((await callApi('/api/my/push/unsubscribe', { session: second.session, body })).status).toBe(200);
    expect(await endpointsOf(second)).toEqual([]);
  });

  it('keeps a browser with its owner when someone posts its address with keys of their own, and says nothing of it', async () => {
    const [owner, taker] = [await signedInActor(), await signedInActor()];
    const endpoint = `${FCM}${crypto.randomUUID()}`;
    const subscription = await browserSubscription(endpoint);
    expect((await subscribe(owner, subscription)).status).toBe(200);

    // The taker knows the address, not the browser's keys: their own keys move nothing.
    const forged = await subscribe(taker, await browserSubscription(endpoint));
    const fresh = await subscribe(taker, await browserSubscription(`${FCM}${crypto.randomUUID()}`));
    expect(forged).toEqual({ ...fresh, headers: forged.headers });
    expect(await endpointsOf(owner)).toEqual([endpoint]);
    expect(await endpointsOf(taker)).not.toContain(endpoint);
    const [kept] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(kept).toMatchObject({ userId: owner.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });

    // Half the keys are no keys.
    await subscribe(taker, {
      endpoint,
      keys: { ...subscription.keys, auth: (await browserSubscription(endpoint)).keys.auth },
    });
    expect(await endpointsOf(owner)).toEqual([endpoint]);
  });

  it('takes the known push services and, in local development, one on this machine', async () => {
    const buyer = await signedInActor();
    for (const endpoint of [
      `${FCM}a1`,
      'https://updates.push.services.mozilla.com/wpush/v2/a2',
      'https://web.push.apple.com/a3',
      'https://wns2-par02p.notify.windows.com/w/?token=a4',
      'https://127.0.0.1:9/push/a5',
    ])
      expect((await subscribe(buyer, await browserSubscription(endpoint))).status, endpoint).toBe(200);
  });

  it('refuses an address that is not a push service, and bad keys', async () => {
    const buyer = await signedInActor();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://storage.googleapis.com/a-bucket/x',
      'https://user:secret@fcm.googleapis.com/x',
      'https://169.254.169.254/latest',
    ]) {
      const answer = await subscribe(buyer, await browserSubscription(endpoint));
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.errors, endpoint).toEqual([{ field: 'endpoint', code: 'push_endpoint_not_allowed' }]);
    }
    const good = await browserSubscription(`${FCM}keys`);
    const badKey = await subscribe(buyer, { ...good, keys: { ...good.keys, p256dh: 'short' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors).toEqual([{ field: 'keys.p256dh', code: 'invalid_p256dh' }]);
    const notUrl = await subscribe(buyer, { ...good, endpoint: 'not a url' });
    expect(notUrl.body.errors).toEqual([{ field: 'endpoint', code: 'invalid_endpoint' }]);
    expect(await endpointsOf(buyer)).toEqual([]);
  });

  it(`keeps a user's newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers`, async () => {
    const buyer = await signedInActor();
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2 }, (_, index) => `${FCM}n${index}`);
    for (const endpoint of endpoints) await subscribe(buyer, await browserSubscription(endpoint));
    expect((await endpointsOf(buyer)).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('ends with the session it was made in: a logout, an expiry or a disable ends it, another session’s stays', async () => {
    const buyer = await signedInActor();
    const laptop = { ...buyer, session: await signIn(buyer.id) };
    const [phoneBrowser, laptopBrowser] = [
      await browserSubscription(`${FCM}${crypto.randomUUID()}`),
      await browserSubscription(`${FCM}${crypto.randomUUID()}`),
    ];
    await subscribe(buyer, phoneBrowser);
    await subscribe(laptop, laptopBrowser);
    const status = (who: Actor, endpoint: string) =>
      callApi('/api/my/push/status', { session: who.session, body: { endpoint } });
    expect((await status(buyer, phoneBrowser.endpoint)).body.data).toEqual({ subscribed: true });
    const stranger = await signedInActor();
    expect((await status(stranger, phoneBrowser.endpoint)).body.data).toEqual({ subscribed: false });

    expect((await callApi('/api/logout', { session: buyer.session })).status).toBe(200);
    expect(await endpointsOf(buyer)).toEqual([laptopBrowser.endpoint]);

    // A session that simply expires is removed by the hourly housekeeping: its subscription goes with it.
    await subscribe(stranger, await browserSubscription(`${FCM}${crypto.randomUUID()}`));
    await db().delete(sessions).where(eq(sessions.userId, stranger.id));
    expect(await endpointsOf(stranger)).toEqual([]);

    const admin = await makeUser(db(), { isAdmin: true });
    const disabled = await callApi('/api/admin/user/update-status', {
      session: await signIn(admin.id),
      body: { userId: buyer.id, status: 'temporarily_disabled' },
    });
    expect(disabled.status).toBe(200);
    expect(await endpointsOf(buyer)).toEqual([]);
  });

  it('a visitor gets 401', async () => {
    const subscription = await browserSubscription(`${FCM}visitor`);
    expect((await callApi('/api/my/push/key')).status).toBe(401);
    expect((await callApi('/api/my/push/subscribe', { body: subscription })).status).toBe(401);
    expect((await callApi('/api/my/push/unsubscribe', { body: { endpoint: subscription.endpoint } })).status).toBe(401);
    expect((await callApi('/api/my/push/status', { body: { endpoint: subscription.endpoint } })).status).toBe(401);
  });
});
