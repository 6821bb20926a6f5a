import {
  isPushSubscribed,
  removePushSubscription,
  savePushSubscription,
} from '#functions/domain/notifications/push-subscriptions.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#src/shared/web-push.ts';

/**
 * My catalogue's Web Push opt-in (issue 14 item 5): GET key (the server's VAPID public key, null
 * when it has none), POST subscribe {endpoint, keys: {p256dh, auth}}, POST unsubscribe {endpoint},
 * POST status {endpoint} (whether the server pushes to that browser for the caller).
 */
export const webPushRoutes = signedInRouter()
  .get('/key', (c) => c.json(successBody({ publicKey: c.env.VAPID_PUBLIC_KEY || null })))
  .post('/subscribe', async (c) => {
    const input = parseInput(pushSubscriptionSchema, await readJsonBody(c.req.raw));
    await savePushSubscription(c.var.db, c.env, c.var.viewer, input);
    return c.json(successBody(true));
  })
  .post('/status', async (c) => {
    const { endpoint } = parseInput(pushUnsubscribeSchema, await readJsonBody(c.req.raw));
    return c.json(successBody({ subscribed: await isPushSubscribed(c.var.db, c.var.viewer.userId, endpoint) }));
  })
  .post('/unsubscribe', async (c) => {
    const { endpoint } = parseInput(pushUnsubscribeSchema, await readJsonBody(c.req.raw));
    await removePushSubscription(c.var.db, c.var.viewer.userId, endpoint);
    return c.json(successBody(true));
  });
