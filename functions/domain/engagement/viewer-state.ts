import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { productNotes, products, supplierNotes, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireActiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { PRODUCT_NOT_FOUND } from '#src/shared/api.ts';
import type { Note, ProductMarks, ProductViewerState, SupplierMarks } from '#src/shared/engagement.ts';
import { productMarkColumns, supplierMarkColumns } from './mark-flags.ts';

export const NO_PRODUCT_MARKS: ProductMarks = { star: false, followed: false, watch: false, isNew: false, tagIds: [] };

/**
 * What a signed-in user has made of a product they may see: star, marks and note, in one round
 * trip; not found or supplier_disable otherwise. Pages are the same for everyone and cached, so
 * islands fetch this after the page (DESIGN §3).
 */
export async function findProductViewerState(
  db: Database,
  userId: number,
  productId: number,
): Promise<ProductViewerState> {
  const [marks, notes] = await db.batch([
    db
      // Named apart: a batch's rows come back as objects, where two columns called status would be one.
      .select({
        status: products.status,
        supplierStatus: sql<'active' | 'disabled'>`${suppliers.status}`.as('supplier_status'),
        ...productMarkColumns(userId, productId),
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(products.id, productId)),
    db
      .select({ content: productNotes.content, updated: productNotes.updatedAt })
      .from(productNotes)
      .where(and(eq(productNotes.userId, userId), eq(productNotes.productId, productId))),
  ]);
  const row = marks[0];
  if (!row || row.status !== 'active')
    throw new DomainError('not_found', [{ field: 'productId', code: PRODUCT_NOT_FOUND }]);
  const { status, supplierStatus, ...productMarks } = row;
  requireActiveSupplier({ status: supplierStatus }, 'productId');
  return { ...productMarks, note: notes[0] ?? null };
}

/** The popup's flags (spec §3 supplier: tagIds, followed, watch, stared), and isNew. */
export async function findSupplierMarks(db: Database, userId: number, supplierId: number): Promise<SupplierMarks> {
  const [marks] = await db
    .select(supplierMarkColumns(userId, supplierId))
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return marks ?? { followed: false, watch: false, stared: false, isNew: false, tagIds: [] };
}

export async function findSupplierNote(db: Database, userId: number, supplierId: number): Promise<Note> {
  const [note] = await db
    .select({ content: supplierNotes.content, updated: supplierNotes.updatedAt })
    .from(supplierNotes)
    .where(and(eq(supplierNotes.userId, userId), eq(supplierNotes.supplierId, supplierId)));
  return note ?? null;
}
