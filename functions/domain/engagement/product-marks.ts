import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { productFollows, productWatches } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { requireExistingProduct, requireMarkableProduct } from './engagement-targets.ts';

/** Follow and watch; the product star is product-stars.ts (app/product/star, older than these). */
const PRODUCT_MARKS = { followed: productFollows, watch: productWatches } as const;
export type ProductMark = keyof typeof PRODUCT_MARKS;

export const PRODUCT_NOT_FOLLOWED = 'product_not_followed';

export async function markProduct<M extends ProductMark>(db: Database, userId: number, productId: number, mark: M, now = Date.now()) {
  await requireMarkableProduct(db, productId);
  const table = PRODUCT_MARKS[mark] as typeof productWatches;
  await db.insert(table).values({ userId, productId, createdAt: now }).onConflictDoNothing();
  return { [mark]: true } as Record<M, true>;
}

/** Unfollowing also drops the product's tags. */
export async function unmarkProduct<M extends ProductMark>(db: Database, userId: number, productId: number, mark: M) {
  await requireExistingProduct(db, productId);
  const table = PRODUCT_MARKS[mark] as typeof productWatches;
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.productId, productId)));
  return { [mark]: false } as Record<M, false>;
}

export const productIsNewInput = v.object({ productId: recordIdSchema, isNew: v.boolean('invalid_is_new') });

export async function setProductIsNew(db: Database, userId: number, input: v.InferOutput<typeof productIsNewInput>) {
  await requireExistingProduct(db, input.productId);
  const updated = await db
    .update(productFollows)
    .set({ isNew: input.isNew })
    .where(and(eq(productFollows.userId, userId), eq(productFollows.productId, input.productId)))
    .returning({ isNew: productFollows.isNew });
  if (updated.length === 0) throw new ApiError(400, [{ field: 'productId', code: PRODUCT_NOT_FOLLOWED }]);
  return { productId: input.productId, isNew: input.isNew };
}
