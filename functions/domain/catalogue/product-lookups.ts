import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireActiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { PRODUCT_NOT_FOUND } from '#src/shared/api.ts';
import { productPath } from '#src/shared/catalog-paths.ts';

// Every way a call finds the product it names by id, in one place.

export type VisibleProduct = { supplierId: number; supplierName: string; modelNumber: string; productName: string };

/**
 * The product a visitor may see (active, of an active supplier) with its supplier, in one read; or
 * why not: not_found product_not_found, or the supplier's forbidden supplier_disable.
 */
export async function requireVisibleProduct(
  db: Database,
  productId: number,
  field = 'productId',
): Promise<VisibleProduct> {
  const [row] = await db
    .select({
      status: products.status,
      modelNumber: products.modelNumber,
      productName: products.productName,
      supplier: { id: suppliers.id, name: suppliers.name, status: suppliers.status },
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.status !== 'active') throw new DomainError('not_found', [{ field, code: PRODUCT_NOT_FOUND }]);
  const supplier = requireActiveSupplier(row.supplier, field);
  return {
    supplierId: supplier.id,
    supplierName: supplier.name,
    modelNumber: row.modelNumber,
    productName: row.productName,
  };
}

/** The canonical page path of a product a visitor may see (its QR code's address). */
export async function findProductPath(db: Database, productId: number, field = 'productId'): Promise<string> {
  const product = await requireVisibleProduct(db, productId, field);
  return productPath(product.supplierName, { id: productId, ...product });
}

/** Any product, active or not: a buyer takes a mark off a product that went away. */
export async function requireExistingProduct(db: Database, productId: number): Promise<void> {
  const found = await db.query.products.findFirst({ columns: { id: true }, where: eq(products.id, productId) });
  if (!found) throw new DomainError('not_found', [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
}
