import { eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client.ts';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import { pushSubscriptions, supplierFollows, suppliers, users } from '#functions/db/schema/index.ts';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import type { PushSend } from '#src/shared/admin-push.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#src/shared/api.ts';
import type { startPushService } from '#tests/e2e/support/push-service.ts';

// The admin push at scale (issue 14 item 5): 100,000 followers of the demo supplier, some with a
// browser subscribed for Web Push to a push service on this machine (which verifies and decrypts
// every message), a push triggered through the API, the request's time, and the queue consumer's
// rate until every follower is told and every browser sent to.

const EMAIL_PREFIX = 'push-bench-';
const ADMIN_EMAIL = 'admin@vitrine.test';

export type PushBenchSetup = { supplierId: number; adminSession: string };
type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * `followers` accounts following demo (kept between runs), the first `browsers` of them subscribed
 * to `pushService` (anew each run: its address changes), and a session of the seed's administrator.
 */
export async function preparePushFollowers(
  stateDir: string,
  followers: number,
  browsers: number,
  pushService: PushService,
): Promise<PushBenchSetup> {
  const platform = await openLocalPlatform(stateDir);
  try {
    const db = openDatabase(platform.env.DB);
    const supplier = await db.query.suppliers.findFirst({ columns: { id: true }, where: eq(suppliers.name, 'demo') });
    const admin = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, ADMIN_EMAIL) });
    if (!supplier || !admin) throw new Error('the bench state has no demo supplier or seed administrator');
    const [{ have } = { have: 0 }] = await db
      .select({ have: sql<number>`count(*)` })
      .from(users)
      .where(like(users.email, `${EMAIL_PREFIX}%`));
    const now = Date.now();
    const missing = Array.from({ length: Math.max(0, followers - have) }, (_, index) => ({
      email: `${EMAIL_PREFIX}${have + index}@vitrine.test`,
      passwordHash: 'bench-no-login',
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    }));
    await runStatements(db, insertRows(users, missing));
    await runStatements(db, [
      db.insert(supplierFollows).select(
        sql`select id, ${supplier.id}, 0, ${now} from users where email like ${`${EMAIL_PREFIX}%`}
            and id not in (select user_id from supplier_follows where supplier_id = ${supplier.id})`,
      ),
    ]);
    const fans = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${EMAIL_PREFIX}%`))
      .orderBy(users.id)
      .limit(browsers);
    await runStatements(db, [
      db.delete(pushSubscriptions).where(like(pushSubscriptions.endpoint, 'https://127.0.0.1:%')),
    ]);
    await runStatements(
      db,
      insertRows(
        pushSubscriptions,
        fans.map(({ id }) => {
          const { endpoint, keys } = pushService.subscribe();
          return { userId: id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now };
        }),
      ),
    );
    return { supplierId: supplier.id, adminSession: (await createSession(db, admin.id)).token };
  } finally {
    await platform.dispose();
  }
}

export type PushFanout = {
  requestMs: number;
  followers: number;
  chunks: number;
  deliverySeconds: number;
  browsers: number;
  webSent: number;
  webFailed: number;
  /** From the trigger to the push service's last decrypted message. */
  webSeconds: number;
  /** Messages the push service could not verify or decrypt. */
  webProblems: number;
};

/** Triggers the push as the administrator, then waits for the consumer to tell everyone. */
export async function measurePushFanout(
  origin: string,
  setup: PushBenchSetup,
  pushService: PushService,
): Promise<PushFanout> {
  // The anti-forgery token is bound to the session: asked for with it, as a page of the admin's would.
  const session = `vitrine_session=${setup.adminSession}`;
  const current = await fetch(`${origin}/api/current`, { headers: { cookie: session } });
  const xsrf = current.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`));
  const token = decodeURIComponent(xsrf?.slice(XSRF_COOKIE.length + 1) ?? '');
  const headers = { cookie: `${session}; ${xsrf}`, [XSRF_HEADER]: token, 'content-type': 'application/json' };
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await fetch(`${origin}/api/admin/push${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`push${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: T }).data;
  };
  const started = performance.now();
  const startedAt = Date.now();
  const { id } = await call<{ id: number }>('/trigger', { supplierId: setup.supplierId });
  const requestMs = performance.now() - started;
  for (;;) {
    const send = (await call<PushSend[]>('/list', {})).find((candidate) => candidate.id === id)!;
    if (send.finishedAt !== null)
      return {
        requestMs,
        followers: send.sent,
        chunks: send.chunks,
        deliverySeconds: (send.finishedAt - send.createdAt) / 1000,
        browsers: send.webQueued,
        webSent: send.webSent,
        webFailed: send.webFailed,
        webSeconds: (Math.max(startedAt, ...pushService.arrivals) - startedAt) / 1000,
        webProblems: pushService.problems.length,
      };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function describePushFanout(fanout: PushFanout): [string, string][] {
  const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en');
  return [
    [
      `admin push, ${fanout.followers.toLocaleString('en')} followers`,
      `queued in ${fanout.requestMs.toFixed(0)} ms of request time (target < 1 s), ${fanout.chunks} queue messages; ` +
        `all done by the consumer in ${fanout.deliverySeconds.toFixed(1)} s (${rate(fanout.followers, fanout.deliverySeconds)} notifications/s)`,
    ],
    [
      `admin push, Web Push to ${fanout.browsers.toLocaleString('en')} browsers`,
      `${fanout.webSent.toLocaleString('en')} sent, ${fanout.webFailed} failed, ${fanout.webProblems} unreadable; ` +
        `the last decrypted by the local push service ${fanout.webSeconds.toFixed(1)} s after the trigger ` +
        `(${rate(fanout.webSent, fanout.webSeconds)} messages/s)`,
    ],
  ];
}
