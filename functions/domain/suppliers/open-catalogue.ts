import * as v from 'valibot';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ALREADY_OWNS_SUPPLIER, SUPPLIER_NAME_TAKEN, type CreateCatalogueInput } from '#src/shared/company-profile.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import { createSupplier } from './create-supplier.ts';
import { findBackOfficeSupplier } from './supplier-lookups.ts';

export type NameAvailability = { name: string; available: boolean; code: string | null };

/** Whether a catalogue could be opened under this URL name: the name rules, then who has it. */
export async function checkSupplierName(db: Database, name: string): Promise<NameAvailability> {
  const rules = v.safeParse(supplierNameSchema, name);
  if (!rules.success) return { name, available: false, code: rules.issues[0].message };
  const taken = await db.query.suppliers.findFirst({ columns: { id: true }, where: eq(suppliers.name, name) });
  return { name, available: !taken, code: taken ? SUPPLIER_NAME_TAKEN : null };
}

/**
 * A signed-in user opens their catalogue (beyond the spec: every real supplier starts here): a
 * trial account with all functions free (spec §1), the user as owner, empty until they fill it.
 */
export async function openCatalogue(
  db: Database,
  userId: number,
  input: CreateCatalogueInput,
): Promise<{ id: number; name: string }> {
  if (await findBackOfficeSupplier(db, userId)) throw new DomainError('conflict', ALREADY_OWNS_SUPPLIER);
  const availability = await checkSupplierName(db, input.name);
  if (!availability.available) throw new DomainError('conflict', [{ field: 'name', code: availability.code! }]);
  try {
    const id = await createSupplier(db, {
      name: input.name,
      ownerId: userId,
      companyName: input.companyName,
      countryCode: input.country,
      businessType: input.businessType,
    });
    // Two forms sent at once (two tabs) both passed the check above: the first catalogue opened
    // is the user's, a later one is taken back in one statement.
    const later = await db
      .delete(suppliers)
      .where(
        and(
          eq(suppliers.id, id),
          sql`exists (select 1 from ${suppliers} older where older.owner_id = ${userId} and older.id < ${id})`,
        ),
      )
      .returning({ id: suppliers.id });
    if (later.length > 0) throw new DomainError('conflict', ALREADY_OWNS_SUPPLIER);
    return { id, name: input.name };
  } catch (error) {
    // Two people asked for the same free name at once: the unique index let one through.
    if (/UNIQUE/.test(`${error} ${(error as Error).cause}`))
      throw new DomainError('conflict', [{ field: 'name', code: SUPPLIER_NAME_TAKEN }]);
    throw error;
  }
}
