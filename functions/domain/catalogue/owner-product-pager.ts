import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { mediaUrl } from '#functions/lib/media/media-key.ts';
import { productCounts, productMedias, products, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { matchSupplierProducts, MIN_INDEXED_WORD_LENGTH, productSearch } from './product-search-index.ts';
import {
  ownerProductFiltersSchema,
  type OwnerProductPage,
  type OwnerProductRow,
  type OwnerProductSort,
} from '#src/shared/owner-products.ts';

export const ownerProductPagerInput = v.object({ ...pagerEntries(20), ...ownerProductFiltersSchema.entries });
export type OwnerProductPagerInput = v.InferOutput<typeof ownerProductPagerInput>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Each sort walks an index in its order (migration 0010: supplier_id then the sort column, the
 * rowid last), so a page costs its rows, not a sort of the catalogue; the id breaks ties and
 * makes the keyset cursor exact.
 */
const SORTS = {
  newest: { column: products.createdAt, descending: true },
  updated: { column: products.updatedAt, descending: true },
  modelnumber: { column: products.modelNumber, descending: false },
  productname: { column: products.productName, descending: false },
} as const satisfies Record<OwnerProductSort, { column: unknown; descending: boolean }>;

function containsIgnoringCase(column: typeof products.productName | typeof products.modelNumber, keyword: string): SQL {
  return sql`instr(lower(${column}), lower(${keyword})) > 0`;
}

const nameOrModelContains = (keyword: string) =>
  or(containsIgnoringCase(products.productName, keyword), containsIgnoringCase(products.modelNumber, keyword));

/**
 * Spec: search by product name or model number, anywhere in either. Reading every name of a
 * 100,000-product catalogue costs hundreds of milliseconds, so a keyword the trigram index can
 * match (3+ characters) is looked up there (a quoted phrase is a substring match): the index holds
 * the active products; the disabled ones, few and found through their status index, are read.
 * A shorter keyword matches so much that the first page fills at once.
 */
function isIndexedKeyword(keyword: string): boolean {
  return [...keyword.replace(/\p{Cc}/gu, ' ').trim()].length >= MIN_INDEXED_WORD_LENGTH;
}

function keywordFilter(supplierId: number, keyword: string): SQL | undefined {
  const cleaned = keyword.replace(/\p{Cc}/gu, ' ').trim();
  if (!isIndexedKeyword(keyword)) return nameOrModelContains(keyword);
  const phrase = `{model_number product_name} : "${cleaned.replaceAll('"', '""')}"`;
  // A bound number may reach SQLite as a real ('<5.0>'); the supplier's token is its integer.
  const supplierIdAsInteger = sql<number>`cast(${supplierId} as integer)`;
  return sql`${products.id} in (
    select rowid from ${productSearch} where ${matchSupplierProducts(phrase, supplierIdAsInteger)}
    union all
    select ${products.id} from ${products}
    where ${and(eq(products.supplierId, supplierId), eq(products.status, 'disabled'), nameOrModelContains(keyword))})`;
}

/**
 * The product's first picture. The outer id is written with its table: drizzle renders a column of
 * a one-table select bare, and a bare `id` inside this subquery is product_medias' own id — which
 * once gave every row the same picture.
 */
const firstImageKey = sql<string | null>`(
  select ${productMedias.key} from ${productMedias}
  where ${productMedias.productId} = ${products}.${sql.identifier(products.id.name)}
    and ${productMedias.type} = 'image'
  order by ${productMedias.position} limit 1)`.as('image_key');

/** The cursor is the last row's sort value and id, as base64url JSON: opaque to callers. */
function encodeCursor(value: string | number, id: number): string {
  const bytes = new TextEncoder().encode(JSON.stringify([value, id]));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

function decodeCursor(after: string, sort: OwnerProductSort): [string | number, number] {
  try {
    const binary = atob(after.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
    const decoded = JSON.parse(text) as unknown;
    const expected = SORTS[sort].descending ? 'number' : 'string';
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === expected &&
      Number.isSafeInteger(decoded[1])
    )
      return decoded as [string | number, number];
  } catch {
    // refused below
  }
  throw new DomainError('invalid', [{ field: 'after', code: 'invalid_after' }]);
}

/**
 * The filters as SQL. `counting`: with an indexed keyword the total reads the matches by id
 * instead of walking the supplier's 100,000 rows and probing each (`+` keeps the supplier's
 * indexes out of it); the page keeps walking its sort index, which stops at a page of matches.
 */
function filtersOf(supplierId: number, input: OwnerProductPagerInput, now: number, counting = false): SQL | undefined {
  const matchesLead = counting && !!input.keyword && isIndexedKeyword(input.keyword);
  return and(
    matchesLead ? sql`+${products.supplierId} = ${supplierId}` : eq(products.supplierId, supplierId),
    input.keyword ? keywordFilter(supplierId, input.keyword) : undefined,
    input.status ? eq(products.status, input.status) : undefined,
    menuFilter(input.menuId),
    input.categoryId !== undefined ? eq(products.categoryId, input.categoryId) : undefined,
    input.updatedWithinDays ? gte(products.updatedAt, now - input.updatedWithinDays * DAY_MS) : undefined,
  );
}

function menuFilter(menuId: OwnerProductPagerInput['menuId']): SQL | undefined {
  if (menuId === undefined) return undefined;
  return menuId === 'none' ? isNull(products.menuId) : eq(products.menuId, menuId);
}

/**
 * How many products the filters keep. Counting 100,000 index entries is most of a page's cost, so
 * the list as it first opens (no filter, or only status and menu) is counted from product_counts,
 * the active products per menu that triggers keep (migration 0006), plus the disabled ones read
 * through their status index; other filters count the rows they keep.
 */
function totalQuery(db: Database, supplierId: number, input: OwnerProductPagerInput, where: SQL | undefined) {
  if (input.keyword || input.categoryId !== undefined || input.updatedWithinDays)
    return db.select({ total: count() }).from(products).where(where);
  const menuKey = input.menuId === 'none' ? 0 : input.menuId;
  const active = db
    .select({ n: sql<number>`coalesce(sum(${productCounts.activeProducts}), 0)` })
    .from(productCounts)
    .where(
      and(
        eq(productCounts.supplierId, supplierId),
        menuKey === undefined ? undefined : eq(productCounts.menuId, menuKey),
      ),
    );
  const disabled = db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'disabled'), menuFilter(input.menuId)));
  const total = sql<number>`${input.status === 'disabled' ? sql`0` : sql`(${active})`} + ${input.status === 'active' ? sql`0` : sql`(${disabled})`}`;
  return db
    .select({ total: total.mapWith(Number) })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
}

