import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, chats } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CHAT_BLOCKED, CHAT_NOT_FOUND, CONTACT_NOT_FOUND } from '#src/shared/messaging.ts';

// Who may do what in a chat, in one place (DESIGN §4: ownership in the domain). A chat is reached
// only through the caller's own contact row, so another person's conversation is never found.

export type OwnContact = { chatId: number; supplierId: number; blocked: boolean };

/** The caller's conversation with this contact, and whether either side blocked the other. */
async function findOwnContact(db: Database, userId: number, contactId: number): Promise<OwnContact | undefined> {
  const [row] = await db
    .select({
      chatId: chatContacts.chatId,
      supplierId: chats.supplierId,
      blocked: sql<number>`exists (
        select 1 from chat_blocks block
        where (block.user_id = ${userId} and block.blocked_id = ${contactId})
           or (block.user_id = ${contactId} and block.blocked_id = ${userId})
      )`,
    })
    .from(chatContacts)
    .innerJoin(chats, eq(chats.id, chatContacts.chatId))
    .where(and(eq(chatContacts.userId, userId), eq(chatContacts.contactId, contactId)));
  return row && { chatId: row.chatId, supplierId: row.supplierId, blocked: Boolean(row.blocked) };
}

export async function requireOwnContact(db: Database, userId: number, contactId: number): Promise<OwnContact> {
  const contact = await findOwnContact(db, userId, contactId);
  if (!contact) throw new DomainError('not_found', [{ field: 'contactId', code: CONTACT_NOT_FOUND }]);
  return contact;
}

/** Spec §7 blocking: a blocked party cannot send, and neither can the blocker until they unblock. */
export async function requireSendableContact(db: Database, userId: number, contactId: number): Promise<OwnContact> {
  const contact = await requireOwnContact(db, userId, contactId);
  if (contact.blocked) throw new DomainError('forbidden', [{ field: 'contactId', code: CHAT_BLOCKED }]);
  return contact;
}

/** report/chat: the chat must be the caller's conversation with that contact. */
export async function requireOwnChat(
  db: Database,
  userId: number,
  target: { chatId: number; contactId: number },
): Promise<OwnContact> {
  const contact = await findOwnContact(db, userId, target.contactId);
  if (!contact || contact.chatId !== target.chatId)
    throw new DomainError('not_found', [{ field: 'chatId', code: CHAT_NOT_FOUND }]);
  return contact;
}
