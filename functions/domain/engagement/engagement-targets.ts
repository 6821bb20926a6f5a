import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { products } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { findSupplierByName, requireActiveSupplier, SUPPLIER_NOT_FOUND } from '#functions/domain/suppliers/find-supplier.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';
import { PRODUCT_NOT_FOUND, requireVisibleProduct } from './visible-product.ts';

// What a buyer's engagement call names: a supplier by its URL name (as every link and call of this
// API does) or a product by id.

export const supplierTargetInput = v.object({ supplierId: supplierNameSchema });
export const productTargetInput = v.object({ productId: recordIdSchema });

/** A supplier a buyer may start following, watching or starring: it must be live. */
export async function requireMarkableSupplier(db: Database, name: string): Promise<{ id: number; name: string }> {
  return requireActiveSupplier(await findSupplierByName(db, name));
}

/**
 * A supplier a buyer takes a mark off: any that exists, disabled or not, so nobody is stuck with
 * a mark on a catalogue that went away.
 */
export async function requireExistingSupplier(db: Database, name: string): Promise<{ id: number; name: string }> {
  const supplier = await findSupplierByName(db, name);
  if (!supplier) throw new ApiError(404, [{ field: 'supplierId', code: SUPPLIER_NOT_FOUND }]);
  return supplier;
}

/** A product a buyer may start following, watching, reporting or posting on: visible to visitors. */
export async function requireMarkableProduct(db: Database, productId: number): Promise<{ supplierId: number; supplierName: string }> {
  const { supplierName } = await requireVisibleProduct(db, productId);
  const product = await db.query.products.findFirst({ columns: { supplierId: true }, where: eq(products.id, productId) });
  if (!product) throw new ApiError(404, [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return { supplierId: product.supplierId, supplierName };
}

export async function requireExistingProduct(db: Database, productId: number): Promise<void> {
  const found = await db.query.products.findFirst({ columns: { id: true }, where: eq(products.id, productId) });
  if (!found) throw new ApiError(404, [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
}
