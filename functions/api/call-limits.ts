import { createMiddleware } from 'hono/factory';
import { clientAddress, countOverLimit, type RateLimit, type RateWindows } from '#functions/lib/rate-limit.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';
import { CHAT_STARTS_PER_CATALOGUE_PER_DAY, CHAT_STARTS_PER_USER_PER_HOUR } from '#src/shared/team-inbox.ts';
import type { ApiEnv, SignedInEnv, SupplierEnv } from './api-env.ts';
import { ApiError } from './api-error.ts';

// How often a caller may make the calls that store what people send: counted per user and per
// address (an office shares one, so its windows are wider), answered 429 too_many_attempts with
// the envelope once a window is full. Fixed windows, an object per bucket (lib/rate-limit.ts), exact everywhere.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Counts one call in each bucket, all at once; 429 once any of them holds more than its limit. */
export async function countCall(windows: RateWindows, buckets: [bucket: string, limit: RateLimit][]): Promise<void> {
  const over = await countOverLimit(
    windows,
    buckets.map(([bucket, limit]) => ({ bucket, limit })),
  );
  if (over) throw new ApiError(429, TOO_MANY_ATTEMPTS);
}

/** Signed-in writes, per hour: far above what a person does, far below what a script would. */
export const WRITE_LIMITS = {
  report: { perUser: 20, perAddress: 60 },
  post: { perUser: 30, perAddress: 90 },
  tag: { perUser: 120, perAddress: 360 },
  shareLink: { perUser: 30, perAddress: 90 },
  note: { perUser: 200, perAddress: 600 },
  // Chat: ten a minute on average over an hour is a busy sales contact, not a spammer's loop.
  message: { perUser: 600, perAddress: 1800 },
  // An inquiry writes to up to four catalogues' teams at once: a buyer sends a few a day.
  inquiry: { perUser: 30, perAddress: 90 },
  // Name, job title, company and photo (issue 26 item 1): a person edits them a few times; each
  // photo is an R2 object.
  profile: { perUser: 60, perAddress: 180 },
  // A buying team's lists, votes and comments (issue 29 item 1): a busy afternoon of choosing
  // together is a hundred or two; each comment also writes a notice per member.
  buyingTeam: { perUser: 300, perAddress: 900 },
  // A refused name costs nothing; this stops a script from squatting names.
  catalogue: { perUser: 10, perAddress: 30 },
} as const;

export function limitWrites(kind: keyof typeof WRITE_LIMITS) {
  const { perUser, perAddress } = WRITE_LIMITS[kind];
  return createMiddleware<SignedInEnv>(async (c, next) => {
    await countCall(c.env, [
      [`write:${kind}:user:${c.var.viewer.userId}`, { limit: perUser, windowMs: HOUR }],
      [`write:${kind}:address:${clientAddress(c.req.raw)}`, { limit: perAddress, windowMs: HOUR }],
    ]);
    await next();
  });
}

/**
 * New conversations a catalogue's team starts with its followers (issue 26 item 2): a person opens
 * a few a day, a team a few dozen; a script writing to every follower meets the limit first.
 */
export const CHAT_START_LIMITS = {
  perUser: { limit: CHAT_STARTS_PER_USER_PER_HOUR, windowMs: HOUR },
  perCatalogue: { limit: CHAT_STARTS_PER_CATALOGUE_PER_DAY, windowMs: 24 * HOUR },
} as const satisfies Record<string, RateLimit>;

/** Counts one start by this person for this catalogue; 429 once either has had its share. */
export function countChatStart(windows: RateWindows, userId: number, supplierId: number): Promise<void> {
  return countCall(windows, [
    [`chat-start:user:${userId}`, CHAT_START_LIMITS.perUser],
    [`chat-start:supplier:${supplierId}`, CHAT_START_LIMITS.perCatalogue],
  ]);
}

/**
 * The supplier family's heavy writes, per hour, counted per supplier (its owner's session and its
 * ERP token alike), per owner and per address: a catalogue's real work fits, a script's loop does not.
 */
