import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { productCounts, products } from '#functions/db/schema/index.ts';
import {
  activeSupplierIdByName,
  requireActiveSupplier,
  requireLiveSupplier,
  supplierByNameQuery,
} from '#functions/domain/suppliers/supplier-lookups.ts';
import { toProductCard, type ProductCardRow } from './product-cards.ts';
import {
  pageCardsFromNearerEndQuery,
  pageCardsQuery,
  readsFromFarEnd,
  type PageWindow,
} from './product-sort-paging.ts';
import {
  matchSupplierProducts,
  MIN_INDEXED_WORD_LENGTH,
  productMatchExpression,
  productSearch,
} from './product-search-index.ts';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  PRODUCT_SORT_IDS,
  type ProductSortId,
  type ProductCard,
  type ProductSuggestion,
} from '#src/shared/catalog.ts';

/** Spec §9: the data layer's search page size is 6. */
export const DEFAULT_SEARCH_PAGE_SIZE = 6;
export const MAX_SEARCH_PAGE_SIZE = 60;
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Suggestions shown under the search box. */
export const SUGGESTION_LIMIT = 10;

/** The storefront sends the supplier's URL name as supplierId. */
const supplierNameInput = v.pipe(
  v.string('invalid_supplier'),
  v.trim(),
  v.nonEmpty('supplier_required'),
  v.maxLength(40, 'invalid_supplier'),
);

/** An id, or '' / null for "no filter" (the storefront sends an empty value). */
const optionalIdInput = v.optional(
  v.union(
    [
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d{0,15}$/),
        v.transform((text) => (text === '' ? null : Number(text))),
      ),
      v.null(),
    ],
    'invalid_id',
  ),
);

const searchQueryInput = v.optional(
  v.pipe(v.string('invalid_search_query'), v.trim(), v.maxLength(MAX_SEARCH_QUERY_LENGTH, 'search_query_too_long')),
  '',
);

export const productPagerInput = v.object({
  supplierId: supplierNameInput,
  categoryId: optionalIdInput,
  menuId: optionalIdInput,
  sort: v.optional(
    v.pipe(
      v.union([v.literal(''), v.picklist(PRODUCT_SORT_IDS)], 'invalid_sort'),
      v.transform((sort): ProductSortId => sort || DEFAULT_PRODUCT_SORT),
    ),
    DEFAULT_PRODUCT_SORT,
  ),
  searchQuery: searchQueryInput,
  ...pagerEntries(DEFAULT_SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE),
});
export type ProductPagerInput = v.InferOutput<typeof productPagerInput>;

export const productSuggestionInput = v.object({
  supplierId: supplierNameInput,
  searchQuery: v.pipe(
    v.string('invalid_search_query'),
    v.trim(),
    v.maxLength(MAX_SEARCH_QUERY_LENGTH, 'search_query_too_long'),
  ),
});
export type ProductSuggestionInput = v.InferOutput<typeof productSuggestionInput>;

