import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { suppliers } from './suppliers.ts';

/**
 * One push an administrator triggered (issue 14 item 5): its followers are told through the push
 * queue, a chunk per message, and the consumer counts here what it has done.
 */
export const pushSends = sqliteTable(
  'push_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** What the followers read (issue 26 item 6); empty on pushes sent before it could be written. */
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    followers: integer('followers').notNull(),
    chunks: integer('chunks').notNull(),
    chunksDone: integer('chunks_done').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** Web Push: the followers' browsers when it was triggered, and what their push services answered. */
    webQueued: integer('web_queued').notNull().default(0),
    webSent: integer('web_sent').notNull().default(0),
    webFailed: integer('web_failed').notNull().default(0),
    /** Subscriptions the push service said are gone (404/410), deleted. */
    webExpired: integer('web_expired').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (table) => [index('push_sends_created_idx').on(table.createdAt)],
);