export const SUPPLIER_WRITE_LIMITS = {
  // A 10,000-row import is 100 calls of 100 rows, checked (dry run) then written: 200 calls, and a
  // second check after fixing faults still fits; two or more imports at once do not.
  import: { perSupplier: 300, perUser: 300, perAddress: 600 },
  // A busy owner editing a 100-product catalogue: each product's pictures, two or three documents
  // and a video (signed, then sent) is about five uploads, 500 in all.
  upload: { perSupplier: 600, perUser: 600, perAddress: 1800 },
} as const;

export function limitSupplierWrites(kind: keyof typeof SUPPLIER_WRITE_LIMITS) {
  const { perSupplier, perUser, perAddress } = SUPPLIER_WRITE_LIMITS[kind];
  return createMiddleware<SupplierEnv>(async (c, next) => {
    const { supplier } = c.var;
    await countCall(c.env, [
      [`write:${kind}:supplier:${supplier.id}`, { limit: perSupplier, windowMs: HOUR }],
      [`write:${kind}:address:${clientAddress(c.req.raw)}`, { limit: perAddress, windowMs: HOUR }],
      // An ERP token is no person: its calls count for its supplier and its address.
      ...(supplier.via === 'owner'
        ? [[`write:${kind}:user:${supplier.userId}`, { limit: perUser, windowMs: HOUR }] satisfies [string, RateLimit]]
        : []),
    ]);
    await next();
  });
}

/**
 * The admin area's push, per hour: a supplier's followers hear from us a few times at most,
 * whichever administrator triggers it, and an administrator pushes a handful of suppliers.
 */
export const PUSH_TRIGGER_LIMITS = { perSupplier: 3, perAdmin: 10 } as const;

/** Counts one push of this supplier by this administrator; 429 once either has had its hour's share. */
export function countPushTrigger(windows: RateWindows, adminId: number, supplierId: number): Promise<void> {
  return countCall(windows, [
    [`push:supplier:${supplierId}`, { limit: PUSH_TRIGGER_LIMITS.perSupplier, windowMs: HOUR }],
    [`push:admin:${adminId}`, { limit: PUSH_TRIGGER_LIMITS.perAdmin, windowMs: HOUR }],
  ]);
}

/**
 * PDF catalogues rendered (issue 29 item 4): each miss runs a browser for seconds. A kept copy is
 * served without counting; a visitor changing the filter again and again, or a script, meets these.
 */
export const PDF_RENDER_LIMITS = {
  perAddress: { limit: 20, windowMs: HOUR },
  perCatalogue: { limit: 60, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** Counts one render of this catalogue's PDF for this caller; 429 once either has had its hour's share. */
export function countPdfRender(windows: RateWindows, request: Request, supplierId: number): Promise<void> {
  return countCall(windows, [
    [`pdf:address:${clientAddress(request)}`, PDF_RENDER_LIMITS.perAddress],
    [`pdf:supplier:${supplierId}`, PDF_RENDER_LIMITS.perCatalogue],
  ]);
}

/** Each captcha shown is a D1 row: a page shows one, a script would show thousands. */
export const CAPTCHAS_PER_ADDRESS = { limit: 60, windowMs: MINUTE } satisfies RateLimit;

export const limitCaptchas = createMiddleware<ApiEnv>(async (c, next) => {
  await countCall(c.env, [[`captcha:address:${clientAddress(c.req.raw)}`, CAPTCHAS_PER_ADDRESS]]);
  await next();
});

/**
 * An ERP's developer token, per supplier: 10 calls a second on average, far above a sync that
 * waits for each answer, and a stop for a runaway loop before it loads D1 for every catalogue.
 * The owner's session is a person and is not counted.
 */
export const DEVELOPER_TOKEN_CALLS = { limit: 600, windowMs: MINUTE } satisfies RateLimit;

export const limitDeveloperTokenCalls = createMiddleware<SupplierEnv>(async (c, next) => {
  // Set by supplierAccess; absent only on the login captcha the family lets through unguarded.
  const access = c.get('supplier') as SupplierEnv['Variables']['supplier'] | undefined;
  if (access?.via === 'developer_token')
    await countCall(c.env, [[`token:supplier:${access.id}`, DEVELOPER_TOKEN_CALLS]]);
  await next();
});
