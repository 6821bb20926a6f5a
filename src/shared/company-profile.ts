import * as v from 'valibot';
import { isCountryCode } from './countries.ts';
import { emailRule, optional, websiteRule } from './account-rules.ts';
import { supplierNameSchema } from './supplier-name.ts';

// The company profile as the owner edits it (spec §2 profile tabs, §7 supplier/home PATCH calls):
// one schema per tab, used by the workspace form as the owner types and by the API on every call.
// Schemas carry codes; the back office's *-messages.ts turn them into sentences.

/** A text field: trimmed, at most `max` characters, empty allowed unless `min` says otherwise. */
export function text(max: number, min = 0) {
  return v.pipe(v.string('invalid_type'), v.trim(), v.minLength(min, 'required'), v.maxLength(max, `too_long_${max}`));
}

/** Rich text from the editor; the server sanitises it on every write (DESIGN §5). */
export const richText = (max: number) => v.pipe(v.string('invalid_type'), v.maxLength(max, `too_long_${max}`));

/** A country as ISO 3166-1 names it (a pseudo-locale such as XA is none). */
export const countryRule = v.pipe(v.string('invalid_country'), v.trim(), v.check(isCountryCode, 'invalid_country'));

/** R2 keys the server handed out at upload: SHA-256 of the bytes plus an extension (lib/media/media-key.ts). */
export const mediaKeyRule = v.pipe(v.string('invalid_key'), v.regex(/^[0-9a-f]{64}\.[a-z0-9]{2,5}$/, 'invalid_key'));
/** A gallery video: a file kept in R2 (its key), or a video Cloudflare Stream keeps (its 32-digit uid). */
export const videoKeyRule = v.pipe(
  v.string('invalid_key'),
  v.regex(/^(?:[0-9a-f]{64}\.[a-z0-9]{2,5}|[0-9a-f]{32})$/, 'invalid_key'),
);

