import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, suppliers } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { requireActiveSupplier } from '#functions/domain/suppliers/find-supplier.ts';

export const PRODUCT_NOT_FOUND = 'product_not_found';

/**
 * The product a visitor may see (active, of an active supplier) with its supplier's URL name, or
 * the API error they should get: 404 product_not_found, or supplier_disable.
 */
export async function requireVisibleProduct(db: Database, productId: number): Promise<{ supplierName: string }> {
  const [row] = await db
    .select({ status: products.status, supplier: { id: suppliers.id, name: suppliers.name, status: suppliers.status, catalogVersion: suppliers.catalogVersion } })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.status !== 'active') throw new ApiError(404, [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return { supplierName: requireActiveSupplier(row.supplier, 'productId').name };
}
