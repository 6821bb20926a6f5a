import { and, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { pushSubscriptions } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { Env } from '#functions/env.ts';
import type { Viewer } from '#functions/domain/accounts/sessions.ts';
import { isLoopbackHost } from '#functions/lib/site-origin.ts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, WEB_PUSH_ERRORS, type PushSubscriptionInput } from '#src/shared/web-push.ts';

/**
 * The browsers' push services (Chrome and most others: FCM; Firefox: Mozilla; Safari: Apple; Edge:
 * WNS), each host or its subdomains. The server posts to whatever a subscription names, so only
 * these are taken: anything else would let anyone make the Worker call an address of their choosing.
 */
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/**
 * Local development also takes a push service on this machine (the tests' decrypting endpoint,
 * tests/e2e/support/push-service.ts); production never does.
 */
export function isAllowedPushEndpoint(endpoint: string, env: Pick<Env, 'VITRINE_ENV'>): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (isLoopbackHost(url.hostname)) return env.VITRINE_ENV === 'local';
  return PUSH_SERVICE_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
}

/**
 * My catalogue's opt-in: keeps this browser's subscription for the user, in the session it was made
 * in (it ends with it), and only the newest MAX_PUSH_SUBSCRIPTIONS_PER_USER of theirs. A browser
 * another account used moves over only with its keys: the address may have been seen elsewhere,
 * the keys never leave the browser. Without them it stays with its owner, and the answer is the
 * same, so it tells nobody whose it is.
 */
export async function savePushSubscription(
  db: Database,
  env: Pick<Env, 'VITRINE_ENV'>,
  { userId, sessionId }: Pick<Viewer, 'userId' | 'sessionId'>,
  input: PushSubscriptionInput,
  now = Date.now(),
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, env))
    throw new DomainError('invalid', [{ field: 'endpoint', code: WEB_PUSH_ERRORS.endpointNotAllowed }]);
  const row = {
    userId,
    sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: now,
  };
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: row,
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)),
        ),
      }),
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest))),
  ]);
}

/** Whether the server pushes to this browser for the user: its opt-in is on here, not in a session that ended. */
export async function isPushSubscribed(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

/** The opt-out: forgets the subscription if it is the user's (someone else's is left alone, silently). */
export async function removePushSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push services said these are gone for good (404/410). */
export async function forgetExpiredSubscriptions(db: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
