import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { productNotes, supplierNotes } from '#functions/db/schema/index.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { requireActiveSupplier, findSupplierByName } from '#functions/domain/suppliers/find-supplier.ts';
import { requireVisibleProduct } from './visible-product.ts';

/** A private note is plain text, shown as written (never HTML). */
export const MAX_NOTE_LENGTH = 5000;

/** Spec §3 note: content and when it was last saved; null where there is none. */
export type Note = { content: string; updated: number } | null;

/**
 * Saving an empty note deletes it. The answer is still a note (empty, with the time): the spec's
 * clients read a falsy answer as a failed save.
 */
const clearedAt = (now: number) => ({ content: '', updated: now });

const noteContent = v.pipe(v.string('invalid_content'), v.trim(), v.maxLength(MAX_NOTE_LENGTH, 'note_too_long'));

export const productNoteInput = v.object({ productId: recordIdSchema, content: noteContent });
export const supplierNoteInput = v.object({ supplierId: v.pipe(v.string('invalid_supplier'), v.trim(), v.nonEmpty('supplier_required'), v.maxLength(40, 'invalid_supplier')), content: noteContent });

export async function saveProductNote(db: Database, userId: number, input: v.InferOutput<typeof productNoteInput>, now = Date.now()): Promise<Note> {
  await requireVisibleProduct(db, input.productId);
  const mine = and(eq(productNotes.userId, userId), eq(productNotes.productId, input.productId));
  if (input.content === '') {
    await db.delete(productNotes).where(mine);
    return clearedAt(now);
  }
  await db
    .insert(productNotes)
    .values({ userId, productId: input.productId, content: input.content, updatedAt: now })
    .onConflictDoUpdate({ target: [productNotes.userId, productNotes.productId], set: { content: input.content, updatedAt: now } });
  return { content: input.content, updated: now };
}

export async function saveSupplierNote(db: Database, userId: number, input: v.InferOutput<typeof supplierNoteInput>, now = Date.now()): Promise<Note> {
  const supplier = requireActiveSupplier(await findSupplierByName(db, input.supplierId));
  const mine = and(eq(supplierNotes.userId, userId), eq(supplierNotes.supplierId, supplier.id));
  if (input.content === '') {
    await db.delete(supplierNotes).where(mine);
    return clearedAt(now);
  }
  await db
    .insert(supplierNotes)
    .values({ userId, supplierId: supplier.id, content: input.content, updatedAt: now })
    .onConflictDoUpdate({ target: [supplierNotes.userId, supplierNotes.supplierId], set: { content: input.content, updatedAt: now } });
  return { content: input.content, updated: now };
}
