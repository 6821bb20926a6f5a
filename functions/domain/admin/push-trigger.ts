import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pushSends, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { followerChunks, type PushChunk } from '#functions/push/push-chunk.ts';
import { ADMIN_PUSH_ERRORS, PUSH_CHUNK_SIZE, type pushTriggerSchema } from '#src/shared/admin-push.ts';
import { auditRow, type AdminActor } from './audit-log.ts';

/** Queue.sendBatch takes at most 100 messages a call. */
const QUEUE_BATCH_LIMIT = 100;

async function findSupplier(db: Database, ref: number | string) {
  const supplier = await db.query.suppliers.findFirst({
    columns: { id: true, name: true, companyName: true },
    where: typeof ref === 'number' ? eq(suppliers.id, ref) : eq(suppliers.name, ref),
  });
  if (!supplier)
    throw new DomainError('not_found', [{ field: 'supplierId', code: ADMIN_PUSH_ERRORS.supplierNotFound }]);
  return supplier;
}

/**
 * Spec §2 'Trigger now': records the push and its audit row, then queues its followers a chunk
 * per message (user-id ranges read in one pass). The request does only that; the consumer writes
 * the notifications (functions/push/consume-push.ts). Answers the push's id.
 */
export async function triggerPush(
  db: Database,
  queue: Queue<PushChunk>,
  actor: AdminActor,
  input: v.InferOutput<typeof pushTriggerSchema>,
  now = Date.now(),
): Promise<number> {
  const supplier = await findSupplier(db, input.supplierId);
  const { followers, starts } = await followerChunks(db, supplier.id, PUSH_CHUNK_SIZE);
  const [[send]] = await db.batch([
    db
      .insert(pushSends)
      .values({
        supplierId: supplier.id,
        adminId: actor.userId,
        adminEmail: actor.email,
        followers,
        chunks: starts.length,
        createdAt: now,
        finishedAt: starts.length === 0 ? now : null,
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
        note: `${followers} ${followers === 1 ? 'follower' : 'followers'}`,
      },
      { always: true, now },
    ),
  ] as const);
  const chunks = starts.map((fromUserId, index) => ({
    body: { sendId: send!.id, supplierId: supplier.id, fromUserId, toUserId: starts[index + 1] ?? null },
  }));
  for (let index = 0; index < chunks.length; index += QUEUE_BATCH_LIMIT)
    await queue.sendBatch(chunks.slice(index, index + QUEUE_BATCH_LIMIT));
  return send!.id;
}
