import { toBase64Url } from '#functions/lib/crypto.ts';
import type { PushSubscriptionInput } from '#src/shared/web-push.ts';

/** What a browser's PushSubscription.toJSON() gives: a fresh P-256 public key and auth secret, for `endpoint`. */
export async function browserSubscription(endpoint: string): Promise<PushSubscriptionInput> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { endpoint, keys: { p256dh: toBase64Url(publicKey), auth: toBase64Url(auth) } };
}
