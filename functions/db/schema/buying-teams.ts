import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { TEAM_ITEM_KINDS, TEAM_NOTICE_KINDS, TEAM_ROLES } from '#src/shared/buying-teams.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { suppliers } from './suppliers.ts';

// Buying teams (issue 29 item 1, src/shared/buying-teams.ts). Nothing here is joined into any
// supplier-side answer: a team's lists, votes and comments are its members' alone.

/** A team; deleting its owner's account deletes it (its members are told by its absence). */
export const buyingTeams = sqliteTable('buying_teams', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const buyingTeamMembers = sqliteTable(
  'buying_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => buyingTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    joinedAt: integer('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('buying_team_members_user_idx').on(table.userId),
  ],
);

/**
 * An invitation by the e-mail the inviter typed: it is shown to the account holding that address,
 * verified, whenever there is one; so the answer to the inviter never says whether there is.
 */
export const buyingTeamInvitations = sqliteTable(
  'buying_team_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    teamId: integer('team_id')
      .notNull()
      .references(() => buyingTeams.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as users.email. */
    email: text('email').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    /**
     * When the person declined: the invitation leaves their list but stays on the owner's as not
     * answered, so declining tells the owner nothing (that the address has an account, say).
     */
    declinedAt: integer('declined_at'),
  },
  (table) => [
    uniqueIndex('buying_team_invitations_team_email_idx').on(table.teamId, table.email),
    index('buying_team_invitations_email_idx').on(table.email),
  ],
);

export const buyingTeamLists = sqliteTable(
  'buying_team_lists',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    teamId: integer('team_id')
      .notNull()
      .references(() => buyingTeams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('buying_team_lists_team_idx').on(table.teamId)],
);

/**
 * A product or a supplier on a list. Its name and picture are kept as added, so the item still
 * reads right, marked gone, once the product is removed or the catalogue closed.
 */
export const buyingTeamItems = sqliteTable(
  'buying_team_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listId: integer('list_id')
      .notNull()
      .references(() => buyingTeamLists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEAM_ITEM_KINDS }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: integer('added_at').notNull(),
  },
  (table) => [
    uniqueIndex('buying_team_items_product_idx').on(table.listId, table.productId),
    uniqueIndex('buying_team_items_supplier_idx').on(table.listId, table.supplierId),
  ],
);

/** One vote per member and item, up (1) or down (-1); taking it back deletes the row. */
export const buyingTeamVotes = sqliteTable(
  'buying_team_votes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => buyingTeamItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.userId] }),
    index('buying_team_votes_user_idx').on(table.userId),
  ],
);

export const buyingTeamComments = sqliteTable(
  'buying_team_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    itemId: integer('item_id')
      .notNull()
      .references(() => buyingTeamItems.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text as typed (never HTML). */
    body: text('body').notNull(),
    /** The members it mentions, a JSON array of user ids checked against the team when written. */
    mentions: text('mentions').notNull().default('[]'),
    createdAt: integer('created_at').notNull(),
    editedAt: integer('edited_at'),
    /** The browser's key for the comment: one sent twice (kept offline, sent again) is stored once. */
    clientKey: text('client_key'),
  },
  (table) => [
    index('buying_team_comments_item_idx').on(table.itemId, table.id),
    uniqueIndex('buying_team_comments_client_key_idx').on(table.authorId, table.clientKey),
  ],
);

/** A member's notice of a new comment, or of a mention in one; gone with the member's place on the team. */
export const buyingTeamNotices = sqliteTable(
  'buying_team_notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => buyingTeams.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => buyingTeamComments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEAM_NOTICE_KINDS }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('buying_team_notices_user_idx').on(table.userId, table.teamId),
    index('buying_team_notices_comment_idx').on(table.commentId),
  ],
);
