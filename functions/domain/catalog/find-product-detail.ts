import type { Database } from '#functions/db/client.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import type { Note } from '#functions/domain/engagement/notes.ts';
import { findProductViewerState, NO_PRODUCT_MARKS, type ProductMarks } from '#functions/domain/engagement/viewer-state.ts';
import { PRODUCT_NOT_FOUND, requireVisibleProduct } from '#functions/domain/engagement/visible-product.ts';
import { loadProductPage, type ProductDetail } from './product-detail.ts';

/** GET api/common/product/detail/{productId}: spec §3 product detail with the viewer's marks and note. */
export type ProductDetailAnswer = ProductDetail & ProductMarks & { note: Note };

const VISITOR_STATE = { ...NO_PRODUCT_MARKS, note: null };

/** The call names only the product, so its supplier is found first (and checked: 404 / 403). */
export async function findProductDetail(db: Database, productId: number, viewerId: number | null): Promise<ProductDetailAnswer> {
  const { supplierName } = await requireVisibleProduct(db, productId);
  const [{ product }, state] = await Promise.all([
    loadProductPage(db, supplierName, productId),
    viewerId === null ? VISITOR_STATE : findProductViewerState(db, viewerId, productId),
  ]);
  // Disabled or moved between the two reads.
  if (!product) throw new ApiError(404, [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return { ...product, ...state };
}