export const MAX_CATEGORIES = 20;
/** Spec §3 Supplier: the categories the company's card lists (the related Company section, supplier lists). */
export const categoriesRule = v.pipe(
  v.array(text(60, 1), 'invalid_type'),
  v.maxLength(MAX_CATEGORIES, `too_many_${MAX_CATEGORIES}`),
  v.check((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'duplicate_category'),
);
/** The related Company shown on the company page: another active catalogue, by its public id (URL name). */
export const RELATED_SUPPLIER_NOT_FOUND = 'related_supplier_not_found';
export const RELATED_SUPPLIER_SELF = 'related_supplier_self';

export const profileSchema = v.object({
  companyName: text(120, 1),
  region: text(80),
  established: v.pipe(text(4), v.regex(/^(\d{4})?$/, 'invalid_year')),
  address: text(300),
  businessType: text(120),
  mainProducts: richText(5_000),
  description: richText(20_000),
  email: optional(emailRule, 'invalid_email'),
  phone: v.pipe(text(40), v.regex(/^[\d\s()+\-./]*$/, 'invalid_phone')),
  website: optional(websiteRule, 'invalid_website'),
  country: v.union([countryRule, v.literal('')], 'invalid_country'),
});

/**
 * The supplier's avatar, categories and related Company (issue 26 item 1), beside the General
 * tab's fields in PATCH profile. Left out, each is kept as it is (clients that predate them keep
 * working); a screen that edits them validates with this schema.
 */
export const companyIdentitySchema = v.object({
  /** Spec §3 Supplier avatar: a picture's key from POST home/file (resizeImage=true), or null for none. */
  avatar: v.optional(v.nullable(mediaKeyRule)),
  categories: v.optional(categoriesRule),
  /** The related Company's id (its URL name), or null (or '') for none. */
  relatedSupplierId: v.optional(v.nullable(v.union([supplierNameSchema, v.literal('')], 'invalid_supplier_name'))),
});

/** PATCH supplier/home/profile: the General tab's fields and, optionally, the company's identity. */
export const profilePatchSchema = v.object({ ...profileSchema.entries, ...companyIdentitySchema.entries });
export type ProfileInput = v.InferOutput<typeof profilePatchSchema>;

export const MAX_HIGHLIGHTS = 20;
export const highlightsSchema = v.object({
  highlights: v.pipe(
    v.array(v.object({ name: text(60, 1), value: text(200, 1) }), 'invalid_type'),
    v.maxLength(MAX_HIGHLIGHTS, `too_many_${MAX_HIGHLIGHTS}`),
  ),
});

export const MAX_MEDIAS = 30;
export const mediasSchema = v.object({
  medias: v.pipe(
    v.array(
      v.variant('type', [
        v.object({ type: v.literal('image'), key: mediaKeyRule }),
        v.object({ type: v.literal('video'), key: videoKeyRule, posterKey: v.nullish(mediaKeyRule) }),
      ]),
      'invalid_type',
    ),
    v.maxLength(MAX_MEDIAS, `too_many_${MAX_MEDIAS}`),
  ),
});

export const MAX_TURNOVERS = 20;
/** Regions' shares of the turnover; the public pie adds a blank slice for what is left under 100. */
export const turnoversSchema = v.object({
  turnovers: v.pipe(
    v.array(
      v.object({
        region: text(60, 1),
        percent: v.pipe(
          v.number('invalid_number'),
          v.minValue(0, 'invalid_percent'),
          v.maxValue(100, 'invalid_percent'),
        ),
      }),
      'invalid_type',
    ),
    v.maxLength(MAX_TURNOVERS, `too_many_${MAX_TURNOVERS}`),
    v.check((rows) => turnoverTotal(rows) <= 100, 'turnover_total_over_100'),
  ),
});

/** Rounded to a hundredth so 33.33 + 33.33 + 33.34 is 100, not 100.00000000000001. */
export function turnoverTotal(rows: readonly { percent: number }[]): number {
  return Math.round(rows.reduce((sum, row) => sum + row.percent, 0) * 100) / 100;
}

const isoDate = v.pipe(v.string('invalid_date'), v.isoDate('invalid_date'));

export const MAX_SHOWS = 30;
export const showsSchema = v.object({
  shows: v.pipe(
    v.array(
      v.pipe(
        v.object({ name: text(120, 1), booth: text(40), start: isoDate, end: isoDate, location: text(120, 1) }),
        v.forward(
          v.check((show) => show.start <= show.end, 'show_ends_before_start'),
          ['end'],
        ),
      ),
      'invalid_type',
    ),
    v.maxLength(MAX_SHOWS, `too_many_${MAX_SHOWS}`),
  ),
});

export const MAX_CONTACTS = 20;
export const contactsSchema = v.object({
  contacts: v.pipe(
    v.array(v.object({ email: emailRule, jobTitle: text(60), canPost: v.boolean('invalid_type') }), 'invalid_type'),
    v.maxLength(MAX_CONTACTS, `too_many_${MAX_CONTACTS}`),
    v.check((rows) => new Set(rows.map((row) => row.email)).size === rows.length, 'duplicate_contact'),
  ),
});
/** Spec §8: no registered user has the e-mail the owner typed. */
export const CONTACT_USER_NOT_FOUND = 'contact_user_not_found';

export const MAX_DOCUMENTS = 30;
export const documentsSchema = v.object({
  documents: v.pipe(
    v.array(v.object({ name: text(120, 1), key: mediaKeyRule }), 'invalid_type'),
    v.maxLength(MAX_DOCUMENTS, `too_many_${MAX_DOCUMENTS}`),
  ),
});
/** A document or media item names a key nothing was uploaded under. */
export const UNKNOWN_FILE = 'unknown_file';

/** The form that opens a new catalogue (POST app/supplier/create): beyond the spec, documented in the README. */
export const createCatalogueSchema = v.object({
  companyName: text(120, 1),
  name: v.pipe(v.string('invalid_supplier_name'), v.trim(), v.toLowerCase(), supplierNameSchema),
  country: countryRule,
  businessType: text(120, 1),
});
export type CreateCatalogueInput = v.InferOutput<typeof createCatalogueSchema>;
export const SUPPLIER_NAME_TAKEN = 'supplier_name_taken';
/** A user opens one catalogue; a second would need a second owner account. */
export const ALREADY_OWNS_SUPPLIER = 'already_owns_supplier';
