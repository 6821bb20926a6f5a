import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';
import { SHARE_KINDS } from '#src/shared/engagement.ts';

/** A shared set of suppliers or products behind a random link code (share-supplier or share-product create-link). */
export const shareLinks = sqliteTable(
  'share_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('share_links_user_idx').on(table.userId)],
);

/** One shared supplier or product, in the order the sharer chose. */
export const shareLinkItems = sqliteTable(
  'share_link_items',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.position] })],
);
