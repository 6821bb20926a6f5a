import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, suppliers } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { slugify } from '../../lib/slug.ts';
import { requireActiveSupplier } from '../suppliers/find-supplier.ts';
import { PRODUCT_NOT_FOUND } from '../engagement/visible-product.ts';

/**
 * The title segment is decoration (the route ignores it); a very long name is cut so a shared
 * link, and the QR code that carries it, stays short.
 */
const MAX_LINK_SLUG_LENGTH = 80;

/** Spec: product links open at /{supplierId}/product/{id}, with the title slug after it. */
export function productPath(supplierName: string, productId: number, modelNumber: string, productName: string): string {
  const fullSlug = slugify(`${modelNumber} ${productName}`);
  const slug = fullSlug.length > MAX_LINK_SLUG_LENGTH ? fullSlug.slice(0, MAX_LINK_SLUG_LENGTH).replace(/-+$/, '') : fullSlug;
  const base = `/${supplierName}/product/${productId}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

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
  return productPath(supplier.name, productId, row.modelNumber, row.productName);
}
