import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

// A browser's push service on this machine, for the tests (issue 14 item 5): it hands out
// subscriptions as a browser would (its own P-256 key pair and auth secret), and on each push checks
// the server's VAPID signature (RFC 8292) and decrypts the message (RFC 8291, with http_ece, the
// encoding's reference implementation) the way the browser would. Chromium's own push service is
// on the internet, out of reach here. Local development lets the Worker call it over plain http.

export type LocalSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
export type ReceivedPush = { payload: unknown; vapidKey: string; audience: string; ttl: string | null };

type Subscriber = { ecdh: ECDH; auth: Buffer; received: ReceivedPush[]; status: number };

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292 §3: "vapid t=<JWT>, k=<public key>", the JWT signed (ES256) by that key. Answers its claims. */
function checkVapid(authorization: string): { vapidKey: string; audience: string; expires: number } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, vapidKey] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
    throw new Error('the VAPID signature does not verify');
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
  return { vapidKey, audience: aud, expires: exp };
}

export async function startPushService() {
  const subscribers = new Map<string, Subscriber>();
  const problems: string[] = [];
  const arrivals: number[] = [];
  const server = createServer(async (request, response) => {
    const subscriber = subscribers.get(/^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '');
    const body = await bodyOf(request);
    if (request.method !== 'POST' || !subscriber) return response.writeHead(404).end();
    if (subscriber.status !== 201) return response.writeHead(subscriber.status).end();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = checkVapid(request.headers.authorization ?? '');
      const text = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth.toString('base64url'),
      });
      subscriber.received.push({
        payload: JSON.parse(text.toString('utf8')),
        vapidKey: vapid.vapidKey,
        audience: vapid.audience,
        ttl: request.headers.ttl as string | null,
      });
      arrivals.push(Date.now());
      response.writeHead(201).end();
    } catch (failure) {
      problems.push(String(failure));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** A browser's subscription; `status` other than 201 makes the service answer that (410: gone). */
    subscribe(status = 201): LocalSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, received: [], status });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** What reached `endpoint`, decrypted, oldest first. */
    received(endpoint: string): ReceivedPush[] {
      return subscribers.get(endpoint.split('/').pop()!)?.received ?? [];
    },
    /** Pushes it could not verify or decrypt (each answered 400). */
    problems,
    /** When each push it took arrived (ms since the epoch), for the benchmark's rate. */
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
