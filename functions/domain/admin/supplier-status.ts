import { and, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_SUPPLIER_ERRORS, type supplierStatusSchema } from '#src/shared/admin-suppliers.ts';
import { auditRow, type AdminActor } from './audit-log.ts';
import { nextCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';

export const SUPPLIER_NOT_FOUND = { field: 'supplierId', code: ADMIN_SUPPLIER_ERRORS.supplierNotFound };

/** A supplier's company name, read in the audit row's own statement. */
export const companyName = (supplierId: number) =>
  sql`(select ${suppliers.companyName} || ' (/' || ${suppliers.name} || ')' from ${suppliers} where ${suppliers.id} = ${supplierId})`;

/**
 * Disables or re-enables a catalogue. Its status is part of every page's version (page-version.ts)
 * and the version moves too, so the very next request, cached or not, answers supplier_disable (or
 * the catalogue again). Setting the status it has already changes and records nothing.
 */
export async function setSupplierStatus(
  db: Database,
  actor: AdminActor,
  input: v.InferOutput<typeof supplierStatusSchema>,
  now = Date.now(),
): Promise<void> {
  const [updated] = await db.batch([
    db
      .update(suppliers)
      .set({ status: input.status, catalogVersion: nextCatalogVersion(input.supplierId), updatedAt: now })
      .where(and(eq(suppliers.id, input.supplierId), ne(suppliers.status, input.status)))
      .returning({ id: suppliers.id }),
    auditRow(
      db,
      actor,
      {
        action: input.status === 'active' ? 'supplier_enabled' : 'supplier_disabled',
        targetType: 'supplier',
        targetId: input.supplierId,
        targetLabel: companyName(input.supplierId),
      },
      { now },
    ),
  ] as const);
  if (updated.length > 0) return;
  const exists = await db.query.suppliers.findFirst({
    columns: { id: true },
    where: eq(suppliers.id, input.supplierId),
  });
  if (!exists) throw new DomainError('not_found', [SUPPLIER_NOT_FOUND]);
}
