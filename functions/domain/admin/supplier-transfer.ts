import { and, eq, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import {
  appBindings,
  chatContacts,
  chats,
  companyContacts,
  developerTokens,
  suppliers,
  teamInvitations,
  users,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { findBackOfficeSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { ADMIN_SUPPLIER_ERRORS, type supplierTransferSchema } from '#src/shared/admin-suppliers.ts';
import { auditRow, type AdminActor } from './audit-log.ts';
import { companyName, SUPPLIER_NOT_FOUND } from './supplier-status.ts';
import { nextCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';

const refuse = (code: string) => new DomainError('invalid', [{ field: 'email', code }]);
// As when opening a catalogue (open-catalogue.ts): an account manages one, its workspace has no
// catalogue switcher and every owner call acts on "the" catalogue of its caller (decision 023).
const ownsAnother = () =>
  new DomainError('conflict', [{ field: 'email', code: ADMIN_SUPPLIER_ERRORS.newOwnerOwnsCatalogue }]);

/** The account a catalogue may be given to: it exists, its e-mail is verified and it is not disabled. */
async function newOwnerId(db: Database, email: string): Promise<number> {
  const user = await db.query.users.findFirst({
    columns: { id: true, emailVerified: true, status: true },
    where: eq(users.email, email),
  });
  if (!user) throw refuse(ADMIN_SUPPLIER_ERRORS.newOwnerNotFound);
  if (!user.emailVerified) throw refuse(ADMIN_SUPPLIER_ERRORS.newOwnerNotVerified);
  if (user.status !== 'active') throw refuse(ADMIN_SUPPLIER_ERRORS.newOwnerDisabled);
  return user.id;
}

/**
 * The transfer still applies as checked: the catalogue's owner is the one just read and the new
 * owner owns no catalogue. Every write of the transfer carries it, so in the batch's one
 * transaction either all of them happen or none does.
 */
const stillAsChecked = (supplierId: number, fromId: number | null, toId: number): SQL =>
  sql`exists (select 1 from ${suppliers} s where s.id = ${supplierId} and s.owner_id is ${fromId})
    and not exists (select 1 from ${suppliers} s where s.owner_id = ${toId})`;

/**
 * Gives a catalogue to another verified account who owns none: from the next request the workspace
 * is theirs and no longer the previous owner's. What the previous owner held by owning ends in the
 * same batch: the ERP token and the app-binding code (which would sign a phone in as the new
 * owner) are deleted, the previous owner leaves the sales team and the invitations they sent that
 * nobody accepted yet are withdrawn (the new owner chooses their team).
 * The audit note ("From … to …") is exact; the version moves, as after any edit of the supplier.
 */
export async function transferSupplier(
  db: Database,
  actor: AdminActor,
  input: v.InferOutput<typeof supplierTransferSchema>,
  now = Date.now(),
): Promise<void> {
  const ownerId = await newOwnerId(db, input.email);
  const [current] = await db
    .select({ ownerId: suppliers.ownerId, ownerEmail: users.email })
    .from(suppliers)
    .leftJoin(users, eq(users.id, suppliers.ownerId))
    .where(eq(suppliers.id, input.supplierId));
  if (!current) throw new DomainError('not_found', [SUPPLIER_NOT_FOUND]);
  if (current.ownerId === ownerId) throw refuse(ADMIN_SUPPLIER_ERRORS.alreadyOwner);
  if (await findBackOfficeSupplier(db, ownerId)) throw ownsAnother();
  const applies = stillAsChecked(input.supplierId, current.ownerId, ownerId);
  const [, , , , , updated] = await db.batch([
    db.delete(developerTokens).where(and(eq(developerTokens.supplierId, input.supplierId), applies)),
    db.delete(appBindings).where(and(eq(appBindings.supplierId, input.supplierId), applies)),
    db
      .delete(companyContacts)
      .where(
        and(
          eq(companyContacts.supplierId, input.supplierId),
          sql`${companyContacts.userId} is ${current.ownerId}`,
          applies,
        ),
      ),
    db.delete(teamInvitations).where(and(eq(teamInvitations.supplierId, input.supplierId), applies)),
    // The previous owner's own conversations leave the catalogue's team inbox: the new owner does
    // not read them (decision 024); those the owner handed to a member stay the catalogue's.
    db
      .update(chats)
      .set({ buyerId: null })
      .where(
        and(
          eq(chats.supplierId, input.supplierId),
          sql`exists (select 1 from ${chatContacts} where ${chatContacts.chatId} = ${chats.id}
            and ${chatContacts.userId} is ${current.ownerId} and ${chatContacts.contactId} = ${chats.buyerId})`,
          applies,
        ),
      ),
    db
      .update(suppliers)
      .set({ ownerId, catalogVersion: nextCatalogVersion(input.supplierId), updatedAt: now })
      .where(and(eq(suppliers.id, input.supplierId), applies))
      .returning({ id: suppliers.id }),
    // Right after the owner's update: it is written only when that update changed the row.
    auditRow(
      db,
      actor,
      {
        action: 'supplier_transferred',
        targetType: 'supplier',
        targetId: input.supplierId,
        targetLabel: companyName(input.supplierId),
        note: `From ${current.ownerEmail ?? 'nobody'} to ${input.email}`,
      },
      { now },
    ),
  ] as const);
  if (updated.length > 0) return;
  // Another request came in between: the new owner opened or was given a catalogue, or the owner changed.
  if (await findBackOfficeSupplier(db, ownerId)) throw ownsAnother();
  throw new DomainError('conflict', [{ field: 'supplierId', code: ADMIN_SUPPLIER_ERRORS.ownerChanged }]);
}
