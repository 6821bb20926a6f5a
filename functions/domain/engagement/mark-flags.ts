import { sql, type SQL } from 'drizzle-orm';
import {
  productFollows,
  productFollowTags,
  productStars,
  productWatches,
  supplierFollows,
  supplierFollowTags,
  supplierStars,
  supplierWatches,
} from '#functions/db/schema/index.ts';

// The viewer's marks on each row of a select, as columns: one query answers a whole list.

const flag = (table: SQL, owner: SQL, target: SQL) =>
  sql<number>`exists (select 1 from ${table} where ${owner} and ${target})`.mapWith(Boolean);

/** followed, watch, stared, isNew and tagIds of the supplier whose id is `supplierId`, for `userId`. */
export function supplierMarkColumns(userId: number, supplierId: SQL | number) {
  return {
    followed: flag(
      sql`${supplierFollows}`,
      sql`${supplierFollows.userId} = ${userId}`,
      sql`${supplierFollows.supplierId} = ${supplierId}`,
    ),
    watch: flag(
      sql`${supplierWatches}`,
      sql`${supplierWatches.userId} = ${userId}`,
      sql`${supplierWatches.supplierId} = ${supplierId}`,
    ),
    stared: flag(
      sql`${supplierStars}`,
      sql`${supplierStars.userId} = ${userId}`,
      sql`${supplierStars.supplierId} = ${supplierId}`,
    ),
    isNew:
      sql<number>`coalesce((select ${supplierFollows.isNew} from ${supplierFollows} where ${supplierFollows.userId} = ${userId} and ${supplierFollows.supplierId} = ${supplierId}), 0)`.mapWith(
        Boolean,
      ),
    tagIds:
      sql<string>`(select json_group_array(${supplierFollowTags.tagId}) from ${supplierFollowTags} where ${supplierFollowTags.userId} = ${userId} and ${supplierFollowTags.supplierId} = ${supplierId})`.mapWith(
        parseIds,
      ),
  };
}

/** followed, watch, star, isNew and tagIds of the product whose id is `productId`, for `userId`. */
export function productMarkColumns(userId: number, productId: SQL | number) {
  return {
    followed: flag(
      sql`${productFollows}`,
      sql`${productFollows.userId} = ${userId}`,
      sql`${productFollows.productId} = ${productId}`,
    ),
    watch: flag(
      sql`${productWatches}`,
      sql`${productWatches.userId} = ${userId}`,
      sql`${productWatches.productId} = ${productId}`,
    ),
    star: flag(
      sql`${productStars}`,
      sql`${productStars.userId} = ${userId}`,
      sql`${productStars.productId} = ${productId}`,
    ),
    isNew:
      sql<number>`coalesce((select ${productFollows.isNew} from ${productFollows} where ${productFollows.userId} = ${userId} and ${productFollows.productId} = ${productId}), 0)`.mapWith(
        Boolean,
      ),
    tagIds:
      sql<string>`(select json_group_array(${productFollowTags.tagId}) from ${productFollowTags} where ${productFollowTags.userId} = ${userId} and ${productFollowTags.productId} = ${productId})`.mapWith(
        parseIds,
      ),
  };
}

function parseIds(value: unknown): number[] {
  return typeof value === 'string' ? (JSON.parse(value) as number[]) : [];
}
