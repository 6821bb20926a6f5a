import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sessions, users } from './accounts.ts';

/**
 * A browser that asked for Web Push (My catalogue's opt-in): where its push service takes messages
 * for it, and the keys its messages are encrypted to. One row per endpoint: a browser signed in
 * as someone else moves to them (with the browser's own keys). It lives as long as the session it
 * was made in: a logout, a password change, a disable or an expiry ends it with the session (issue 24).
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always set by the opt-in; null only in the migration's SQL, which removed the rows made before it. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId, table.id),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);
