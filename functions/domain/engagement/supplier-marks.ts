import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { supplierFollows, supplierStars, supplierWatches } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';
import { requireExistingSupplier, requireMarkableSupplier } from './engagement-targets.ts';

/** Spec §4: follow flips `followed`, watch flips `watch`, favorite flips `stared`. */
const SUPPLIER_MARKS = {
  followed: supplierFollows,
  watch: supplierWatches,
  stared: supplierStars,
} as const;
export type SupplierMark = keyof typeof SUPPLIER_MARKS;

export const SUPPLIER_NOT_FOLLOWED = 'supplier_not_followed';

/** Puts the mark on a live supplier; twice is the same as once. Answers the flag's new value. */
export async function markSupplier<M extends SupplierMark>(db: Database, userId: number, supplierName: string, mark: M, now = Date.now()) {
  const supplier = await requireMarkableSupplier(db, supplierName);
  // The three tables share these columns; follows add is_new, which defaults.
  const table = SUPPLIER_MARKS[mark] as typeof supplierWatches;
  await db.insert(table).values({ userId, supplierId: supplier.id, createdAt: now }).onConflictDoNothing();
  return { [mark]: true } as Record<M, true>;
}

/** Takes the mark off; unfollowing also drops the supplier's tags (they need the follow). */
export async function unmarkSupplier<M extends SupplierMark>(db: Database, userId: number, supplierName: string, mark: M) {
  const supplier = await requireExistingSupplier(db, supplierName);
  const table = SUPPLIER_MARKS[mark] as typeof supplierWatches;
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.supplierId, supplier.id)));
  return { [mark]: false } as Record<M, false>;
}

export const supplierIsNewInput = v.object({ supplierId: supplierNameSchema, isNew: v.boolean('invalid_is_new') });

/** Spec: is-new {supplierId, isNew} marks a followed supplier new or seen for the user. */
export async function setSupplierIsNew(db: Database, userId: number, input: v.InferOutput<typeof supplierIsNewInput>) {
  const supplier = await requireExistingSupplier(db, input.supplierId);
  const updated = await db
    .update(supplierFollows)
    .set({ isNew: input.isNew })
    .where(and(eq(supplierFollows.userId, userId), eq(supplierFollows.supplierId, supplier.id)))
    .returning({ isNew: supplierFollows.isNew });
  if (updated.length === 0) throw new ApiError(400, [{ field: 'supplierId', code: SUPPLIER_NOT_FOLLOWED }]);
  return { supplierId: supplier.name, isNew: input.isNew };
}
