import { eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { pushSends, suppliers } from '#functions/db/schema/index.ts';
import type { Env } from '#functions/env.ts';
import { sentPushMessage } from '#src/shared/admin-push.ts';
import { notificationHref } from '#src/shared/notification-text.ts';
import type { WebPushPayload } from '#src/shared/web-push.ts';
import type { PushChunk } from './push-chunk.ts';
import { sendAll, sendWebPush, vapidKeys, type WebPushOutcome, type WebPushTarget } from './web-push.ts';

/**
 * A push's Web Push part for one range of followers: the push's title and text to each browser they subscribed, then the counts on the push and the expired subscriptions
 * forgotten, together. A failed browser is counted, not retried: the in-app notification is its record.
 */
export async function deliverWebChunk(db: Database, env: Env, chunk: PushChunk, now = Date.now()): Promise<void> {
  const [supplier] = await db
    .select({
      name: suppliers.name,
      companyName: suppliers.companyName,
      title: pushSends.title,
      text: pushSends.message,
    })
    .from(pushSends)
    .innerJoin(suppliers, eq(suppliers.id, pushSends.supplierId))
    .where(eq(pushSends.id, chunk.sendId));
  const vapid = vapidKeys(env);
  const targets =
    supplier && vapid
      ? await db.all<WebPushTarget & { id: number }>(sql`select s.id, s.endpoint, s.p256dh, s.auth
          from supplier_follows f join push_subscriptions s on s.user_id = f.user_id
          where f.supplier_id = ${chunk.supplierId} and s.user_id >= ${chunk.fromUserId}
            and (${chunk.toUserId} is null or s.user_id < ${chunk.toUserId})`)
      : [];
  let outcomes: WebPushOutcome[] = [];
  if (supplier && vapid) {
    const about = {
      kind: 'supplier_push' as const,
      supplier: { id: supplier.name, companyName: supplier.companyName, avatar: null },
      productId: null,
    };
    const message = sentPushMessage(supplier.title, supplier.text, supplier.companyName);
    const payload: WebPushPayload = {
      title: message.title,
      body: message.text,
      url: notificationHref(about),
      tag: `push-${chunk.sendId}`,
    };
    outcomes = await sendAll(targets, (target) =>
      sendWebPush(target, payload, `supplier-${chunk.supplierId}`, vapid, env),
    );
  }
  const count = (outcome: WebPushOutcome) => outcomes.filter((each) => each === outcome).length;
  const expired = targets.filter((_, index) => outcomes[index] === 'expired').map((target) => target.id);
  await runStatements(db, [
    ...(expired.length > 0
      ? [
          rawStatement(
            `delete from push_subscriptions where id in (select value from json_each(?1))`,
            JSON.stringify(expired),
          ),
        ]
      : []),
    rawStatement(
      `update push_sends set web_sent = web_sent + ?2, web_failed = web_failed + ?3, web_expired = web_expired + ?4,
         chunks_done = chunks_done + 1,
         finished_at = case when chunks_done + 1 >= chunks then ?5 else finished_at end
       where id = ?1`,
      chunk.sendId,
      count('sent'),
      count('failed'),
      expired.length,
      now,
    ),
  ]);
}
