import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';

/** Spec: a disabled supplier's pages and calls answer `supplier_disable` (the browser then goes to login). */
export const SUPPLIER_DISABLED = 'supplier_disable';
export const SUPPLIER_NOT_FOUND = 'supplier_not_found';

export type SupplierRef = { id: number; name: string; status: 'active' | 'disabled'; catalogVersion: number };

export function findSupplierByName(db: Database, name: string) {
  return db.query.suppliers.findFirst({
    columns: { id: true, name: true, status: true, catalogVersion: true, companyName: true },
    where: eq(suppliers.name, name),
  });
}

/** The supplier a public call names, or the API error a visitor should get instead. */
export function requireActiveSupplier<T extends Pick<SupplierRef, 'status'>>(supplier: T | undefined, field = 'supplierId'): T {
  if (!supplier) throw new ApiError(404, [{ field, code: SUPPLIER_NOT_FOUND }]);
  if (supplier.status === 'disabled') throw new ApiError(403, [{ field, code: SUPPLIER_DISABLED }]);
  return supplier;
}
