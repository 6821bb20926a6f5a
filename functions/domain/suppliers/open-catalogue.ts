import * as v from 'valibot';
import { eq } from 'drizzle-orm';
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
    return { id, name: input.name };
  } catch (error) {
    // Two people asked for the same free name at once: the unique index let one through.
    if (/UNIQUE/.test(`${error} ${(error as Error).cause}`))
      throw new DomainError('conflict', [{ field: 'name', code: SUPPLIER_NAME_TAKEN }]);
    throw error;
  }
}
