import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { chatContacts, companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { CONTACT_NOT_FOUND, type MessageContact } from '#src/shared/messaging.ts';
import { contactDetail } from './message-contacts.ts';

/** Whether this active person answers the supplier's chats: its owner or one of its sales contacts. */
async function isSupplierTeamMember(db: Database, supplierId: number, personId: number): Promise<boolean> {
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
  await runStatements(db, [
    rawStatement(
      `insert into chats (supplier_id, created_at)
       select ?1, ?2 where not exists (select 1 from chat_contacts where user_id = ?3 and contact_id = ?4)`,
      supplier.id,
      now,
      userId,
      input.contactId,
    ),
    // The chat just written is the newest inside this batch's transaction; both rows exist or neither.
    rawStatement(
      `insert or ignore into chat_contacts (user_id, contact_id, chat_id, listed, hidden_through_id, created_at)
       select side.user_id, side.contact_id, (select max(id) from chats), 1, 0, ?3
       from (select ?1 as user_id, ?2 as contact_id union all select ?2, ?1) side`,
      userId,
      input.contactId,
      now,
    ),
    db
      .update(chatContacts)
      .set({ listed: true })
      .where(and(eq(chatContacts.userId, userId), eq(chatContacts.contactId, input.contactId))),
  ]);
  return contactDetail(db, userId, input.contactId);
}
