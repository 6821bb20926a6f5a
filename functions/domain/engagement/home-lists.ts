import { and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import {
  productFollows,
  productFollowTags,
  products,
  productStars,
  supplierFollows,
  supplierFollowTags,
  suppliers,
} from '#functions/db/schema/index.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { markedProductColumns, markedSupplierColumns, toMarkedProduct, toMarkedSupplier } from './marked-cards.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { HOME_PRODUCT_FILTERS } from '#src/shared/engagement.ts';
import type { Page } from '#src/shared/api.ts';
import type { MarkedProduct, MarkedSupplier } from '#src/shared/engagement.ts';

// My catalogue (issue 5 §6): POST app/home/suppliers, search and products.

const HOME_PAGE_SIZE = 20;
const optionalTagId = v.optional(v.nullable(recordIdSchema));

export const homeSuppliersInput = v.object({ ...pagerEntries(HOME_PAGE_SIZE), tagId: optionalTagId });
export const homeSearchInput = v.object({
  ...pagerEntries(HOME_PAGE_SIZE),
  tagId: optionalTagId,
  keyword: v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')),
});
export const homeProductsInput = v.object({
  ...pagerEntries(HOME_PAGE_SIZE),
  tagId: optionalTagId,
  filter: v.optional(v.picklist(HOME_PRODUCT_FILTERS, 'invalid_filter'), 'all'),
});

async function followedSupplierPage(
  db: Database,
  userId: number,
  input: { pageNo: number; pageSize: number; tagId?: number | null },
  extra?: SQL,
): Promise<Page<MarkedSupplier>> {
  const where = and(
    eq(supplierFollows.userId, userId),
    eq(suppliers.status, 'active'),
    input.tagId == null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(supplierFollowTags)
            .where(
              and(
                eq(supplierFollowTags.userId, userId),
                eq(supplierFollowTags.supplierId, suppliers.id),
                eq(supplierFollowTags.tagId, input.tagId),
              ),
            ),
        ),
    extra,
  );
  const [rows, totals] = await db.batch([
    db
      .select(markedSupplierColumns(userId))
      .from(supplierFollows)
      .innerJoin(suppliers, eq(suppliers.id, supplierFollows.supplierId))
      .where(where)
      // New ones first, then the latest followed.
      .orderBy(desc(supplierFollows.isNew), desc(supplierFollows.createdAt), desc(suppliers.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db
      .select({ total: count() })
      .from(supplierFollows)
      .innerJoin(suppliers, eq(suppliers.id, supplierFollows.supplierId))
      .where(where),
  ]);
  return toPage(rows.map(toMarkedSupplier), totals[0]?.total ?? 0, input);
}

/** POST app/home/suppliers {pageNo, pageSize, tagId?}: the suppliers the user follows. */
export function homeSuppliers(db: Database, userId: number, input: v.InferOutput<typeof homeSuppliersInput>) {
  return followedSupplierPage(db, userId, input);
}

/** POST app/home/search {keyword, ...}: followed suppliers whose company or URL name holds the keyword. */
export function homeSearch(db: Database, userId: number, input: v.InferOutput<typeof homeSearchInput>) {
  const keyword = input.keyword.toLowerCase();
  const match =
    keyword === ''
      ? undefined
      : or(sql`instr(lower(${suppliers.companyName}), ${keyword}) > 0`, sql`instr(${suppliers.name}, ${keyword}) > 0`);
  return followedSupplierPage(db, userId, input, match);
}

/** POST app/home/products {pageNo, pageSize, tagId?, filter?}: followed and starred products of live suppliers. */
export async function homeProducts(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof homeProductsInput>,
): Promise<Page<MarkedProduct>> {
  const followed = exists(
    db
      .select({ one: sql`1` })
      .from(productFollows)
      .where(and(eq(productFollows.userId, userId), eq(productFollows.productId, products.id))),
  );
  const starred = exists(
    db
      .select({ one: sql`1` })
      .from(productStars)
      .where(and(eq(productStars.userId, userId), eq(productStars.productId, products.id))),
  );
  const tagged =
    input.tagId == null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(productFollowTags)
            .where(
              and(
                eq(productFollowTags.userId, userId),
                eq(productFollowTags.productId, products.id),
                eq(productFollowTags.tagId, input.tagId),
              ),
            ),
        );
  const marked = input.filter === 'followed' ? followed : input.filter === 'starred' ? starred : or(followed, starred);
  const where = and(marked, tagged, eq(products.status, 'active'), eq(suppliers.status, 'active'));
  const [rows, totals] = await db.batch([
    db
      .select(markedProductColumns(userId))
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where),
  ]);
  return toPage(rows.map(toMarkedProduct), totals[0]?.total ?? 0, input);
}
