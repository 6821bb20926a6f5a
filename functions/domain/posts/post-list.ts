import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { PRODUCT_NOT_FOUND, requireVisibleProduct } from '#functions/domain/engagement/visible-product.ts';
import { findSupplierByName, requireActiveSupplier } from '#functions/domain/suppliers/find-supplier.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';
import { findLatestPosts, type PostPage } from './latest-posts.ts';

/** Deep enough for any real post list; a silly page number is refused rather than scanned. */
const MAX_POST_PAGE = 10_000;

const pageNoInput = v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'invalid_page'), v.transform(Number), v.maxValue(MAX_POST_PAGE, 'invalid_page'));

/**
 * GET api/common/posts query: whose posts (supplier URL name, optionally one product) and which
 * page. Query values are text; an empty one reads as "not given", as browsers send empty fields.
 */
export const postListInput = v.object({
  supplierId: supplierNameSchema,
  productId: v.optional(v.pipe(v.union([v.literal(''), recordIdSchema], 'invalid_id'), v.transform((id) => (id === '' ? undefined : id)))),
  // Spec §5: the page number defaults to 1 when missing.
  pageNo: v.optional(v.pipe(v.union([v.literal(''), pageNoInput], 'invalid_page'), v.transform((pageNo) => (pageNo === '' ? 1 : pageNo))), ''),
});
export type PostListInput = v.InferOutput<typeof postListInput>;

/** One page of a supplier's posts, or of one of its products' posts, newest first (spec §9: 10 a page). */
export async function findPostList(db: Database, input: PostListInput): Promise<PostPage> {
  const supplier = requireActiveSupplier(await findSupplierByName(db, input.supplierId));
  if (input.productId === undefined) return findLatestPosts(db, { supplierName: supplier.name }, input.pageNo);
  const { supplierName } = await requireVisibleProduct(db, input.productId);
  // A product of another supplier is not this supplier's product.
  if (supplierName !== supplier.name) throw new ApiError(404, [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  return findLatestPosts(db, { supplierName: supplier.name, productId: input.productId }, input.pageNo);
}
