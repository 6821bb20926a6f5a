import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns.ts';

export const USER_STATUSES = ['active', 'temporarily_disabled'] as const;
export const USER_VISIBILITIES = ['visible', 'hidden'] as const;

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Stored trimmed and lower-cased (spec: e-mail is case-insensitive). */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  name: text('name').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  avatarKey: text('avatar_key'),
  /** Whether suppliers the user follows can see who they are (Profile > Visibility). */
  visibility: text('visibility', { enum: USER_VISIBILITIES }).notNull().default('visible'),
  ...timestamps,
});

/** One row per signed-in browser. The id is the SHA-256 of the cookie value, never the value. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** Absolute end, whatever the activity. */
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
