import * as v from 'valibot';

// Web Push (issue 14 item 5): a browser's subscription as My catalogue's opt-in sends it, and the
// message the service worker (public/push-worker.js) shows. Named once for the API and the page.

/** Where the page asks for the server's public key and hands its subscription over. */
export const WEB_PUSH_PATHS = {
  key: '/api/my/push/key',
  subscribe: '/api/my/push/subscribe',
  unsubscribe: '/api/my/push/unsubscribe',
  status: '/api/my/push/status',
} as const;

/** The service worker that shows pushes; at the root so its scope is the whole site. */
export const PUSH_WORKER_PATH = '/push-worker.js';

/** Subscriptions a user keeps (one per browser); the oldest goes when a new one would pass this. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;

/** Subscriptions one queue message sends to: well inside a Worker invocation's subrequests. */
export const WEB_PUSH_CHUNK_SIZE = 500;

export const WEB_PUSH_ERRORS = {
  /** Not https, or not a known push service: the server would fetch it for anyone (SSRF). */
  endpointNotAllowed: 'push_endpoint_not_allowed',
  /** No VAPID keys on this server (a secret in production). */
  notConfigured: 'web_push_not_configured',
} as const;

const base64Url = (length: { min: number; max: number }, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^[A-Za-z0-9_-]+=*$/, message),
    v.minLength(length.min, message),
    v.maxLength(length.max, message),
  );

const endpointSchema = v.pipe(
  v.string('invalid_endpoint'),
  v.maxLength(2048, 'invalid_endpoint'),
  v.url('invalid_endpoint'),
);

/** PushSubscription.toJSON(): an uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url. */
export const pushSubscriptionSchema = v.object({
  endpoint: endpointSchema,
  keys: v.object({
    p256dh: base64Url({ min: 87, max: 88 }, 'invalid_p256dh'),
    auth: base64Url({ min: 22, max: 24 }, 'invalid_auth'),
  }),
});

export const pushUnsubscribeSchema = v.object({ endpoint: endpointSchema });

export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** What a push carries to the service worker: its notification, and the page a click opens. */
export type WebPushPayload = { title: string; body: string; url: string; tag: string };
