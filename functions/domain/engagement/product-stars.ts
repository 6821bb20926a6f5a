import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { productStars } from '#functions/db/schema/index.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';

/**
 * Stars a product the user can see, or takes the star off; twice is the same as once. Unlike the
 * other marks, both need the product visible (app/product/star came first and answered so).
 */
export async function setProductStar(
  db: Database,
  userId: number,
  productId: number,
  on: boolean,
  now = Date.now(),
): Promise<{ star: boolean }> {
  await requireVisibleProduct(db, productId);
  if (on) await db.insert(productStars).values({ userId, productId, createdAt: now }).onConflictDoNothing();
  else await db.delete(productStars).where(and(eq(productStars.userId, userId), eq(productStars.productId, productId)));
  return { star: on };
}
