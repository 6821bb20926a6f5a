import { and, between, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { supplierDailyStats, supplierFollows, supplierStars, supplierWatches } from '#functions/db/schema/index.ts';
import type { Env } from '#functions/env.ts';
import {
  daysOfRange,
  utcDay,
  type DailyStatistic,
  type DailyStatisticQuery,
  type TotalStatistic,
} from '#src/shared/statistics.ts';
import { statsOf } from './count-view.ts';
import { logError } from '#functions/lib/log.ts';

/**
 * Rolls the supplier's latest views up into D1 before they are read, so the owner sees the views
 * of a minute ago. A counter that cannot answer leaves the figures as of its last roll-up.
 */
export async function rollUpViews(env: Env, supplierId: number): Promise<void> {
  try {
    await statsOf(env, supplierId).rollUp();
  } catch (error) {
    logError('statistics: roll-up failed', error, { supplierId });
  }
}

/**
 * All-time views and visitors (visitors are counted per day, so a visitor of two days counts
 * twice), and the current followers, stars and watchers.
 */
export async function readTotalStatistic(db: Database, supplierId: number): Promise<TotalStatistic> {
  const [views, followers, stars, watchers] = await db.batch([
    db
      .select({ views: sum(supplierDailyStats.views), visitors: sum(supplierDailyStats.visitors) })
      .from(supplierDailyStats)
      .where(eq(supplierDailyStats.supplierId, supplierId)),
    db.select({ n: count() }).from(supplierFollows).where(eq(supplierFollows.supplierId, supplierId)),
    db.select({ n: count() }).from(supplierStars).where(eq(supplierStars.supplierId, supplierId)),
    db.select({ n: count() }).from(supplierWatches).where(eq(supplierWatches.supplierId, supplierId)),
  ]);
  return {
    views: Number(views[0]?.views ?? 0),
    visitors: Number(views[0]?.visitors ?? 0),
    followers: followers[0]?.n ?? 0,
    stars: stars[0]?.n ?? 0,
    watchers: watchers[0]?.n ?? 0,
  };
}

const DAY_MS = 86_400_000;

/** The page figure a query asks for, as a column expression of supplier_daily_stats. */
function pageFigure(query: DailyStatisticQuery) {
  const t = supplierDailyStats;
  if (query.action === 'view') {
    if (query.type === 'product') return sql<number>`${t.productViews}`;
    if (query.type === 'supplier') return sql<number>`${t.views} - ${t.productViews}`;
    return sql<number>`${t.views}`;
  }
  if (query.type === 'product') return sql<number>`${t.productVisitors}`;
  if (query.type === 'supplier') return sql<number>`${t.supplierVisitors}`;
  return sql<number>`${t.visitors}`;
}

/** Rows of (day, value) for the query, only the days that have any. */
async function figuresByDay(
  db: Database,
  supplierId: number,
  query: DailyStatisticQuery,
  first: string,
  last: string,
): Promise<{ day: string; value: number }[]> {
  if (query.action === 'view' || query.action === 'visitor') {
    const t = supplierDailyStats;
    return db
      .select({ day: t.day, value: pageFigure(query) })
      .from(t)
      .where(and(eq(t.supplierId, supplierId), between(t.day, first, last)));
  }
  const table = query.action === 'follow' ? supplierFollows : supplierStars;
  const day = sql<string>`strftime('%Y-%m-%d', ${table.createdAt} / 1000, 'unixepoch')`;
  return db
    .select({ day, value: count() })
    .from(table)
    .where(
      and(
        eq(table.supplierId, supplierId),
        gte(table.createdAt, Date.parse(`${first}T00:00:00Z`)),
        lte(table.createdAt, Date.parse(`${last}T00:00:00Z`) + DAY_MS - 1),
      ),
    )
    .groupBy(day);
}

/** One value per day of the range, oldest first, zero where nothing was counted. */
export async function readDailyStatistic(
  db: Database,
  supplierId: number,
  query: DailyStatisticQuery,
  now = Date.now(),
): Promise<DailyStatistic> {
  const days = daysOfRange(query.dateRange, utcDay(now));
  const rows = await figuresByDay(db, supplierId, query, days[0]!, days.at(-1)!);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  const values = days.map((day) => byDay.get(day) ?? 0);
  return { days, values, total: values.reduce((a, b) => a + b, 0) };
}
