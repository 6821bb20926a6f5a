import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';
import { REPORT_STATUSES } from '#src/shared/admin-reports.ts';
import { REPORT_REASONS } from '#src/shared/reports.ts';

/**
 * A buyer's report for the admin area. It outlives the reporter's account (reporter set null): the
 * complaint is about the supplier, not about the person who made it.
 */
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    explanation: text('explanation').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: integer('created_at').notNull(),
    /** Who handled or dismissed it, when, and the admin's note (the audit log keeps the e-mail too). */
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at'),
    resolutionNote: text('resolution_note').notNull().default(''),
  },
  (table) => [
    index('reports_status_idx').on(table.status, table.createdAt),
    index('reports_supplier_idx').on(table.supplierId),
  ],
);

export const reportPhotos = sqliteTable(
  'report_photos',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.position] })],
);
