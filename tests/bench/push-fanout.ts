import { eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client.ts';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import { supplierFollows, suppliers, users } from '#functions/db/schema/index.ts';
import { createSession } from '#functions/domain/accounts/sessions.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import type { PushSend } from '#src/shared/admin-push.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#src/shared/api.ts';

// The admin push at scale (issue 14 item 5): 100,000 followers of the demo supplier, a push
// triggered through the API, the request's time, and the queue consumer's rate until every
// follower is told.

const EMAIL_PREFIX = 'push-bench-';
const ADMIN_EMAIL = 'admin@vitrine.test';

export type PushBenchSetup = { supplierId: number; adminSession: string };

/** `followers` accounts following demo (kept between runs) and a session of the seed's administrator. */
export async function preparePushFollowers(stateDir: string, followers: number): Promise<PushBenchSetup> {
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
    return { supplierId: supplier.id, adminSession: (await createSession(db, admin.id)).token };
  } finally {
    await platform.dispose();
  }
}

export type PushFanout = { requestMs: number; followers: number; chunks: number; deliverySeconds: number };

/** Triggers the push as the administrator, then waits for the consumer to tell everyone. */
export async function measurePushFanout(origin: string, setup: PushBenchSetup): Promise<PushFanout> {
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
      };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function describePushFanout(fanout: PushFanout): [string, string] {
  return [
    `admin push, ${fanout.followers.toLocaleString('en')} followers`,
    `queued in ${fanout.requestMs.toFixed(0)} ms of request time (target < 1 s), ${fanout.chunks} queue messages; ` +
      `told by the consumer in ${fanout.deliverySeconds.toFixed(1)} s (${Math.round(fanout.followers / fanout.deliverySeconds).toLocaleString('en')} notifications/s)`,
  ];
}
