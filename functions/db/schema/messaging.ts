import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MESSAGE_STATUSES, MESSAGE_TYPES } from '#src/shared/messaging.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { reports } from './reports.ts';
import { suppliers } from './suppliers.ts';

const userId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One conversation between two people, begun by a buyer with one of a supplier's team (spec §1). */
export const chats = sqliteTable(
  'chats',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The supplier whose contact the buyer wrote to: what a chat report is about. */
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /**
     * The person who talks with the catalogue (issue 26 item 2, the team inbox): the other person
     * of the chat holds it for the catalogue. Null: not a conversation of the catalogue's inbox.
     */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('chats_inbox_idx').on(table.supplierId, table.buyerId)],
);

/**
 * Spec §3 message contact: one row per person and counterpart, so each side has its own list.
 * Deleting a conversation hides it for that side only: the row stays (unlisted) with the last
 * message hidden, and a new message lists it again with only what came after.
 */
export const chatContacts = sqliteTable(
  'chat_contacts',
  {
    userId: userId('user_id'),
    contactId: userId('contact_id'),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    listed: integer('listed', { mode: 'boolean' }).notNull().default(true),
    /** Messages with an id up to this one were deleted by this side (0: none). */
    hiddenThroughId: integer('hidden_through_id').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contactId] }),
    index('chat_contacts_chat_idx').on(table.chatId),
  ],
);

/** Spec §3 chat message, with the file or product it carries (columns empty for text). */
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fromId: userId('from_id'),
    toId: userId('to_id'),
    /** Milliseconds since the epoch (spec: createTime in ms). */
    createTime: integer('create_time').notNull(),
    /** Plain text as typed (never HTML); empty for files and product cards. */
    content: text('content').notNull().default(''),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    isReceived: integer('is_received', { mode: 'boolean' }).notNull().default(false),
    type: text('type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('ready'),
    /** The file's name as sent, or the product's name when the card was sent. */
    fileName: text('file_name'),
    /** R2 key of the file, or of the product's picture when the card was sent. */
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    width: integer('width'),
    height: integer('height'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** An inquiry's lines and terms as sent (functions/domain/messaging/inquiries.ts), JSON; null otherwise. */
    details: text('details'),
  },
  (table) => [
    index('messages_chat_idx').on(table.chatId, table.id),
    index('messages_unread_idx').on(table.toId, table.isRead),
  ],
);

/** Spec §7 blocking: the blocker no longer receives from, nor sends to, the blocked person. */
export const chatBlocks = sqliteTable(
  'chat_blocks',
  {
    userId: userId('user_id'),
    blockedId: userId('blocked_id'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.blockedId] }),
    index('chat_blocks_blocked_idx').on(table.blockedId),
  ],
);

/** Spec §7 report/chat: which conversation and counterpart a report is about. */
export const chatReports = sqliteTable('chat_reports', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  chatId: integer('chat_id')
    .notNull()
    .references(() => chats.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').references(() => users.id, { onDelete: 'set null' }),
});
