import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import {
  productFollows,
  productFollowTags,
  productTags,
  supplierFollows,
  supplierFollowTags,
  supplierTags,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import { requireExistingProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { requireExistingSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { PRODUCT_NOT_FOLLOWED, SUPPLIER_NOT_FOLLOWED } from './marks.ts';
import { TAG_NOT_FOUND } from './tags.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

/** More tags than anyone picks for one supplier; keeps the write one small batch. */
const MAX_TAGS_PER_ITEM = 50;

const tagIdsInput = v.pipe(
  v.array(recordIdSchema, 'invalid_tag_ids'),
  v.maxLength(MAX_TAGS_PER_ITEM, 'too_many_tags'),
  v.transform((ids) => [...new Set(ids)]),
);
export const supplierFollowTagsInput = v.object({ supplierId: supplierNameSchema, tagIds: tagIdsInput });
export const productFollowTagsInput = v.object({ productId: recordIdSchema, tagIds: tagIdsInput });

/** Every id must be one of the user's own tags; another user's tag reads as not found. */
async function requireOwnTags(
  db: Database,
  table: typeof supplierTags | typeof productTags,
  userId: number,
  tagIds: number[],
) {
  if (tagIds.length === 0) return;
  const own = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, tagIds)));
  if (own.length !== tagIds.length) throw new DomainError('not_found', [{ field: 'tagIds', code: TAG_NOT_FOUND }]);
}

/**
 * POST follow-supplier/tags {supplierId, tagIds}: the supplier's tags become exactly these.
 * Spec §4: tags need the follow first, else 400 supplier_not_followed (the UI then offers "Add").
 */
export async function setSupplierFollowTags(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof supplierFollowTagsInput>,
) {
  const supplier = await requireExistingSupplier(db, input.supplierId);
  const follow = await db.query.supplierFollows.findFirst({
    columns: { userId: true },
    where: and(eq(supplierFollows.userId, userId), eq(supplierFollows.supplierId, supplier.id)),
  });
  if (!follow) throw new DomainError('invalid', [{ field: 'supplierId', code: SUPPLIER_NOT_FOLLOWED }]);
  await requireOwnTags(db, supplierTags, userId, input.tagIds);
  const mine = and(eq(supplierFollowTags.userId, userId), eq(supplierFollowTags.supplierId, supplier.id));
  const rows = input.tagIds.map((tagId) => ({ userId, supplierId: supplier.id, tagId }));
  await db.batch([
    db.delete(supplierFollowTags).where(mine),
    ...(rows.length ? [db.insert(supplierFollowTags).values(rows)] : []),
  ]);
  return { supplierId: supplier.name, tagIds: input.tagIds };
}

/** POST follow-product/tags {productId, tagIds}: the same for a followed product. */
export async function setProductFollowTags(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof productFollowTagsInput>,
) {
  await requireExistingProduct(db, input.productId);
  const follow = await db.query.productFollows.findFirst({
    columns: { userId: true },
    where: and(eq(productFollows.userId, userId), eq(productFollows.productId, input.productId)),
  });
  if (!follow) throw new DomainError('invalid', [{ field: 'productId', code: PRODUCT_NOT_FOLLOWED }]);
  await requireOwnTags(db, productTags, userId, input.tagIds);
  const mine = and(eq(productFollowTags.userId, userId), eq(productFollowTags.productId, input.productId));
  const rows = input.tagIds.map((tagId) => ({ userId, productId: input.productId, tagId }));
  await db.batch([
    db.delete(productFollowTags).where(mine),
    ...(rows.length ? [db.insert(productFollowTags).values(rows)] : []),
  ]);
  return { productId: input.productId, tagIds: input.tagIds };
}
