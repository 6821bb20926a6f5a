import { and, between, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { productDailyViews, products } from '#functions/db/schema/index.ts';
import { productCardColumns } from '#functions/domain/catalogue/product-cards.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import {
  daysOfRange,
  MAX_PRODUCT_VIEW_ROWS,
  utcDay,
  type DailyStatisticQuery,
  type ProductViewsStatistic,
} from '#src/shared/statistics.ts';

/**
 * GET supplier/statistic/product-views: each product's page views over the range, most viewed
 * first, with its name and first picture as its own page shows them. Only the supplier's own
 * products can be in its rows (the roll-up writes no other), and the filter says so again.
 */
export async function readProductViews(
  db: Database,
  supplierId: number,
  dateRange: DailyStatisticQuery['dateRange'],
  now = Date.now(),
): Promise<ProductViewsStatistic> {
  const days = daysOfRange(dateRange, utcDay(now));
  const t = productDailyViews;
  const inRange = and(eq(t.supplierId, supplierId), between(t.day, days[0]!, days.at(-1)!));
  const views = sql<number>`sum(${t.views})`.mapWith(Number);
  const [all, rows] = await db.batch([
    db
      .select({ total: sum(t.views) })
      .from(t)
      .where(inRange),
    db
      .select({ ...productCardColumns, views })
      .from(t)
      .innerJoin(products, and(eq(products.id, t.productId), eq(products.supplierId, supplierId)))
      .where(inRange)
      .groupBy(products.id)
      .orderBy(desc(views), products.productName, products.id)
      .limit(MAX_PRODUCT_VIEW_ROWS),
  ]);
  return {
    days,
    total: Number(all[0]?.total ?? 0),
    products: rows.map((row) => ({
      productId: row.id,
      name: row.productName,
      picture: mediaUrlOrNull(row.imageKey),
      views: row.views,
    })),
  };
}
