import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, messages } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CONTACT_NOT_FOUND, MESSAGE_LIST_LIMIT, type ChatMessage } from '#src/shared/messaging.ts';
import { inIdList } from './id-list.ts';
import { selectMessages, toChatMessage } from './chat-message-shape.ts';

/**
 * POST app/message/list {contactIds}: the caller's messages with those contacts, newest first
 * (spec §3: the widget reverses them), what they deleted left out. A contact that is not the
 * caller's is not found: nobody reads another's chat.
 */
export async function listMessages(db: Database, userId: number, contactIds: number[]): Promise<ChatMessage[]> {
  const own = and(eq(chatContacts.userId, userId), inIdList(chatContacts.contactId, contactIds));
  const [contacts, rows] = await Promise.all([
    db.select({ contactId: chatContacts.contactId }).from(chatContacts).where(own),
    selectMessages(db)
      .innerJoin(chatContacts, and(eq(chatContacts.chatId, messages.chatId), own))
      .where(gt(messages.id, chatContacts.hiddenThroughId))
      .orderBy(desc(messages.id))
      .limit(MESSAGE_LIST_LIMIT),
  ]);
  if (contacts.length < new Set(contactIds).size)
    throw new DomainError('not_found', [{ field: 'contactIds', code: CONTACT_NOT_FOUND }]);
  return rows.map(toChatMessage);
}
