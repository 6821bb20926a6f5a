import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, messages } from '#functions/db/schema/index.ts';

/**
 * Spec §3 contact paging result `unread`: every message to the caller not yet read, in what they
 * have not deleted. Computed from the messages, so a message counts the moment it is stored,
 * whether or not a socket was open to push it (issue 13: notifications read the same total).
 */
export async function unreadTotal(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .innerJoin(chatContacts, and(eq(chatContacts.chatId, messages.chatId), eq(chatContacts.userId, userId)))
    .where(and(eq(messages.toId, userId), eq(messages.isRead, false), gt(messages.id, chatContacts.hiddenThroughId)));
  return row?.unread ?? 0;
}
