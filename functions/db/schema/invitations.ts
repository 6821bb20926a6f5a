import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/** Invited users the inviter has seen (my/invited-user/is-new): no row means the invitee is new to them. */
export const seenInvitations = sqliteTable(
  'seen_invitations',
  {
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedId: integer('invited_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.inviterId, table.invitedId] })],
);
