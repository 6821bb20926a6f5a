import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';

// A buyer's marks on suppliers and products (spec §7 Engagement). Every row is the user's own and
// goes with their account (ON DELETE CASCADE), as stars and notes do (decision 012).

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id, { onDelete: 'cascade' });
const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** Suppliers in the user's catalogue; isNew says the supplier published something since the user last looked. */
export const supplierFollows = sqliteTable(
  'supplier_follows',
  {
    userId: userId(),
    supplierId: supplierId(),
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.supplierId] }),
    // Per supplier, newest first: Monitoring's follower pages and events (functions/domain/monitoring).
    index('supplier_follows_recent_idx').on(table.supplierId, table.createdAt, table.userId),
  ],
);

/** Watched suppliers: the user hears of every change to their catalogue. */
export const supplierWatches = sqliteTable(
  'supplier_watches',
  { userId: userId(), supplierId: supplierId(), createdAt: integer('created_at').notNull() },
  (table) => [
    primaryKey({ columns: [table.userId, table.supplierId] }),
    index('supplier_watches_recent_idx').on(table.supplierId, table.createdAt, table.userId),
  ],
);

/** Favorite suppliers (spec: "favorite flips stared"). */
export const supplierStars = sqliteTable(
  'supplier_stars',
  { userId: userId(), supplierId: supplierId(), createdAt: integer('created_at').notNull() },
  (table) => [
    primaryKey({ columns: [table.userId, table.supplierId] }),
    index('supplier_stars_recent_idx').on(table.supplierId, table.createdAt, table.userId),
  ],
);

/** Followed products (apart from starred ones: the spec lists both). */
export const productFollows = sqliteTable(
  'product_follows',
  {
    userId: userId(),
    productId: productId(),
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_follows_product_idx').on(table.productId),
  ],
);

export const productWatches = sqliteTable(
  'product_watches',
  { userId: userId(), productId: productId(), createdAt: integer('created_at').notNull() },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_watches_product_idx').on(table.productId),
  ],
);

/** Recently viewed suppliers; a view again only moves the row's time (bounded per user in the domain). */
export const supplierViews = sqliteTable(
  'supplier_views',
  { userId: userId(), supplierId: supplierId(), viewedAt: integer('viewed_at').notNull() },
  (table) => [
    primaryKey({ columns: [table.userId, table.supplierId] }),
    index('supplier_views_recent_idx').on(table.userId, table.viewedAt),
    index('supplier_views_visitors_idx').on(table.supplierId, table.viewedAt, table.userId),
  ],
);

export const productViews = sqliteTable(
  'product_views',
  { userId: userId(), productId: productId(), viewedAt: integer('viewed_at').notNull() },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('product_views_recent_idx').on(table.userId, table.viewedAt),
    // Monitoring's product views of one supplier's products, newest first (issue 26 item 5).
    index('product_views_product_idx').on(table.productId, table.viewedAt),
  ],
);

/** A user's private tags; `nameKey` is the name folded to lower case, unique per user. */
export const supplierTags = sqliteTable(
  'supplier_tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: userId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('supplier_tags_user_name_idx').on(table.userId, table.nameKey)],
);

export const productTags = sqliteTable(
  'product_tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: userId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('product_tags_user_name_idx').on(table.userId, table.nameKey)],
);

/** Tags on a followed supplier: unfollowing removes them (spec §4: tags need the follow). */
export const supplierFollowTags = sqliteTable(
  'supplier_follow_tags',
  {
    userId: integer('user_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => supplierTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.supplierId, table.tagId] }),
    foreignKey({
      columns: [table.userId, table.supplierId],
      foreignColumns: [supplierFollows.userId, supplierFollows.supplierId],
    }).onDelete('cascade'),
    index('supplier_follow_tags_tag_idx').on(table.tagId),
  ],
);

export const productFollowTags = sqliteTable(
  'product_follow_tags',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId, table.tagId] }),
    foreignKey({
      columns: [table.userId, table.productId],
      foreignColumns: [productFollows.userId, productFollows.productId],
    }).onDelete('cascade'),
    index('product_follow_tags_tag_idx').on(table.tagId),
  ],
);
