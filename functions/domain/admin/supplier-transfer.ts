import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_SUPPLIER_ERRORS, type supplierTransferSchema } from '#src/shared/admin-suppliers.ts';
import { auditRow, type AdminActor } from './audit-log.ts';
import { companyName, SUPPLIER_NOT_FOUND } from './supplier-status.ts';

const refuse = (code: string) => new DomainError('invalid', [{ field: 'email', code }]);

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
 * Gives a catalogue to another verified account: from the next request the workspace is theirs and
 * no longer the previous owner's. The write applies only if the owner is still the one just read,
 * so the audit note ("From … to …") is exact; the version moves, as after any edit of the supplier.
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
  const [updated] = await db.batch([
    db
      .update(suppliers)
      .set({ ownerId, catalogVersion: sql`${suppliers.catalogVersion} + 1`, updatedAt: now })
      .where(and(eq(suppliers.id, input.supplierId), sql`${suppliers.ownerId} is ${current.ownerId}`))
      .returning({ id: suppliers.id }),
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
  if (updated.length === 0)
    throw new DomainError('conflict', [{ field: 'supplierId', code: ADMIN_SUPPLIER_ERRORS.ownerChanged }]);
}
