import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts } from '#functions/db/schema/index.ts';
import { requireOwnContact } from './chat-access.ts';

/**
 * DELETE app/message/contact/delete/{id}: the conversation leaves the caller's list with what was
 * said so far; the other side keeps theirs. A later message lists it again, from that message on.
 */
export async function deleteContact(db: Database, userId: number, contactId: number): Promise<void> {
  const { chatId } = await requireOwnContact(db, userId, contactId);
  await db
    .update(chatContacts)
    .set({
      listed: false,
      hiddenThroughId: sql`coalesce((select max(m.id) from messages m where m.chat_id = ${chatId}), 0)`,
    })
    .where(and(eq(chatContacts.userId, userId), eq(chatContacts.contactId, contactId)));
}
