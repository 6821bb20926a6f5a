import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client.ts';
import { products } from '#functions/db/schema/index.ts';
import { productCardColumns, type ProductCardRow } from './product-cards.ts';
import type { ProductSortId } from '#src/shared/catalog.ts';

// A page of product cards in one of the storefront's sort orders, read from whichever end of the
// order is nearer. The card itself (columns, shape) is product-cards.ts's.

/** Each sort's order, ties broken by id so that every page has one place in it. */
const ORDERINGS: Record<ProductSortId, [SQLiteColumn, 'asc' | 'desc'][]> = {
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'desc'],
  ],
  modelnumber: [
    [products.modelNumber, 'asc'],
    [products.id, 'asc'],
  ],
  productname: [
    [products.productName, 'asc'],
    [products.id, 'asc'],
  ],
};

function orderBy(sort: ProductSortId, reversed: boolean): SQL {
  return sql.join(
    ORDERINGS[sort].map(([column, direction]) => {
      const descending = (direction === 'desc') !== reversed;
      return sql`${column} ${sql.raw(descending ? 'desc' : 'asc')}`;
    }),
    sql`, `,
  );
}

/** The card columns under ProductCardRow's names, for the inner statements written in SQL. */
const cardColumns = sql.join(
  Object.entries(productCardColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/** Those names read back by the outer select, a query builder so that it can join a batch. */
const cardFields = Object.fromEntries(
  Object.keys(productCardColumns).map((name) => [name, sql`${sql.identifier(name)}`]),
) as { [Name in keyof ProductCardRow]: SQL<ProductCardRow[Name]> };

function selectCards(db: Database, rows: SQL) {
  return db.select(cardFields).from(sql`(${rows})`);
}

function cardsInOrder(where: SQL | undefined, ordering: SQL, limit: SQL, offset: SQL): SQL {
  return sql`select * from (select ${cardColumns} from ${products} where ${where ?? sql`1`} order by ${ordering} limit ${limit} offset ${offset})`;
}

export type PageWindow = { sort: ProductSortId; offset: number; size: number };

/**
 * A page past the middle of the order is read from its far end and turned round: a deep page of
 * a 100,000-product catalogue then steps over at most half the supplier's index entries, not all of
 * them. Only a page whose total is known before reading (a kept count) can choose.
 */
export function readsFromFarEnd(page: PageWindow, total: number): boolean {
  return page.offset * 2 > total;
}

/** The cards of a page, read from the start of the order (searches, whose total is counted alongside). */
export function pageCardsQuery(db: Database, where: SQL | undefined, page: PageWindow) {
  return selectCards(db, cardsInOrder(where, orderBy(page.sort, false), sql`${page.size}`, sql`${page.offset}`));
}

/**
 * The cards of a page whose total (`total`, a scalar subquery) is kept: one statement whose two
 * halves read from either end, only the nearer one reading anything (the other's limit is 0).
 * Rows read from the far end come in reverse order: the caller turns them round (readsFromFarEnd).
 */
export function pageCardsFromNearerEndQuery(db: Database, where: SQL | undefined, page: PageWindow, total: SQL) {
  const { offset, size } = page;
  const fromStart = sql`${offset} * 2 <= ${total}`;
  const fromFarEnd = cardsInOrder(
    where,
    orderBy(page.sort, true),
    sql`case when ${fromStart} then 0 else max(min(${size}, ${total} - ${offset}), 0) end`,
    sql`max(${total} - ${offset} - ${size}, 0)`,
  );
  const fromStartRows = cardsInOrder(
    where,
    orderBy(page.sort, false),
    sql`case when ${fromStart} then ${size} else 0 end`,
    sql`${offset}`,
  );
  return selectCards(db, sql`${fromStartRows} union all ${fromFarEnd}`);
}
