import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns.ts';
import { ACCOUNT_VISIBILITIES } from '#src/shared/account-rules.ts';
import { USER_STATUSES } from '#src/shared/admin-users.ts';

export { USER_STATUSES };

export const users = sqliteTable(
  'users',
  {
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
    visibility: text('visibility', { enum: ACCOUNT_VISIBILITIES }).notNull().default('visible'),
    /** The code in the register link this user shares (GET invite-url); made on first ask. */
    inviteCode: text('invite_code'),
    /** Who invited this user, when they registered through an invite link. */
    invitedBy: integer('invited_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** When a session last started (login, the app's QR sign-in, a password change's fresh session); null: never. */
    lastSignInAt: integer('last_sign_in_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_invite_code_idx').on(table.inviteCode),
    index('users_invited_by_idx').on(table.invitedBy),
    // The admin list's Disabled filter: the few disabled accounts without a scan of every user.
    index('users_status_idx').on(table.status),
  ],
);

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

export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** The links in verification and reset e-mails. The id is the SHA-256 of the token in the link. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);

/** A captcha shown to one browser: single use, one guess, a few minutes (id = SHA-256 of its cookie). */
export const captchas = sqliteTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** Local development only: the mails the Worker would have sent, for developers and e2e tests to open. */
export const localMailbox = sqliteTable('local_mailbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: integer('sent_at').notNull(),
});
