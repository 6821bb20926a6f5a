import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { productCounts, supplierFollows, suppliers, users } from '#functions/db/schema/index.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { supplierFiltersSchema, type AdminSupplierPage } from '#src/shared/admin-suppliers.ts';

export const supplierPagerInput = v.object({ ...pagerEntries(20), ...supplierFiltersSchema.entries });
type SupplierPagerInput = v.InferOutput<typeof supplierPagerInput>;

function conditions(input: SupplierPagerInput): SQL | undefined {
  const keyword = input.keyword.toLowerCase();
  return and(
    // URL names are lower case already; company names are not.
    keyword
      ? sql`(instr(${suppliers.name}, ${keyword}) > 0 or instr(lower(${suppliers.companyName}), ${keyword}) > 0)`
      : undefined,
    input.status ? eq(suppliers.status, input.status) : undefined,
  );
}

// Per row of the page only, each from an index: the kept menu counts (migration 0006) and the
// follows' (supplier, time) index. Spelled out: drizzle leaves the outer column unqualified here.
const productCount = sql<number>`(select coalesce(sum(${productCounts.activeProducts}), 0) from ${productCounts}
  where ${productCounts.supplierId} = "suppliers"."id")`;
const followerCount = sql<number>`(select count(*) from ${supplierFollows}
  where ${supplierFollows.supplierId} = "suppliers"."id")`;

/** One page of every catalogue, newest first, with its owner and how big it is. */
export async function supplierPage(db: Database, input: SupplierPagerInput): Promise<AdminSupplierPage> {
  const where = conditions(input);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        companyName: suppliers.companyName,
        status: suppliers.status,
        ownerId: suppliers.ownerId,
        ownerEmail: users.email,
        productCount,
        followerCount,
        createdAt: suppliers.createdAt,
        updatedAt: suppliers.updatedAt,
      })
      .from(suppliers)
      .leftJoin(users, eq(users.id, suppliers.ownerId))
      .where(where)
      .orderBy(desc(suppliers.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  const list = rows.map(({ ownerId, ownerEmail, ...row }) => ({
    ...row,
    owner: ownerId === null || ownerEmail === null ? null : { id: ownerId, email: ownerEmail },
  }));
  return toPage(list, totals[0]?.total ?? 0, input);
}
