import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client.ts';
import {
  productFollows,
  productWatches,
  supplierFollows,
  supplierStars,
  supplierWatches,
} from '#functions/db/schema/index.ts';
import { requireExistingProduct, requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireExistingSupplier, requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import type { EngagementTarget } from '#src/shared/engagement.ts';

// A buyer's marks on a supplier or a product (spec §4): follow, watch, and a supplier's favorite.
// The product's star is product-stars.ts (app/product/star, older than these).

const MARK_TABLES = {
  supplier: { followed: supplierFollows, watch: supplierWatches, stared: supplierStars },
  product: { followed: productFollows, watch: productWatches },
} as const;

/** The marks of each kind that this module keeps. */
export type TableMark<T extends EngagementTarget> = keyof (typeof MARK_TABLES)[T['kind']];

export const SUPPLIER_NOT_FOLLOWED = 'supplier_not_followed';
export const PRODUCT_NOT_FOLLOWED = 'product_not_followed';

type MarkRows = {
  table: SQLiteTable;
  mine: SQL | undefined;
  row: { userId: number; supplierId: number } | { userId: number; productId: number };
};

/**
 * The rows of one mark: its table, the user's row for the target, and that row to insert. Putting a
 * mark on needs a live target; taking one off, any that exists, so nobody is stuck with a mark on a
 * catalogue that went away (decision 030).
 */
async function markRows(
  db: Database,
  userId: number,
  target: EngagementTarget,
  mark: string,
  live: boolean,
): Promise<MarkRows> {
  if (target.kind === 'supplier') {
    const supplier = live
      ? await requireLiveSupplier(db, target.supplierName)
      : await requireExistingSupplier(db, target.supplierName);
    const table = MARK_TABLES.supplier[mark as TableMark<typeof target>];
    return {
      table,
      mine: and(eq(table.userId, userId), eq(table.supplierId, supplier.id)),
      row: { userId, supplierId: supplier.id },
    };
  }
  await (live ? requireVisibleProduct(db, target.productId) : requireExistingProduct(db, target.productId));
  const table = MARK_TABLES.product[mark as TableMark<typeof target>];
  return {
    table,
    mine: and(eq(table.userId, userId), eq(table.productId, target.productId)),
    row: { userId, productId: target.productId },
  };
}

/**
 * Puts the mark on or takes it off; twice is the same as once. Answers the flag's new value
 * ({ followed }, { watch } or { stared }). Unfollowing drops the target's tags too (they need the follow).
 */
export async function setMark<T extends EngagementTarget, M extends TableMark<T> & string>(
  db: Database,
  userId: number,
  target: T,
  mark: M,
  on: boolean,
  now = Date.now(),
) {
  const { table, mine, row } = await markRows(db, userId, target, mark, on);
  if (on)
    await db
      .insert(table)
      .values({ ...row, createdAt: now } as never)
      .onConflictDoNothing();
  else await db.delete(table).where(mine);
  return { [mark]: on } as Record<M, boolean>;
}

/** Spec §7 is-new: marks a followed supplier or product new or seen, for the user; not followed is refused. */
export async function setIsNew(db: Database, userId: number, target: EngagementTarget, isNew: boolean) {
  if (target.kind === 'supplier') {
    const supplier = await requireExistingSupplier(db, target.supplierName);
    const mine = and(eq(supplierFollows.userId, userId), eq(supplierFollows.supplierId, supplier.id));
    const updated = await db
      .update(supplierFollows)
      .set({ isNew })
      .where(mine)
      .returning({ isNew: supplierFollows.isNew });
    if (updated.length === 0) throw new DomainError('invalid', [{ field: 'supplierId', code: SUPPLIER_NOT_FOLLOWED }]);
    return { supplierId: supplier.name, isNew };
  }
  await requireExistingProduct(db, target.productId);
  const mine = and(eq(productFollows.userId, userId), eq(productFollows.productId, target.productId));
  const updated = await db.update(productFollows).set({ isNew }).where(mine).returning({ isNew: productFollows.isNew });
  if (updated.length === 0) throw new DomainError('invalid', [{ field: 'productId', code: PRODUCT_NOT_FOLLOWED }]);
  return { productId: target.productId, isNew };
}
