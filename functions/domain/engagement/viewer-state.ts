import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { productNotes, products, supplierNotes, suppliers } from '#functions/db/schema/index.ts';
import { productMarkColumns, supplierMarkColumns } from './mark-flags.ts';
import type { Note } from './notes.ts';

export type ProductMarks = { star: boolean; followed: boolean; watch: boolean; isNew: boolean; tagIds: number[] };
export type SupplierMarks = { followed: boolean; watch: boolean; stared: boolean; isNew: boolean; tagIds: number[] };

export const NO_PRODUCT_MARKS: ProductMarks = { star: false, followed: false, watch: false, isNew: false, tagIds: [] };

/**
 * What a signed-in user has made of a product or supplier. Pages are the same for everyone and
 * cached, so islands fetch this after the page (DESIGN §3).
 */
export async function findProductViewerState(db: Database, userId: number, productId: number): Promise<ProductMarks & { note: Note }> {
  const [marks, notes] = await db.batch([
    db.select(productMarkColumns(userId, productId)).from(products).where(eq(products.id, productId)),
    db.select({ content: productNotes.content, updated: productNotes.updatedAt }).from(productNotes).where(and(eq(productNotes.userId, userId), eq(productNotes.productId, productId))),
  ]);
  return { ...(marks[0] ?? NO_PRODUCT_MARKS), note: notes[0] ?? null };
}

/** The popup's flags (spec §3 supplier: tagIds, followed, watch, stared), and isNew. */
export async function findSupplierMarks(db: Database, userId: number, supplierId: number): Promise<SupplierMarks> {
  const [marks] = await db.select(supplierMarkColumns(userId, supplierId)).from(suppliers).where(eq(suppliers.id, supplierId));
  return marks ?? { followed: false, watch: false, stared: false, isNew: false, tagIds: [] };
}

export async function findSupplierNote(db: Database, userId: number, supplierId: number): Promise<Note> {
  const [note] = await db
    .select({ content: supplierNotes.content, updated: supplierNotes.updatedAt })
    .from(supplierNotes)
    .where(and(eq(supplierNotes.userId, userId), eq(supplierNotes.supplierId, supplierId)));
  return note ?? null;
}
