import { eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { nextCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { ANSWER_TIME_WINDOW_DAYS, MIN_ANSWER_TIME_CHATS, answerTimeLabel } from '#src/shared/answer-time.ts';

const DAY = 24 * 60 * 60_000;
const UPDATES_PER_BATCH = 50;

/**
 * For each chat whose buyer wrote in the window: when they first wrote in it, and when someone of
 * the team first answered after that (null while nobody has).
 */
async function firstAnswers(db: Database, since: number) {
  return db.all<{ supplierId: number; askedAt: number; answeredAt: number | null }>(sql`
    with asked as (
      select chats.id as chat_id, chats.supplier_id, chats.buyer_id, min(messages.create_time) as asked_at
      from chats join messages on messages.chat_id = chats.id and messages.from_id = chats.buyer_id
      where messages.create_time >= ${since}
      group by chats.id
    )
    select asked.supplier_id as supplierId, asked.asked_at as askedAt,
      (select min(reply.create_time) from messages reply
        where reply.chat_id = asked.chat_id and reply.from_id <> asked.buyer_id and reply.create_time >= asked.asked_at
      ) as answeredAt
    from asked
  `);
}

/**
 * The median minutes to a first answer, per supplier. A chat nobody has answered yet counts with
 * the time it has waited so far, so a team that leaves buyers waiting does not look quick; the
 * upper middle of an even count, for the same reason. Null under MIN_ANSWER_TIME_CHATS chats.
 */
export async function measureAnswerMinutes(db: Database, now = Date.now()): Promise<Map<number, number | null>> {
  const waits = new Map<number, number[]>();
  for (const chat of await firstAnswers(db, now - ANSWER_TIME_WINDOW_DAYS * DAY)) {
    const list = waits.get(chat.supplierId) ?? [];
    list.push((chat.answeredAt ?? now) - chat.askedAt);
    waits.set(chat.supplierId, list);
  }
  return new Map(
    [...waits].map(([supplierId, list]) => {
      if (list.length < MIN_ANSWER_TIME_CHATS) return [supplierId, null];
      const sorted = list.sort((a, b) => a - b);
      return [supplierId, Math.ceil(sorted[Math.floor(sorted.length / 2)]! / 60_000)];
    }),
  );
}

/**
 * The hourly housekeeping's step: stores each supplier's answer time. When the words the company
 * page shows change, the catalogue's version moves on, so its cached pages are renewed (and purged
 * at the edge where the cron can purge); a change within the same words is stored quietly.
 */
export async function refreshAnswerTimes(db: Database, now = Date.now()): Promise<void> {
  const measured = await measureAnswerMinutes(db, now);
  // Every supplier's stored figure: one narrow read an hour, where naming the measured ones would
  // meet D1's bound on parameters.
  const stored = await db.select({ id: suppliers.id, answerMinutes: suppliers.answerMinutes }).from(suppliers);
  const updates = stored.flatMap(({ id, answerMinutes }) => {
    const minutes = measured.get(id) ?? null;
    if (minutes === answerMinutes) return [];
    const shownChanges = answerTimeLabel(minutes) !== answerTimeLabel(answerMinutes);
    return [
      db
        .update(suppliers)
        .set(
          shownChanges
            ? { answerMinutes: minutes, catalogVersion: nextCatalogVersion(id) }
            : { answerMinutes: minutes },
        )
        .where(eq(suppliers.id, id)),
    ];
  });
  for (let start = 0; start < updates.length; start += UPDATES_PER_BATCH) {
    const [first, ...rest] = updates.slice(start, start + UPDATES_PER_BATCH);
    await db.batch([first!, ...rest]);
  }
}
