import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { productNotes, supplierNotes } from '#functions/db/schema/index.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import type { Note, productNoteInput, supplierNoteInput } from '#src/shared/engagement.ts';

/**
 * Saving an empty note deletes it. The answer is still a note (empty, with the time): the spec's
 * clients read a falsy answer as a failed save.
 */
const clearedAt = (now: number) => ({ content: '', updated: now });

export async function saveProductNote(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof productNoteInput>,
  now = Date.now(),
): Promise<Note> {
  await requireVisibleProduct(db, input.productId);
  const mine = and(eq(productNotes.userId, userId), eq(productNotes.productId, input.productId));
  if (input.content === '') {
    await db.delete(productNotes).where(mine);
    return clearedAt(now);
  }
  await db
    .insert(productNotes)
    .values({ userId, productId: input.productId, content: input.content, updatedAt: now })
    .onConflictDoUpdate({
      target: [productNotes.userId, productNotes.productId],
      set: { content: input.content, updatedAt: now },
    });
  return { content: input.content, updated: now };
}

export async function saveSupplierNote(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof supplierNoteInput>,
  now = Date.now(),
): Promise<Note> {
  const supplier = await requireLiveSupplier(db, input.supplierId);
  const mine = and(eq(supplierNotes.userId, userId), eq(supplierNotes.supplierId, supplier.id));
  if (input.content === '') {
    await db.delete(supplierNotes).where(mine);
    return clearedAt(now);
  }
  await db
    .insert(supplierNotes)
    .values({ userId, supplierId: supplier.id, content: input.content, updatedAt: now })
    .onConflictDoUpdate({
      target: [supplierNotes.userId, supplierNotes.supplierId],
      set: { content: input.content, updatedAt: now },
    });
  return { content: input.content, updated: now };
}
