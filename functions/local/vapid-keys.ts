import { readFile, writeFile } from 'node:fs/promises';

// A VAPID key pair (RFC 8292) as @block65/webcrypto-web-push and the browsers take it: the public
// key an uncompressed P-256 point, the private key its scalar, both base64url. Made by Web Crypto.

export type VapidKeyPair = { publicKey: string; privateKey: string };

export async function makeVapidKeys(): Promise<VapidKeyPair> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** The local server's pair, kept beside its state so browsers' subscriptions outlive a restart. */
export async function localVapidKeys(stateDir: string): Promise<VapidKeyPair> {
  const path = `${stateDir}/vapid-keys.json`;
  const kept = await readFile(path, 'utf8').then(
    (text) => JSON.parse(text) as VapidKeyPair,
    () => null,
  );
  if (kept) return kept;
  const made = await makeVapidKeys();
  await writeFile(path, JSON.stringify(made), { mode: 0o600 });
  return made;
}

// npm run vapid:keys — a pair for production (README "Deploy": wrangler secret put …).
if (import.meta.main) {
  const { publicKey, privateKey } = await makeVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
}
