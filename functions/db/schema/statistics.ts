import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';

/**
 * A supplier's page views per UTC day (DESIGN §9), rolled up from its SupplierStats Durable Object
 * (functions/statistics): the totals of the day, written whole (never incremented), so a retried
 * roll-up is harmless. Visitors are distinct keyed hashes of address + browser + day: who they
 * are is never stored, and the same person on two days is two visitors.
 */
export const supplierDailyStats = sqliteTable(
  'supplier_daily_stats',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD (UTC). */
    day: text('day').notNull(),
    /** Every counted page: storefront, company and product pages. */
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
    productVisitors: integer('product_visitors').notNull().default(0),
    /** Distinct visitors of the storefront and company pages. */
    supplierVisitors: integer('supplier_visitors').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.day] })],
);

/**
 * Views of each product's page per UTC day (issue 26 item 5: views per product, the top
 * products), rolled up with supplier_daily_stats from the same counter and, like it, written
 * whole. A product that is deleted takes its rows along.
 */
export const productDailyViews = sqliteTable(
  'product_daily_views',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD (UTC). */
    day: text('day').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  // A supplier's range of days is one stretch of the key; a product's own rows go with it.
  (table) => [
    primaryKey({ columns: [table.supplierId, table.day, table.productId] }),
    index('product_daily_views_product_idx').on(table.productId),
  ],
);
