import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, messages } from '#functions/db/schema/index.ts';
import { SINCE_LIMIT, type MessagesSince } from '#src/shared/realtime.ts';
import { selectMessages, toChatMessage } from './chat-message-shape.ts';

/**
 * POST app/message/since: the caller's messages after `afterId` in every conversation of theirs,
 * oldest first, what they deleted left out — what a page missed while its socket was down. Message
 * ids grow with every message stored, so "after the last id I saw" misses nothing and repeats
 * nothing. Without afterId it answers only lastId, where a page that just opened starts from.
 */
export async function messagesSince(db: Database, userId: number, afterId: number | undefined): Promise<MessagesSince> {
  const mine = and(eq(chatContacts.chatId, messages.chatId), eq(chatContacts.userId, userId));
  if (afterId === undefined) {
    // The newest id of each chat off its (chat_id, id) index: one step per chat, not per message.
    const [row] = await db
      .select({
        lastId: sql<
          number | null
        >`max((select max(${messages.id}) from ${messages} where ${messages.chatId} = ${chatContacts.chatId}))`,
      })
      .from(chatContacts)
      .where(eq(chatContacts.userId, userId));
    return { list: [], lastId: row?.lastId ?? 0, hasMore: false };
  }
  const rows = await selectMessages(db)
    .innerJoin(chatContacts, mine)
    .where(and(gt(messages.id, afterId), gt(messages.id, chatContacts.hiddenThroughId)))
    .orderBy(asc(messages.id))
    .limit(SINCE_LIMIT + 1);
  const list = rows.slice(0, SINCE_LIMIT).map(toChatMessage);
  return { list, lastId: list.at(-1)?.id ?? afterId, hasMore: rows.length > SINCE_LIMIT };
}
