import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import {
  companyContacts,
  products,
  productViews,
  supplierFollows,
  suppliers,
  supplierStars,
  supplierViews,
  supplierWatches,
  users,
} from '#functions/db/schema/index.ts';
import { EVENT_KINDS, type EventKind, type EventPage, type eventsQuerySchema } from '#src/shared/monitoring.ts';
import { isShown, toShownAccount } from './shown-accounts.ts';

// POST supplier/user/events: who viewed, followed, watched and starred the catalogue, and when.
// Each kind is one source of (time, user) for the supplier, read newest first from its
// (supplier_id, time, user_id) index (migration 0013); the feed is their merge. Chat, when built,
// is one more source: its kind in EVENT_KINDS and its table here.

const SOURCES = {
  view: {
    table: supplierViews,
    at: supplierViews.viewedAt,
    userId: supplierViews.userId,
    ofSupplier: (supplierId: number) => eq(supplierViews.supplierId, supplierId),
  },
  follow: {
    table: supplierFollows,
    at: supplierFollows.createdAt,
    userId: supplierFollows.userId,
    ofSupplier: (supplierId: number) => eq(supplierFollows.supplierId, supplierId),
  },
  watch: {
    table: supplierWatches,
    at: supplierWatches.createdAt,
    userId: supplierWatches.userId,
    ofSupplier: (supplierId: number) => eq(supplierWatches.supplierId, supplierId),
  },
  star: {
    table: supplierStars,
    at: supplierStars.createdAt,
    userId: supplierStars.userId,
    ofSupplier: (supplierId: number) => eq(supplierStars.supplierId, supplierId),
  },
  // A user's latest view of each product (the recently-list rows); the supplier is the product's,
  // read from the (product_id, viewed_at) index (migration 0028).
  product_view: {
    table: productViews,
    at: productViews.viewedAt,
    userId: productViews.userId,
    ofSupplier: (supplierId: number) =>
      sql`${productViews.productId} in (select ${products.id} from ${products} where ${products.supplierId} = ${supplierId})`,
  },
} satisfies Record<EventKind, { ofSupplier: (supplierId: number) => SQL | undefined; [column: string]: unknown }>;

/** The viewed product's name, for the product-view events (a column of every source's rows). */
const viewedProductName = sql<
  string | null
>`(select ${products.productName} from ${products} where ${products.id} = ${productViews.productId})`;

/** Views are a visitor's: the catalogue's own team looking at its pages is no event (issue 26 item 5). */
const VIEW_KINDS: EventKind[] = ['view', 'product_view'];

function notOnTeam(supplierId: number, userId: SQL | typeof users.id) {
  return sql`not exists (select 1 from ${suppliers} where ${suppliers.id} = ${supplierId} and ${suppliers.ownerId} = ${userId})
    and not exists (select 1 from ${companyContacts}
                    where ${companyContacts.supplierId} = ${supplierId} and ${companyContacts.userId} = ${userId})`;
}

/**
 * The last event a page showed: its time and kind, and how many events of that same time and kind
 * the pages showed so far. Not the user's id: a hidden person's id is never answered.
 */
type Cursor = { at: number; kind: EventKind; seen: number };

/** Events of the same time come in EVENT_KINDS order, then by user id, highest first. */
const rankOf = (kind: EventKind) => EVENT_KINDS.indexOf(kind);

function readCursor(before: string | null | undefined): Cursor | null {
  if (!before) return null;
  const [at, kind, seen] = before.split('.');
  return { at: Number(at), kind: kind as EventKind, seen: Number(seen) };
}

const writeCursor = ({ at, kind, seen }: Cursor) => `${at}.${kind}.${seen}`;

/** Where this kind's rows come after the cursor in the feed's order: a range of its index. */
function afterCursor(
  db: Database,
  supplierId: number,
  kind: EventKind,
  source: (typeof SOURCES)[EventKind],
  cursor: Cursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  if (rankOf(kind) < rankOf(cursor.kind)) return sql`${source.at} < ${cursor.at}`;
  if (rankOf(kind) > rankOf(cursor.kind)) return sql`${source.at} <= ${cursor.at}`;
  // The same kind: past the `seen` events of that very time, whose last user the index finds.
  const lastSeenUser = db
    .select({ userId: source.userId })
    .from(source.table)
    .where(and(source.ofSupplier(supplierId), eq(source.at, cursor.at)))
    .orderBy(desc(source.userId))
    .limit(1)
    .offset(cursor.seen - 1);
  return sql`(${source.at}, ${source.userId}) < (${cursor.at}, (${lastSeenUser}))`;
}

/** The cursor after a page: events of the last one's time and kind, counted across pages. */
function cursorAfter(page: { at: number; kind: EventKind }[], previous: Cursor | null): Cursor {
  const { at, kind } = page.at(-1)!;
  const sameOnPage = page.filter((row) => row.at === at && row.kind === kind).length;
  const sameBefore = previous && previous.at === at && previous.kind === kind ? previous.seen : 0;
  return { at, kind, seen: sameBefore + sameOnPage };
}

function sourceQuery(db: Database, supplierId: number, kind: EventKind, cursor: Cursor | null) {
  const source = SOURCES[kind];
  return db
    .select({
      kind: sql<EventKind>`${kind}`.as('kind'),
      rank: sql<number>`${rankOf(kind)}`.as('rank'),
      at: sql<number>`${source.at}`.as('at'),
      userId: sql<number>`${source.userId}`.as('user_id'),
      name: users.name,
      avatarKey: users.avatarKey,
      shown: isShown,
      productId: (kind === 'product_view' ? sql<number | null>`${productViews.productId}` : sql<null>`null`).as(
        'product_id',
      ),
      productName: (kind === 'product_view' ? viewedProductName : sql<null>`null`).as('product_name'),
    })
    .from(source.table)
    .innerJoin(users, eq(users.id, source.userId))
    .where(
      and(
        source.ofSupplier(supplierId),
        afterCursor(db, supplierId, kind, source, cursor),
        VIEW_KINDS.includes(kind) ? notOnTeam(supplierId, users.id) : undefined,
      ),
    )
    .$dynamic();
}

/** One page of the feed, newest first, from `before` (the previous page's nextBefore) on. */
export async function monitoringEvents(
  db: Database,
  supplierId: number,
  query: v.InferOutput<typeof eventsQuerySchema>,
): Promise<EventPage> {
  const kinds = query.kinds.length > 0 ? EVENT_KINDS.filter((kind) => query.kinds.includes(kind)) : [...EVENT_KINDS];
  const cursor = readCursor(query.before);
  const [first, second, ...rest] = kinds.map((kind) => sourceQuery(db, supplierId, kind, cursor));
  const feed = second ? unionAll(first!, second, ...rest) : first!;
  // One more than asked: whether it exists says if there is a next page.
  const rows = await feed.orderBy(desc(sql`at`), sql`rank`, desc(sql`user_id`)).limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return {
    list: page.map((row) => ({
      kind: row.kind,
      at: row.at,
      user: row.shown ? toShownAccount({ id: row.userId, name: row.name, avatarKey: row.avatarKey }) : null,
      product: row.productId === null ? null : { id: row.productId, name: row.productName ?? '' },
    })),
    nextBefore: rows.length > query.pageSize ? writeCursor(cursorAfter(page, cursor)) : null,
  };
}
