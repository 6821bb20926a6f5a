import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, suppliers } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { productPath } from '#functions/lib/catalogue-paths.ts';
import { requireActiveSupplier } from '#functions/domain/suppliers/find-supplier.ts';
import { PRODUCT_NOT_FOUND } from '#functions/domain/engagement/visible-product.ts';

/**
 * The canonical page path of a product a visitor may see, in one read; otherwise the error a
 * visitor gets: 404 product_not_found, or the supplier's 403 supplier_disable.
 */
export async function findProductPath(db: Database, productId: number, field = 'productId'): Promise<string> {
  const [row] = await db
    .select({
      status: products.status,
      modelNumber: products.modelNumber,
      productName: products.productName,
      supplier: { name: suppliers.name, status: suppliers.status },
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.status !== 'active') throw new ApiError(404, [{ field, code: PRODUCT_NOT_FOUND }]);
  const supplier = requireActiveSupplier(row.supplier, field);
  return productPath(supplier.name, { id: productId, modelNumber: row.modelNumber, productName: row.productName });
}
