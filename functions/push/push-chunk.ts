import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';

/**
 * One queue message of a push: the followers of a supplier whose user ids lie in [fromUserId,
 * toUserId) — ranges fixed when the push was triggered, so a follow or unfollow meanwhile moves
 * nobody into two chunks or none. Told in the app, or (kind 'web') sent to their browsers.
 */
export type PushChunk = {
  kind?: 'web';
  sendId: number;
  supplierId: number;
  fromUserId: number;
  toUserId: number | null;
};

/**
 * Tells one chunk of followers, and counts it on the push, in one transaction: the notifications
 * and the count are written together or not at all (a retried message starts from nothing).
 */
export async function tellChunk(db: Database, chunk: PushChunk, now = Date.now()): Promise<void> {
  await runStatements(db, [
    rawStatement(
      `insert into notifications (user_id, kind, supplier_id, product_id, post_id, push_send_id, is_read, created_at)
       select user_id, 'supplier_push', ?1, null, null, ?5, 0, ?2 from supplier_follows
       where supplier_id = ?1 and user_id >= ?3 and (?4 is null or user_id < ?4)`,
      chunk.supplierId,
      now,
      chunk.fromUserId,
      chunk.toUserId,
      chunk.sendId,
    ),
    // changes(): the rows the insert just wrote, in this same transaction.
    rawStatement(
      `update push_sends set sent = sent + changes(), chunks_done = chunks_done + 1,
         finished_at = case when chunks_done + 1 >= chunks then ?2 else finished_at end
       where id = ?1`,
      chunk.sendId,
      now,
    ),
  ]);
}

export type UserRanges = { total: number; ranges: { fromUserId: number; toUserId: number | null }[] };

/**
 * Cuts rows of user ids into ranges of about `size` rows, in one pass: the first user id of every
 * `size`-th row starts a range. A user's rows all fall in one range (so one may hold a few more).
 */
async function userRanges(db: Database, userIds: SQL, size: number): Promise<UserRanges> {
  const rows = await db.all<{ userId: number; total: number }>(sql`select user_id as userId, total from (
      select user_id, row_number() over (order by user_id) - 1 as position, count(*) over () as total
      from (${userIds})
    ) where position % ${size} = 0 order by user_id`);
  const starts = [...new Set(rows.map((row) => row.userId))];
  return {
    total: rows[0]?.total ?? 0,
    ranges: starts.map((fromUserId, index) => ({ fromUserId, toUserId: starts[index + 1] ?? null })),
  };
}

/** A supplier's followers in ranges of `size`, and how many they are (the follows index alone). */
export function followerRanges(db: Database, supplierId: number, size: number): Promise<UserRanges> {
  return userRanges(db, sql`select user_id from supplier_follows where supplier_id = ${supplierId}`, size);
}

/** The browsers its followers subscribed for Web Push, in ranges of about `size`, and how many they are. */
export function subscriberRanges(db: Database, supplierId: number, size: number): Promise<UserRanges> {
  return userRanges(
    db,
    sql`select s.user_id from supplier_follows f join push_subscriptions s on s.user_id = f.user_id
        where f.supplier_id = ${supplierId}`,
    size,
  );
}