/**
 * POST supplier/product/pager: a supplier's own products, active and disabled (back office and
 * ERP), filtered and sorted, with the first picture. Offset paging for people (a few pages deep);
 * `after` for an ERP walking 100,000 products, which costs the same on the last page as the first.
 */
export async function ownerProductPage(
  db: Database,
  supplierId: number,
  input: OwnerProductPagerInput,
  now = Date.now(),
): Promise<OwnerProductPage> {
  const sort = SORTS[input.sort];
  const where = filtersOf(supplierId, input, now);
  const countWhere = filtersOf(supplierId, input, now, true);
  const cursor = input.after ? decodeCursor(input.after, input.sort) : null;
  const direction = sort.descending ? desc : asc;
  // Disabled products are few; by date of change they have no index of their own, so they are read
  // through their status index and sorted (`+` keeps the date's index out), rather than found by
  // walking every product's date.
  const sortKey = input.status === 'disabled' && input.sort === 'updated' ? sql`+${sort.column}` : sort.column;
  const after = sort.descending ? lt : gt;
  const listWhere = (condition: SQL | undefined) =>
    db
      .select({
        id: products.id,
        modelNumber: products.modelNumber,
        productName: products.productName,
        price: products.price,
        status: products.status,
        menuId: products.menuId,
        categoryId: products.categoryId,
        imageKey: firstImageKey,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(condition)
      .orderBy(direction(sortKey), direction(products.id))
      .limit(input.pageSize);
  let rows;
  let totals;
  if (cursor) {
    // After (value, id): the rest of value's ties, then what sorts after value. Two index ranges;
    // a row-value comparison would bound the range by value alone and read every tie (an import
    // gives thousands of products one date) on every page.
    const [ties, beyond, counted] = await db.batch([
      listWhere(and(where, eq(sort.column, cursor[0]), after(products.id, cursor[1]))),
      listWhere(and(where, after(sort.column, cursor[0]))),
      totalQuery(db, supplierId, input, countWhere),
    ]);
    rows = [...ties, ...beyond].slice(0, input.pageSize);
    totals = counted;
  } else {
    [rows, totals] = await db.batch([
      listWhere(where).offset(pageOffset(input)),
      totalQuery(db, supplierId, input, countWhere),
    ]);
  }
  const list: OwnerProductRow[] = rows.map(({ imageKey, ...row }) => ({
    ...row,
    image: imageKey ? mediaUrl(imageKey) : null,
  }));
  const last = rows.at(-1);
  const sortValue = (row: (typeof rows)[number]) =>
    ({ newest: row.createdAt, updated: row.updatedAt, modelnumber: row.modelNumber, productname: row.productName })[
      input.sort
    ];
  return {
    ...toPage(list, totals[0]?.total ?? 0, input),
    nextAfter: last && rows.length === input.pageSize ? encodeCursor(sortValue(last), last.id) : null,
  };
}
