import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { products, productViews, suppliers, supplierViews } from '#functions/db/schema/index.ts';
import { markedProductColumns, markedSupplierColumns, toMarkedProduct, toMarkedSupplier } from './marked-cards.ts';
import type { MarkedProduct, MarkedSupplier } from '#src/shared/engagement.ts';

/** Spec §7 recently-list: a short memory of what the user looked at, kept per user and kind. */
export const RECENT_VIEWS_KEPT = 50;

/** Where each kind's views live and how a call names the viewed row; SQL from here only, never from input. */
const VIEW_TABLES = {
  supplier: { table: 'supplier_views', target: 'supplier_id', source: 'select id from suppliers where name = ?2' },
  product: { table: 'product_views', target: 'product_id', source: 'select id from products where id = ?2' },
} as const;

/**
 * A view again only moves the row's time, and what falls past the newest 50 is pruned in the same
 * batch, so the table stays bounded whatever the user browses. A target that is gone records nothing.
 */
async function recordView(
  db: Database,
  kind: keyof typeof VIEW_TABLES,
  userId: number,
  key: string | number,
  now: number,
): Promise<void> {
  const { table, target, source } = VIEW_TABLES[kind];
  await runStatements(db, [
    // "where true": SQLite needs it to tell an upsert's ON CONFLICT from a join after INSERT … SELECT.
    rawStatement(
      `insert into ${table} (user_id, ${target}, viewed_at) select ?1, viewed.id, ?3 from (${source}) viewed where true
       on conflict (user_id, ${target}) do update set viewed_at = excluded.viewed_at`,
      userId,
      key,
      now,
    ),
    rawStatement(
      `delete from ${table} where user_id = ?1 and ${target} not in (select ${target} from ${table} where user_id = ?1 order by viewed_at desc, ${target} desc limit ?2)`,
      userId,
      RECENT_VIEWS_KEPT,
    ),
  ]);
}

/** The user opened the supplier's company page (GET app/supplier/detail/{id}, by URL name). */
export function recordSupplierView(
  db: Database,
  userId: number,
  supplierName: string,
  now = Date.now(),
): Promise<void> {
  return recordView(db, 'supplier', userId, supplierName, now);
}

/** The user opened the product's page (GET common/product/detail/{productId}, signed in). */
export function recordProductView(db: Database, userId: number, productId: number, now = Date.now()): Promise<void> {
  return recordView(db, 'product', userId, productId, now);
}

/** GET app/supplier/recently-list: live suppliers the user viewed, newest view first, as My catalogue shows them. */
export async function recentlyViewedSuppliers(db: Database, userId: number): Promise<MarkedSupplier[]> {
  const rows = await db
    .select(markedSupplierColumns(userId))
    .from(supplierViews)
    .innerJoin(suppliers, eq(suppliers.id, supplierViews.supplierId))
    .where(and(eq(supplierViews.userId, userId), eq(suppliers.status, 'active')))
    .orderBy(desc(supplierViews.viewedAt), desc(supplierViews.supplierId))
    .limit(RECENT_VIEWS_KEPT);
  return rows.map(toMarkedSupplier);
}

/** GET app/product/recently-list: products visitors can still see, newest view first. */
export async function recentlyViewedProducts(db: Database, userId: number): Promise<MarkedProduct[]> {
  const rows = await db
    .select(markedProductColumns(userId))
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(productViews.userId, userId), eq(products.status, 'active'), eq(suppliers.status, 'active')))
    .orderBy(desc(productViews.viewedAt), desc(productViews.productId))
    .limit(RECENT_VIEWS_KEPT);
  return rows.map(toMarkedProduct);
}
