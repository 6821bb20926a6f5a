import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rateLimits } from '#functions/db/schema/index.ts';

// Fixed-window counters in D1: global across locations and exact, which the Workers rate-limiting
// binding (per location, 10 or 60 s periods) is not, for "5 failed logins per account in 15 minutes".

export type RateLimit = { limit: number; windowMs: number };

/** Counts one event in the bucket; returns how many the current window holds now. */
export async function countEvent(db: Database, bucket: string, limit: RateLimit, now = Date.now()): Promise<number> {
  const [row] = await countEventQuery(db, bucket, limit, now);
  return row?.count ?? 1;
}

/**
 * The upsert that counts one event (or `events` at once), answering the window's count; several go
 * in one `db.batch`.
 */
export function countEventQuery(db: Database, bucket: string, { windowMs }: RateLimit, now = Date.now(), events = 1) {
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  return db
    .insert(rateLimits)
    .values({ bucket, windowStart: now, count: events })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      // SQLite evaluates every SET expression against the old row, so both see the old window.
      set: {
        count: sql`CASE WHEN ${expired} THEN ${events} ELSE ${rateLimits.count} + ${events} END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
}

/** Whether the bucket's current window already holds `limit` events. */
export async function isLimited(
  db: Database,
  bucket: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.bucket, bucket) });
  return !!row && row.windowStart > now - windowMs && row.count >= limit;
}

export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
}

/** Housekeeping: windows long over (the longest window we use is a day). */
export async function deleteStaleBuckets(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 24 * 60 * 60_000));
}

/** The caller's address as Cloudflare saw it; locally there may be none. */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'local';
}
