import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { chatContacts, companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { CONTACT_NOT_FOUND, type MessageContact } from '#src/shared/messaging.ts';
import { contactDetail } from './message-contacts.ts';

/** Whether this active person answers the supplier's chats: its owner or one of its sales contacts. */
export async function isSupplierTeamMember(db: Database, supplierId: number, personId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, personId),
        eq(users.status, 'active'),
        or(
          sql`exists (select 1 from ${suppliers} where ${suppliers.id} = ${supplierId} and ${suppliers.ownerId} = ${personId})`,
          sql`exists (select 1 from ${companyContacts} where ${companyContacts.supplierId} = ${supplierId} and ${companyContacts.userId} = ${personId})`,
        ),
      ),
    );
  return row !== undefined;
}

/**
 * One chat between a buyer and one of a catalogue's team, begun by either: each side gets its row of
 * one new chat, or, when they already talk, the existing conversation is listed again for the
 * caller. The buyer is recorded (the team inbox's conversation; the other person holds it).
 */
export async function openChat(
  db: Database,
  pair: { supplierId: number; buyerId: number; memberId: number; caller: number },
  now: number,
): Promise<void> {
  const other = pair.caller === pair.buyerId ? pair.memberId : pair.buyerId;
  await runStatements(db, [
    rawStatement(
      `insert into chats (supplier_id, buyer_id, created_at)
       select ?1, ?2, ?3 where not exists (select 1 from chat_contacts where user_id = ?4 and contact_id = ?5)`,
      pair.supplierId,
      pair.buyerId,
      now,
      pair.caller,
      other,
    ),
    // The chat just written is the newest inside this batch's transaction; both rows exist or neither.
    rawStatement(
      `insert or ignore into chat_contacts (user_id, contact_id, chat_id, listed, hidden_through_id, created_at)
       select side.user_id, side.contact_id, (select max(id) from chats), 1, 0, ?3
       from (select ?1 as user_id, ?2 as contact_id union all select ?2, ?1) side`,
      pair.caller,
      other,
      now,
    ),
    db
      .update(chatContacts)
      .set({ listed: true })
      .where(and(eq(chatContacts.userId, pair.caller), eq(chatContacts.contactId, other))),
  ]);
}

/**
 * POST app/message/send {contactId, supplierId}: the company page's contact click (spec §2). A
 * buyer adds one of a live supplier's team as a contact; each side gets its row of one new chat,
 * or, when they already talk, the existing conversation is listed again. Answers the contact.
 */
export async function addSupplierContact(
  db: Database,
  userId: number,
  input: { contactId: number; supplierName: string },
  now = Date.now(),
): Promise<MessageContact> {
  const supplier = await requireLiveSupplier(db, input.supplierName);
  if (input.contactId === userId || !(await isSupplierTeamMember(db, supplier.id, input.contactId)))
    throw new DomainError('not_found', [{ field: 'contactId', code: CONTACT_NOT_FOUND }]);
  await openChat(db, { supplierId: supplier.id, buyerId: userId, memberId: input.contactId, caller: userId }, now);
  return contactDetail(db, userId, input.contactId);
}
