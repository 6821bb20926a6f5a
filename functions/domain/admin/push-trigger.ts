import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pushSends, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { Env } from '#functions/env.ts';
import { followerRanges, subscriberRanges, type PushChunk } from '#functions/push/push-chunk.ts';
import { vapidKeys } from '#functions/push/web-push.ts';
import {
  ADMIN_PUSH_ERRORS,
  PUSH_CHUNK_SIZE,
  type PushMessage,
  type pushTriggerSchema,
} from '#src/shared/admin-push.ts';
import { WEB_PUSH_CHUNK_SIZE } from '#src/shared/web-push.ts';
import { auditRow, type AdminActor } from './audit-log.ts';

/** Queue.sendBatch takes at most 100 messages a call. */
const QUEUE_BATCH_LIMIT = 100;

/** The supplier a push is for, by its id or its URL name (the screen takes either). */
export async function findPushTarget(db: Database, ref: v.InferOutput<typeof pushTriggerSchema>['supplierId']) {
  const supplier = await db.query.suppliers.findFirst({
    columns: { id: true, name: true, companyName: true },
    where: typeof ref === 'number' ? eq(suppliers.id, ref) : eq(suppliers.name, ref),
  });
  if (!supplier)
    throw new DomainError('not_found', [{ field: 'supplierId', code: ADMIN_PUSH_ERRORS.supplierNotFound }]);
  return supplier;
}

export type PushTarget = Awaited<ReturnType<typeof findPushTarget>>;

/**
 * Spec §2 'Trigger now' for the supplier findPushTarget found, with the message its followers read:
 * records the push and its audit row, then queues its followers a chunk
 * per message, and their subscribed browsers (Web Push, when the server has its keys) likewise —
 * user-id ranges read in one pass each. The request does only that; the consumer tells them
 * (functions/push/consume-push.ts). Answers the push's id.
 */
export async function triggerPush(
  db: Database,
  // wrangler types cannot know the queue's messages; this is where they are made.
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'> & { PUSH_QUEUE: Queue<PushChunk> },
  actor: AdminActor,
  supplier: PushTarget,
  message: PushMessage,
  now = Date.now(),
): Promise<number> {
  const followers = await followerRanges(db, supplier.id, PUSH_CHUNK_SIZE);
  const browsers = vapidKeys(env)
    ? await subscriberRanges(db, supplier.id, WEB_PUSH_CHUNK_SIZE)
    : { total: 0, ranges: [] };
  const chunks = followers.ranges.length + browsers.ranges.length;
  const told = followers.total;
  const [[send]] = await db.batch([
    db
      .insert(pushSends)
      .values({
        supplierId: supplier.id,
        adminId: actor.userId,
        adminEmail: actor.email,
        title: message.title,
        message: message.text,
        followers: told,
        webQueued: browsers.total,
        chunks,
        createdAt: now,
        finishedAt: chunks === 0 ? now : null,
      })
      .returning({ id: pushSends.id }),
    auditRow(
      db,
      actor,
      {
        action: 'push_triggered',
        targetType: 'supplier',
        targetId: supplier.id,
        targetLabel: `${supplier.companyName} (/${supplier.name})`,
        note: `${told} ${told === 1 ? 'follower' : 'followers'} · ${message.title}: ${message.text}`,
      },
      { always: true, now },
    ),
  ] as const);
  const about = { sendId: send!.id, supplierId: supplier.id };
  // As JSON, named outright: a chunk that died can then be pulled back over HTTP and replayed
  // (functions/local/replay-dead-pushes.ts); a structured clone could not be read there.
  const messages: MessageSendRequest<PushChunk>[] = [
    ...followers.ranges.map((range) => ({ body: { ...about, ...range }, contentType: 'json' as const })),
    ...browsers.ranges.map((range) => ({
      body: { kind: 'web' as const, ...about, ...range },
      contentType: 'json' as const,
    })),
  ];
  for (let index = 0; index < messages.length; index += QUEUE_BATCH_LIMIT)
    await env.PUSH_QUEUE.sendBatch(messages.slice(index, index + QUEUE_BATCH_LIMIT));
  return send!.id;
}
