import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { documentColumns, galleryMediaColumns } from './columns.ts';
import { suppliers } from './suppliers.ts';

const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id, { onDelete: 'cascade' });

export const companyMedias = sqliteTable(
  'company_medias',
  { id: integer('id').primaryKey({ autoIncrement: true }), supplierId: supplierId(), ...galleryMediaColumns() },
  (table) => [index('company_medias_supplier_idx').on(table.supplierId, table.position)],
);

export const companyHighlights = sqliteTable(
  'company_highlights',
  {
    supplierId: supplierId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.position] })],
);

export const companyDocuments = sqliteTable(
  'company_documents',
  { id: integer('id').primaryKey({ autoIncrement: true }), supplierId: supplierId(), ...documentColumns() },
  (table) => [index('company_documents_supplier_idx').on(table.supplierId, table.position)],
);

/** Turnover distribution by region; percents may total under 100 (the page adds a blank slice). */
export const companyTurnovers = sqliteTable(
  'company_turnovers',
  {
    supplierId: supplierId(),
    position: integer('position').notNull(),
    region: text('region').notNull(),
    percent: real('percent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.position] })],
);

export const companyTradeShows = sqliteTable(
  'company_trade_shows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: supplierId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    booth: text('booth'),
    /** ISO dates (YYYY-MM-DD). */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    location: text('location').notNull(),
  },
  (table) => [index('company_trade_shows_supplier_idx').on(table.supplierId, table.position)],
);

/** Sales contacts: app users who answer buyers' chats for the supplier. */
export const companyContacts = sqliteTable(
  'company_contacts',
  {
    supplierId: supplierId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The title buyers see, as the supplier names the contact's role; empty shows the user's own. */
    jobTitle: text('job_title').notNull().default(''),
    /** The supplier allows or disallows the contact to submit posts. */
    canPost: integer('can_post', { mode: 'boolean' }).notNull().default(false),
    /** Spec §3 contact person isNew: added since the owner last marked the team seen. */
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.supplierId, table.userId] }),
    index('company_contacts_user_idx').on(table.userId),
  ],
);

/**
 * An owner's invitation to join the sales team (issue 24): nobody is on a team without accepting.
 * Accepting moves the person into company_contacts with these settings; declining deletes the row.
 * Nothing here is shown publicly, posts or chats: every reader of the team reads company_contacts.
 */
export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    supplierId: supplierId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address as the owner typed it (normalised): the one e-mail the owner is ever answered. */
    email: text('email').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    canPost: integer('can_post', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('team_invitations_supplier_user_unique').on(table.supplierId, table.userId),
    index('team_invitations_user_idx').on(table.userId, table.createdAt),
  ],
);
