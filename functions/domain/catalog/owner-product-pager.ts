import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pagerEntries } from '#functions/lib/pager.ts';
import { products } from '#functions/db/schema/index.ts';

export const ownerProductPagerInput = v.object({
  ...pagerEntries(20),
  /** Spec: search by product name or model number. */
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
});

export type OwnerProductRow = {
  id: number;
  modelNumber: string;
  productName: string;
  status: 'active' | 'disabled';
  createdAt: number;
  updatedAt: number;
};

function containsIgnoringCase(column: typeof products.productName | typeof products.modelNumber, keyword: string): SQL {
  return sql`instr(lower(${column}), lower(${keyword})) > 0`;
}

/** A supplier's own products, active and disabled, newest first (back office and ERP). */
export async function ownerProductPage(
  db: Database,
  supplierId: number,
  input: v.InferOutput<typeof ownerProductPagerInput>,
): Promise<{ list: OwnerProductRow[]; total: number }> {
  const where = and(
    eq(products.supplierId, supplierId),
    input.keyword
      ? or(
          containsIgnoringCase(products.productName, input.keyword),
          containsIgnoringCase(products.modelNumber, input.keyword),
        )
      : undefined,
  );
  const [list, totals] = await db.batch([
    db
      .select({
        id: products.id,
        modelNumber: products.modelNumber,
        productName: products.productName,
        status: products.status,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
}
