import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { productStars } from '#functions/db/schema/index.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { requireVisibleProduct } from './visible-product.ts';

export const productStarInput = v.object({ productId: recordIdSchema });
export type ProductStarInput = v.InferOutput<typeof productStarInput>;

/** Stars a product the user can see; starring twice is the same as once. */
export async function starProduct(db: Database, userId: number, input: ProductStarInput, now = Date.now()): Promise<{ star: true }> {
  await requireVisibleProduct(db, input.productId);
  await db.insert(productStars).values({ userId, productId: input.productId, createdAt: now }).onConflictDoNothing();
  return { star: true };
}

export async function unstarProduct(db: Database, userId: number, input: ProductStarInput): Promise<{ star: false }> {
  await requireVisibleProduct(db, input.productId);
  await db.delete(productStars).where(and(eq(productStars.userId, userId), eq(productStars.productId, input.productId)));
  return { star: false };
}
