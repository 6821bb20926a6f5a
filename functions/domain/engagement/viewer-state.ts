import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productNotes, productStars, supplierNotes } from '../../db/schema/index.ts';
import type { Note } from './notes.ts';

/**
 * What a signed-in user has made of a product or supplier. Pages are the same for everyone and
 * cached, so islands fetch this after the page (DESIGN §3).
 */
export async function findProductViewerState(db: Database, userId: number, productId: number): Promise<{ star: boolean; note: Note }> {
  const [stars, notes] = await db.batch([
    db.select({ productId: productStars.productId }).from(productStars).where(and(eq(productStars.userId, userId), eq(productStars.productId, productId))),
    db.select({ content: productNotes.content, updated: productNotes.updatedAt }).from(productNotes).where(and(eq(productNotes.userId, userId), eq(productNotes.productId, productId))),
  ]);
  return { star: stars.length > 0, note: notes[0] ?? null };
}

export async function findSupplierNote(db: Database, userId: number, supplierId: number): Promise<Note> {
  const [note] = await db
    .select({ content: supplierNotes.content, updated: supplierNotes.updatedAt })
    .from(supplierNotes)
    .where(and(eq(supplierNotes.userId, userId), eq(supplierNotes.supplierId, supplierId)));
  return note ?? null;
}
