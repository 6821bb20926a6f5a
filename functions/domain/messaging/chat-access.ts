import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, chats } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CHAT_BLOCKED, CHAT_CLOSED, CHAT_NOT_FOUND, CONTACT_NOT_FOUND } from '#src/shared/messaging.ts';

// Who may do what in a chat, in one place (DESIGN §4: ownership in the domain). A chat is reached
// only through the caller's own contact row, so another person's conversation is never found.

export type OwnContact = { chatId: number; supplierId: number; blocked: boolean; closed: boolean };

/**
 * For a query of chat_contacts joined with chats: neither person of the row is the owner or a sales
 * contact of the catalogue the chat began with any more. The right to be chatted with as its
 * team ends with the place on it (issue 24), so the conversation stays readable but closed.
 */
export const isChatClosed = sql<number>`(
  not exists (
    select 1 from suppliers owned where owned.id = "chats"."supplier_id"
      and owned.owner_id in ("chat_contacts"."user_id", "chat_contacts"."contact_id")
  )
  and not exists (
    select 1 from company_contacts team where team.supplier_id = "chats"."supplier_id"
      and team.user_id in ("chat_contacts"."user_id", "chat_contacts"."contact_id")
  )
)`;

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
      closed: isChatClosed,
    })
    .from(chatContacts)
    .innerJoin(chats, eq(chats.id, chatContacts.chatId))
    .where(and(eq(chatContacts.userId, userId), eq(chatContacts.contactId, contactId)));
  return (
    row && {
      chatId: row.chatId,
      supplierId: row.supplierId,
      blocked: Boolean(row.blocked),
      closed: Boolean(row.closed),
    }
  );
}

export async function requireOwnContact(db: Database, userId: number, contactId: number): Promise<OwnContact> {
  const contact = await findOwnContact(db, userId, contactId);
  if (!contact) throw new DomainError('not_found', [{ field: 'contactId', code: CONTACT_NOT_FOUND }]);
  return contact;
}

/**
 * Spec §7 blocking: a blocked party cannot send, and neither can the blocker until they unblock.
 * Nor can anyone write to a conversation whose catalogue's team has left it.
 */
export async function requireSendableContact(db: Database, userId: number, contactId: number): Promise<OwnContact> {
  const contact = await requireOwnContact(db, userId, contactId);
  if (contact.blocked) throw new DomainError('forbidden', [{ field: 'contactId', code: CHAT_BLOCKED }]);
  if (contact.closed) throw new DomainError('forbidden', [{ field: 'contactId', code: CHAT_CLOSED }]);
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
