import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Products a signed-in user starred (spec: api/app/product/star). */
export const productStars = sqliteTable(
  'product_stars',
  {
    userId: userId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_stars_product_idx').on(table.productId),
  ],
);

/** A user's private note on a product (spec: My Notes); plain text, shown with its date. */
export const productNotes = sqliteTable(
  'product_notes',
  {
    userId: userId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** A user's private note on a supplier, shown on its company page. */
export const supplierNotes = sqliteTable(
  'supplier_notes',
  {
    userId: userId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.supplierId] })],
);
