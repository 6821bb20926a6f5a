import { and, count, desc, eq, sum } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { supplierFollows, users } from '#functions/db/schema/index.ts';
import { pageOffset } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import type { FollowerPage } from '#src/shared/monitoring.ts';
import { isShown, shownAccountColumns, toShownAccount } from './shown-accounts.ts';

/** POST supplier/user/pager: the spec's {pageNo, pageSize}. */
export const followerPagerInput = v.object(pagerEntries(20));

type FollowerPager = v.InferOutput<typeof followerPagerInput>;

/**
 * The page's rows and the totals, for one batch. Both read supplier_follows_recent_idx from the
 * supplier's newest follow down (migration 0013): a page deep in 10,000 followers steps over index
 * entries, never sorts them.
 */
export function followerPageQueries(db: Database, supplierId: number, pager: FollowerPager) {
  const ofSupplier = eq(supplierFollows.supplierId, supplierId);
  return [
    db
      .select({
        ...shownAccountColumns,
        jobTitle: users.jobTitle,
        companyName: users.companyName,
        since: supplierFollows.createdAt,
      })
      .from(supplierFollows)
      .innerJoin(users, eq(users.id, supplierFollows.userId))
      .where(and(ofSupplier, isShown))
      .orderBy(desc(supplierFollows.createdAt), desc(supplierFollows.userId))
      .limit(pager.pageSize)
      .offset(pageOffset(pager)),
    db
      .select({ total: count(), shown: sum(isShown) })
      .from(supplierFollows)
      .innerJoin(users, eq(users.id, supplierFollows.userId))
      .where(ofSupplier),
  ] as const;
}

/**
 * The supplier's followers, newest first. The list holds the shown ones only; the totals count
 * everyone, and say how many are hidden, so the owner knows the real number without the names.
 */
export async function followerPage(db: Database, supplierId: number, pager: FollowerPager): Promise<FollowerPage> {
  const [rows, [totals]] = await db.batch(followerPageQueries(db, supplierId, pager));
  const total = totals?.total ?? 0;
  const shown = Number(totals?.shown ?? 0);
  return {
    list: rows.map((row) => ({
      ...toShownAccount(row),
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      since: row.since,
    })),
    total,
    hidden: total - shown,
    pageNo: pager.pageNo,
    totalPage: Math.ceil(shown / pager.pageSize),
  };
}