/** Spec §3 product list result. */
export type ProductPage = {
  products: { list: ProductCard[]; total: number; totalPage: number; pageNo: number };
  sorts: typeof PRODUCT_SORTS;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Words of 3+ characters go through the trigram index; shorter ones (e.g. "M8") are matched as
 * substrings of the model number or name, since the index cannot see them.
 */
function textFilter(query: string, supplierId: SQL<number>): SQL | undefined {
  const words = query.split(/\s+/).filter(Boolean);
  const shortWords = words.filter((word) => [...word].length < MIN_INDEXED_WORD_LENGTH);
  const match = productMatchExpression(query);
  const conditions = shortWords.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return sql`(${products.modelNumber} like ${pattern} escape '\\' or ${products.productName} like ${pattern} escape '\\')`;
  });
  if (match)
    conditions.push(
      sql`${products.id} in (select rowid from ${productSearch} where ${matchSupplierProducts(match, supplierId)})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A menu node selects its own products and those of every node below it. */
function menuSubtree(menuId: number): SQL {
  return sql`(
    with recursive subtree(id) as (
      select ${menuId} union all select m.id from catalog_menus m join subtree on m.parent_id = subtree.id
    ) select id from subtree
  )`;
}

/** A search or a category filter: its total must be counted; browsing's is kept (product_counts). */
const countsMatches = (input: ProductPagerInput) => input.searchQuery !== '' || input.categoryId != null;

const pageWindow = (input: ProductPagerInput): PageWindow => ({
  sort: input.sort,
  offset: (input.pageNo - 1) * input.pageSize,
  size: input.pageSize,
});

/** The active products of the whole catalogue or of a menu and its sub menus, from the kept counts. */
function keptTotalQuery(db: Database, supplierId: SQL<number>, menuId: number | null | undefined) {
  return db
    .select({ total: sql<number>`coalesce(sum(${productCounts.activeProducts}), 0)`.mapWith(Number) })
    .from(productCounts)
    .where(
      and(
        eq(productCounts.supplierId, supplierId),
        menuId ? sql`${productCounts.menuId} in ${menuSubtree(menuId)}` : undefined,
      ),
    );
}

/**
 * The two reads of a product page (its total and its cards), for a caller's batch. Browsing reads
 * a few count rows for its total, whatever the catalogue's size, and its cards from the nearer end.
 */
export function productPageQueries(db: Database, input: ProductPagerInput) {
  const supplierId = activeSupplierIdByName(input.supplierId);
  const where = and(
    eq(products.supplierId, supplierId),
    eq(products.status, 'active'),
    input.menuId ? sql`${products.menuId} in ${menuSubtree(input.menuId)}` : undefined,
    input.categoryId ? eq(products.categoryId, input.categoryId) : undefined,
    textFilter(input.searchQuery, supplierId),
  );
  if (countsMatches(input))
    return [
      db.select({ total: count() }).from(products).where(where),
      pageCardsQuery(db, where, pageWindow(input)),
    ] as const;
  const keptTotal = keptTotalQuery(db, supplierId, input.menuId);
  return [keptTotal, pageCardsFromNearerEndQuery(db, where, pageWindow(input), sql`(${keptTotal})`)] as const;
}

export function toProductPage(
  input: ProductPagerInput,
  totals: { total: number }[],
  rows: ProductCardRow[],
): ProductPage {
  const total = totals[0]?.total ?? 0;
  const inOrder = !countsMatches(input) && readsFromFarEnd(pageWindow(input), total) ? rows.toReversed() : rows;
  return {
    products: {
      list: inOrder.map(toProductCard),
      total,
      totalPage: Math.ceil(total / input.pageSize),
      pageNo: input.pageNo,
    },
    sorts: PRODUCT_SORTS,
  };
}

/** POST api/common/search/product/pager, in one D1 round trip. */
export async function searchProducts(db: Database, input: ProductPagerInput): Promise<ProductPage> {
  const [supplierRows, totals, rows] = await db.batch([
    supplierByNameQuery(db, input.supplierId),
    ...productPageQueries(db, input),
  ]);
  requireActiveSupplier(supplierRows[0]);
  return toProductPage(input, totals, rows);
}

/**
 * POST api/common/search/product/suggestion: newest matches first, at most SUGGESTION_LIMIT.
 * The index is read in descending rowid order and stops at the limit, so a common word in a
 * 100,000-product catalogue costs no more than a rare one.
 */
export async function suggestProducts(db: Database, input: ProductSuggestionInput): Promise<ProductSuggestion[]> {
  const match = productMatchExpression(input.searchQuery);
  if (!match) {
    await requireLiveSupplier(db, input.supplierId);
    return [];
  }
  const [supplierRows, rows] = await db.batch([
    supplierByNameQuery(db, input.supplierId),
    db
      .select({ id: products.id, modelNumber: products.modelNumber, productName: products.productName })
      .from(productSearch)
      // The index holds active products only; the status is checked again, as the page checks it.
      .innerJoin(products, and(eq(products.id, productSearch.rowid), eq(products.status, 'active')))
      .where(matchSupplierProducts(match, activeSupplierIdByName(input.supplierId)))
      .orderBy(desc(productSearch.rowid))
      .limit(SUGGESTION_LIMIT),
  ]);
  requireActiveSupplier(supplierRows[0]);
  return rows;
}
