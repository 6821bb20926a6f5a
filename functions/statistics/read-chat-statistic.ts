import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chats, companyContacts, messages, suppliers } from '#functions/db/schema/index.ts';
import { daysOfRange, median, utcDay, type ChatStatistic, type DailyStatisticQuery } from '#src/shared/statistics.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The catalogue's conversations whose buyer first wrote within [from, to]: when they asked, and
 * when someone of the team first answered after that (null: not yet). A conversation is the team
 * inbox's (chats.buyer_id); a "buyer" who is on the team today is the team talking to itself.
 */
function firstQuestionsAndAnswers(db: Database, supplierId: number, from: number, to: number) {
  return db.all<{ asked: number; answered: number | null }>(sql`
    select asked, (
      select min(answer.create_time) from ${messages} answer
      where answer.chat_id = questions.chat_id and answer.from_id <> questions.buyer_id and answer.create_time >= asked
    ) as answered
    from (
      select ${chats.id} as chat_id, ${chats.buyerId} as buyer_id, (
        select min(question.create_time) from ${messages} question
        where question.chat_id = ${chats.id} and question.from_id = ${chats.buyerId}
      ) as asked
      from ${chats}
      where ${chats.supplierId} = ${supplierId} and ${chats.buyerId} is not null
        and not exists (select 1 from ${suppliers} where ${suppliers.id} = ${supplierId} and ${suppliers.ownerId} = ${chats.buyerId})
        and not exists (select 1 from ${companyContacts}
                        where ${companyContacts.supplierId} = ${supplierId} and ${companyContacts.userId} = ${chats.buyerId})
    ) questions
    where asked between ${from} and ${to}`);
}

/** GET supplier/statistic/chat-statistic: chats started and answered per day, and the median first answer. */
export async function readChatStatistic(
  db: Database,
  supplierId: number,
  dateRange: DailyStatisticQuery['dateRange'],
  now = Date.now(),
): Promise<ChatStatistic> {
  const days = daysOfRange(dateRange, utcDay(now));
  const from = Date.parse(`${days[0]}T00:00:00Z`);
  const to = Date.parse(`${days.at(-1)}T00:00:00Z`) + DAY_MS - 1;
  const rows = await firstQuestionsAndAnswers(db, supplierId, from, to);
  const started = days.map(() => 0);
  const answered = days.map(() => 0);
  const waits: number[] = [];
  for (const row of rows) {
    const index = Math.floor((row.asked - from) / DAY_MS);
    started[index]! += 1;
    if (row.answered === null) continue;
    answered[index]! += 1;
    waits.push(row.answered - row.asked);
  }
  const middle = median(waits);
  return {
    days,
    started,
    answered,
    totalStarted: rows.length,
    totalAnswered: waits.length,
    medianFirstAnswerMinutes: middle === null ? null : Math.round(middle / MINUTE_MS),
  };
}
