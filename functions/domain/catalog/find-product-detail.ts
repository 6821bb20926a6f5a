import type { Database } from '#functions/db/client.ts';
import { requireVisibleProduct } from '#functions/domain/catalog/product-lookups.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { findProductViewerState, NO_PRODUCT_MARKS } from '#functions/domain/engagement/viewer-state.ts';
import { PRODUCT_NOT_FOUND } from '#src/shared/api.ts';
import type { ProductViewerState } from '#src/shared/engagement.ts';
import { loadProductPage, type ProductDetail } from './product-detail.ts';

/** GET api/common/product/detail/{productId}: spec §3 product detail with the viewer's marks and note. */
export type ProductDetailAnswer = ProductDetail & ProductViewerState;

const VISITOR_STATE: ProductViewerState = { ...NO_PRODUCT_MARKS, note: null };

/** The call names only the product, so its supplier is found first (and checked: not found / supplier_disable). */
export async function findProductDetail(
  db: Database,
  productId: number,
  viewerId: number | null,
): Promise<ProductDetailAnswer> {
  const { supplierName } = await requireVisibleProduct(db, productId);
  const [{ product }, state] = await Promise.all([
    loadProductPage(db, supplierName, productId),
    viewerId === null ? VISITOR_STATE : findProductViewerState(db, viewerId, productId),
  ]);
  // Disabled or moved between the two reads.
  if (!product) throw new DomainError('not_found', [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return { ...product, ...state };
}
