import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { SUPPLIER_DISABLED, SUPPLIER_NOT_FOUND } from '#src/shared/api.ts';
import { DomainError } from '#functions/domain/domain-error.ts';

// Every way a call finds the supplier it names, in one place: by URL name (as links and calls name
// it), as a subquery for a caller's batch, or as the supplier a user owns.

export type SupplierRef = {
  id: number;
  name: string;
  status: 'active' | 'disabled';
  catalogVersion: number;
  companyName: string;
};

/** The supplier with this URL name, for a caller's batch (first row, or none). */
export function supplierByNameQuery(db: Database, name: string) {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      status: suppliers.status,
      catalogVersion: suppliers.catalogVersion,
      companyName: suppliers.companyName,
    })
    .from(suppliers)
    .where(eq(suppliers.name, name))
    .limit(1);
}

export async function findSupplierByName(db: Database, name: string): Promise<SupplierRef | undefined> {
  const [supplier] = await supplierByNameQuery(db, name);
  return supplier;
}

/**
 * The id of the active supplier with this URL name, as a subquery: page and API reads name the
 * supplier by its URL name and still make a single D1 round trip. A disabled supplier yields no
 * id, so nothing of it is read.
 */
export function activeSupplierIdByName(name: string): SQL<number> {
  return sql<number>`(select ${suppliers.id} from ${suppliers} where ${suppliers.name} = ${name} and ${suppliers.status} = 'active')`;
}

/** The supplier a public call names, or why a visitor may not reach it (spec: a disabled one answers supplier_disable). */
export function requireActiveSupplier<T extends Pick<SupplierRef, 'status'>>(
  supplier: T | undefined,
  field = 'supplierId',
): T {
  if (!supplier) throw new DomainError('not_found', [{ field, code: SUPPLIER_NOT_FOUND }]);
  if (supplier.status === 'disabled') throw new DomainError('forbidden', [{ field, code: SUPPLIER_DISABLED }]);
  return supplier;
}

/** A live supplier by URL name: what a buyer may follow, note, post on or read the contacts of. */
export async function requireLiveSupplier(db: Database, name: string, field = 'supplierId'): Promise<SupplierRef> {
  return requireActiveSupplier(await findSupplierByName(db, name), field);
}

/**
 * Any supplier by URL name, disabled or not: a buyer takes a mark off a catalogue that went away,
 * so nobody is stuck with it.
 */
export async function requireExistingSupplier(db: Database, name: string): Promise<SupplierRef> {
  const supplier = await findSupplierByName(db, name);
  if (!supplier) throw new DomainError('not_found', [{ field: 'supplierId', code: SUPPLIER_NOT_FOUND }]);
  return supplier;
}

/** The supplier a back-office call acts for (the owner's, or a developer token's). */
export type BackOfficeSupplier = { id: number; name: string; status: 'active' | 'disabled' };

/**
 * The supplier a user owns (the back office's supplier), or null. An account owns one catalogue
 * (opening or being given a second is refused, decision 023); one that came to own several before
 * that rule manages its oldest, the same one on every call.
 */
export async function findBackOfficeSupplier(db: Database, userId: number): Promise<BackOfficeSupplier | null> {
  const row = await db.query.suppliers.findFirst({
    columns: { id: true, name: true, status: true },
    where: eq(suppliers.ownerId, userId),
    orderBy: asc(suppliers.id),
  });
  return row ?? null;
}
