import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { PRODUCT_NOT_FOUND } from '#src/shared/api.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import { findLatestPosts, type PostPage } from './latest-posts.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

/** Deep enough for any real post list; a silly page number is refused rather than scanned. */
const MAX_POST_PAGE = 10_000;

const pageNoInput = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,4}$/, 'invalid_page'),
  v.transform(Number),
  v.maxValue(MAX_POST_PAGE, 'invalid_page'),
);

/**
 * GET api/common/posts query: whose posts (supplier URL name, optionally one product) and which
 * page. Query values are text; an empty one reads as "not given", as browsers send empty fields.
 */
export const postListInput = v.object({
  supplierId: supplierNameSchema,
  productId: v.optional(
    v.pipe(
      v.union([v.literal(''), recordIdSchema], 'invalid_id'),
      v.transform((id) => (id === '' ? undefined : id)),
    ),
  ),
  // Spec §5: the page number defaults to 1 when missing.
  pageNo: v.optional(
    v.pipe(
      v.union([v.literal(''), pageNoInput], 'invalid_page'),
      v.transform((pageNo) => (pageNo === '' ? 1 : pageNo)),
    ),
    '',
  ),
});
export type PostListInput = v.InferOutput<typeof postListInput>;

/** One page of a supplier's posts, or of one of its products' posts, newest first (spec §9: 10 a page). */
export async function findPostList(db: Database, input: PostListInput): Promise<PostPage> {
  const supplier = await requireLiveSupplier(db, input.supplierId);
  if (input.productId === undefined) return findLatestPosts(db, { supplierName: supplier.name }, input.pageNo);
  const { supplierName } = await requireVisibleProduct(db, input.productId);
  // A product of another supplier is not this supplier's product.
  if (supplierName !== supplier.name)
    throw new DomainError('not_found', [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return findLatestPosts(db, { supplierName: supplier.name, productId: input.productId }, input.pageNo);
}
