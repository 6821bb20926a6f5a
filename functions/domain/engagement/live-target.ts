import type { Database } from '#functions/db/client.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import type { EngagementTarget } from '#src/shared/engagement.ts';

/** A supplier or product that visitors can see, by id, with its supplier: what a post or a report is about. */
export type LiveTarget = { supplierId: number; supplierName: string; productId: number | null };

/** A live supplier, or a visible product and its supplier; not found or supplier_disable otherwise. */
export async function resolveLiveTarget(db: Database, target: EngagementTarget): Promise<LiveTarget> {
  if (target.kind === 'supplier') {
    const supplier = await requireLiveSupplier(db, target.supplierName);
    return { supplierId: supplier.id, supplierName: supplier.name, productId: null };
  }
  const { supplierId, supplierName } = await requireVisibleProduct(db, target.productId);
  return { supplierId, supplierName, productId: target.productId };
}
