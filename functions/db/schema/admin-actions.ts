import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { ADMIN_ACTIONS, ADMIN_TARGET_TYPES } from '#src/shared/admin-audit.ts';

/**
 * The admin area's audit log (issue 14 item 6): one row per admin action, written in the same batch
 * as the action. Who and what are copied as text too, so the log still reads after the admin's or
 * the target's row is gone.
 */
export const adminActions = sqliteTable(
  'admin_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ADMIN_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The target as the admin saw it: an e-mail, a supplier name, a report's subject. */
    targetLabel: text('target_label').notNull(),
    note: text('note').notNull().default(''),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('admin_actions_created_idx').on(table.createdAt),
    index('admin_actions_target_idx').on(table.targetType, table.targetId),
  ],
);
