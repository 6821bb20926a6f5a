import { asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { AdminUserSupplier } from '#src/shared/admin-users.ts';
import { USER_NOT_FOUND } from './user-status.ts';

/** The catalogues a user owns, by URL name. */
export async function userSuppliers(db: Database, userId: number): Promise<AdminUserSupplier[]> {
  const [owner, list] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: suppliers.id, name: suppliers.name, companyName: suppliers.companyName, status: suppliers.status })
      .from(suppliers)
      .where(eq(suppliers.ownerId, userId))
      .orderBy(asc(suppliers.name)),
  ]);
  if (owner.length === 0) throw new DomainError('not_found', [USER_NOT_FOUND]);
  return list;
}
