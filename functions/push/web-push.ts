import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { Env } from '#functions/env.ts';
import { isLoopbackHost } from '#functions/lib/site-origin.ts';
import type { WebPushPayload } from '#src/shared/web-push.ts';
import { logWarning } from '#functions/lib/log.ts';

// Web Push (RFC 8291 aes128gcm, RFC 8292 VAPID) through @block65/webcrypto-web-push: Web Crypto
// only, so it runs in the Worker; the payload is padded to 4 KB so its size tells nothing.

export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the browser's push service answered: taken, gone for good (forget it), or anything else. */
export type WebPushOutcome = 'sent' | 'expired' | 'failed';

/** A day: the push service keeps it that long for a browser that is offline. */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/** The server's VAPID key pair (secrets in production, a local pair from npm start), or none. */
export function vapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
}

/**
 * Push services speak https only; a local one (the tests' decrypting endpoint on this machine,
 * which only local development accepts) has no certificate, so it is called over plain http.
 */
function transportUrl(endpoint: string, env: Pick<Env, 'VITRINE_ENV'>): string {
  const url = new URL(endpoint);
  if (env.VITRINE_ENV === 'local' && isLoopbackHost(url.hostname)) url.protocol = 'http:';
  return url.toString();
}

/**
 * Encrypts the payload to one browser and posts it to its push service. A newer push with the same
 * topic replaces one the service still holds (a supplier's second push while the phone is off).
 */
export async function sendWebPush(
  target: WebPushTarget,
  payload: WebPushPayload,
  topic: string,
  vapid: VapidKeys,
  env: Pick<Env, 'VITRINE_ENV'>,
): Promise<WebPushOutcome> {
  try {
    const request = await buildPushPayload(
      { data: payload, options: { ttl: TIME_TO_LIVE_S, topic, urgency: 'normal' } },
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      vapid,
    );
    const response = await fetch(transportUrl(target.endpoint, env), request);
    await response.body?.cancel();
    if (response.ok) return 'sent';
    return response.status === 404 || response.status === 410 ? 'expired' : 'failed';
  } catch (failure) {
    // A bad stored key or an unreachable service: counted as failed, the others still go.
    logWarning('web push failed', failure, { pushService: new URL(target.endpoint).host });
    return 'failed';
  }
}

/** A Worker keeps at most 6 connections open at once; more would only wait in line. */
const CONNECTIONS = 6;

/** Sends to every target, CONNECTIONS at a time, and answers each outcome in the targets' order. */
export async function sendAll<T extends WebPushTarget>(targets: T[], send: (target: T) => Promise<WebPushOutcome>) {
  const outcomes: WebPushOutcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < targets.length) {
      const index = next++;
      outcomes[index] = await send(targets[index]!);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  return outcomes;
}
