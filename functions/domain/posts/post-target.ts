import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { parseInput, recordIdSchema } from '#functions/lib/validation.ts';
import { requireMarkableProduct } from '#functions/domain/engagement/engagement-targets.ts';
import { findSupplierByName, requireActiveSupplier } from '#functions/domain/suppliers/find-supplier.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';

/** Supplier posts (app/post/...) or product posts (app/product/post/...). */
export type PostScope = 'supplier' | 'product';

const supplierTarget = v.object({ supplierId: supplierNameSchema });
const productTarget = v.object({ productId: recordIdSchema });

/** The input field that names whose posts: supplierId (a URL name) or productId. */
export function parsePostTarget(scope: PostScope, raw: unknown): { supplierId: string } | { productId: number } {
  return scope === 'supplier' ? parseInput(supplierTarget, raw) : parseInput(productTarget, raw);
}

export type PostTarget = { supplierId: number; supplierName: string; productId: number | null };

/** A live supplier, or a visible product and its supplier (404 / 403 supplier_disable otherwise). */
export async function resolvePostTarget(db: Database, input: { supplierId: string } | { productId: number }): Promise<PostTarget> {
  if ('supplierId' in input) {
    const supplier = requireActiveSupplier(await findSupplierByName(db, input.supplierId));
    return { supplierId: supplier.id, supplierName: supplier.name, productId: null };
  }
  const product = await requireMarkableProduct(db, input.productId);
  return { ...product, productId: input.productId };
}
