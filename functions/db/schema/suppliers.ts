import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { SUPPLIER_STATUSES } from '#src/shared/admin-suppliers.ts';
import { CUSTOM_DOMAIN_STATUSES } from '#src/shared/custom-domain.ts';

export const suppliers = sqliteTable(
  'suppliers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The URL name, `/{name}`: see domain/suppliers/supplier-name.ts for its rules. */
    name: text('name').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUPPLIER_STATUSES }).notNull().default('active'),
    /** Bumped by every edit of the supplier's catalogue or profile; part of every page cache key. */
    catalogVersion: integer('catalog_version').notNull().default(1),
    /**
     * The team's median first-answer time over the last 90 days, in minutes; null with too few
     * chats (functions/domain/messaging/answer-times.ts, run hourly).
     */
    answerMinutes: integer('answer_minutes'),
    companyName: text('company_name').notNull(),
    avatarKey: text('avatar_key'),
    countryCode: text('country_code').notNull().default(''),
    region: text('region').notNull().default(''),
    established: text('established').notNull().default(''),
    address: text('address').notNull().default(''),
    businessType: text('business_type').notNull().default(''),
    categories: text('categories', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    mainProducts: text('main_products').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    relatedSupplierId: integer('related_supplier_id').references((): AnySQLiteColumn => suppliers.id, {
      onDelete: 'set null',
    }),
    // Meta settings (spec: favicon, logo, mainColor, secondColor, metaDescription).
    faviconKey: text('favicon_key'),
    logoKey: text('logo_key'),
    mainColor: text('main_color').notNull().default('#1f5fbf'),
    secondColor: text('second_color').notNull().default('#f2a516'),
    metaDescription: text('meta_description').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('suppliers_owner_idx').on(table.ownerId)],
);

/** The supplier's developer (ERP) token: shown once, stored as its SHA-256 (DESIGN §4). */
export const developerTokens = sqliteTable('developer_tokens', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: integer('created_at').notNull(),
  lastUsedAt: integer('last_used_at'),
});

/**
 * The supplier's current app-binding code (PATCH supplier/home/create-qrcode): one per supplier, a
 * new one replaces it. Kept readable, not hashed, because its QR code is drawn again on request;
 * it signs a phone in once, within minutes (domain/suppliers/app-bindings.ts).
 */
export const appBindings = sqliteTable('app_bindings', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  sid: text('sid').notNull().unique(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * The catalogue's own hostname (shop.example.com), one per catalogue; see
 * domain/suppliers/custom-domain.ts. Saving one proves nothing: it serves only once verified (its
 * TXT record found, and in production Cloudflare's custom hostname active). A pending claim
 * reserves nothing, so a squatter's claim never blocks the owner: the first catalogue to verify a
 * hostname has it, which the partial unique index decides.
 */
export const customDomains = sqliteTable(
  'custom_domains',
  {
    supplierId: integer('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    status: text('status', { enum: CUSTOM_DOMAIN_STATUSES }).notNull().default('pending'),
    /** The random part of the TXT record's value (src/shared/custom-domain.ts verificationRecord). */
    token: text('token').notNull(),
    /** The last check's finding (DOMAIN_REASONS), null before the first check and once verified. */
    reason: text('reason'),
    /** Production: Cloudflare for SaaS's id of the custom hostname, made once the TXT record is found. */
    saasHostnameId: text('saas_hostname_id'),
    checkedAt: integer('checked_at'),
    verifiedAt: integer('verified_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('custom_domains_verified_hostname_unique')
      .on(table.hostname)
      .where(sql`status = 'verified'`),
    index('custom_domains_hostname_idx').on(table.hostname),
  ],
);
