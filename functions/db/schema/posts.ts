import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { galleryMediaColumns, timestamps } from './columns.ts';
import { suppliers } from './suppliers.ts';

/** A supplier's post, or a post about one of its products when productId is set. */
export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    ...timestamps,
  },
  (table) => [
    index('posts_supplier_idx').on(table.supplierId, table.createdAt),
    index('posts_product_idx').on(table.productId, table.createdAt),
  ],
);

export const postMedias = sqliteTable(
  'post_medias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    ...galleryMediaColumns(),
  },
  (table) => [index('post_medias_post_idx').on(table.postId, table.position)],
);
