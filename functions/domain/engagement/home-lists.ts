import { and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client.ts';
import { productFollows, productFollowTags, products, productStars, supplierFollows, supplierFollowTags, suppliers } from '../../db/schema/index.ts';
import { mediaUrlOrNull } from '../../lib/media/media-key.ts';
import { pagerEntries, pageOffset, toPage, type Page } from '../../lib/pager.ts';
import { recordIdSchema } from '../../lib/validation.ts';
import { productCardColumns, toProductCard, type ProductCard } from '../catalog/product-cards.ts';
import { productMarkColumns, supplierMarkColumns } from './mark-flags.ts';

// My catalogue (issue 5 §6): POST app/home/suppliers, search and products.

const HOME_PAGE_SIZE = 20;
const optionalTagId = v.optional(v.nullable(recordIdSchema));

export const homeSuppliersInput = v.object({ ...pagerEntries(HOME_PAGE_SIZE), tagId: optionalTagId });
export const homeSearchInput = v.object({
  ...pagerEntries(HOME_PAGE_SIZE),
  tagId: optionalTagId,
  keyword: v.pipe(v.string('invalid_keyword'), v.trim(), v.maxLength(100, 'invalid_keyword')),
});
/** Which products: followed, starred, or both (the default). */
export const HOME_PRODUCT_FILTERS = ['all', 'followed', 'starred'] as const;
export const homeProductsInput = v.object({
  ...pagerEntries(HOME_PAGE_SIZE),
  tagId: optionalTagId,
  filter: v.optional(v.picklist(HOME_PRODUCT_FILTERS, 'invalid_filter'), 'all'),
});

/** Spec §3 supplier as read by the supplier page, for the user's list; id is the URL name. */
export type FollowedSupplier = {
  id: string;
  companyName: string;
  avatar: string | null;
  catalogVersion: number;
  followed: boolean;
  watch: boolean;
  stared: boolean;
  isNew: boolean;
  tagIds: number[];
};

export type MarkedProduct = ProductCard & { supplierId: string; followed: boolean; watch: boolean; isNew: boolean; tagIds: number[] };

async function followedSupplierPage(db: Database, userId: number, input: { pageNo: number; pageSize: number; tagId?: number | null }, extra?: SQL): Promise<Page<FollowedSupplier>> {
  const where = and(
    eq(supplierFollows.userId, userId),
    eq(suppliers.status, 'active'),
    input.tagId == null
      ? undefined
      : exists(db.select({ one: sql`1` }).from(supplierFollowTags).where(and(eq(supplierFollowTags.userId, userId), eq(supplierFollowTags.supplierId, suppliers.id), eq(supplierFollowTags.tagId, input.tagId)))),
    extra,
  );
  const [rows, totals] = await db.batch([
    db
      .select({ id: suppliers.name, companyName: suppliers.companyName, avatarKey: suppliers.avatarKey, catalogVersion: suppliers.catalogVersion, ...supplierMarkColumns(userId, sql`${suppliers.id}`) })
      .from(supplierFollows)
      .innerJoin(suppliers, eq(suppliers.id, supplierFollows.supplierId))
      .where(where)
      // New ones first, then the latest followed.
      .orderBy(desc(supplierFollows.isNew), desc(supplierFollows.createdAt), desc(suppliers.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(supplierFollows).innerJoin(suppliers, eq(suppliers.id, supplierFollows.supplierId)).where(where),
  ]);
  const list = rows.map(({ avatarKey, ...row }) => ({ ...row, avatar: mediaUrlOrNull(avatarKey) }));
  return toPage(list, totals[0]?.total ?? 0, input);
}

/** POST app/home/suppliers {pageNo, pageSize, tagId?}: the suppliers the user follows. */
export function homeSuppliers(db: Database, userId: number, input: v.InferOutput<typeof homeSuppliersInput>) {
  return followedSupplierPage(db, userId, input);
}

/** POST app/home/search {keyword, ...}: followed suppliers whose company or URL name holds the keyword. */
export function homeSearch(db: Database, userId: number, input: v.InferOutput<typeof homeSearchInput>) {
  const keyword = input.keyword.toLowerCase();
  const match = keyword === '' ? undefined : or(sql`instr(lower(${suppliers.companyName}), ${keyword}) > 0`, sql`instr(${suppliers.name}, ${keyword}) > 0`);
  return followedSupplierPage(db, userId, input, match);
}

/** POST app/home/products {pageNo, pageSize, tagId?, filter?}: followed and starred products of live suppliers. */
export async function homeProducts(db: Database, userId: number, input: v.InferOutput<typeof homeProductsInput>): Promise<Page<MarkedProduct>> {
  const followed = exists(db.select({ one: sql`1` }).from(productFollows).where(and(eq(productFollows.userId, userId), eq(productFollows.productId, products.id))));
  const starred = exists(db.select({ one: sql`1` }).from(productStars).where(and(eq(productStars.userId, userId), eq(productStars.productId, products.id))));
  const tagged =
    input.tagId == null
      ? undefined
      : exists(db.select({ one: sql`1` }).from(productFollowTags).where(and(eq(productFollowTags.userId, userId), eq(productFollowTags.productId, products.id), eq(productFollowTags.tagId, input.tagId))));
  const marked = input.filter === 'followed' ? followed : input.filter === 'starred' ? starred : or(followed, starred);
  const where = and(marked, tagged, eq(products.status, 'active'), eq(suppliers.status, 'active'));
  const [rows, totals] = await db.batch([
    db
      .select({ ...productCardColumns, supplierName: suppliers.name, ...productMarkColumns(userId, sql`${products.id}`) })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(products).innerJoin(suppliers, eq(suppliers.id, products.supplierId)).where(where),
  ]);
  const list = rows.map((row) => ({ ...toProductCard(row), star: row.star, supplierId: row.supplierName, followed: row.followed, watch: row.watch, isNew: row.isNew, tagIds: row.tagIds }));
  return toPage(list, totals[0]?.total ?? 0, input);
}
