import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { readChatStatistic } from '#functions/statistics/read-chat-statistic.ts';
import { readProductViews } from '#functions/statistics/read-product-views.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { readDailyStatistic, readTotalStatistic, rollUpViews } from '#functions/statistics/read-statistics.ts';
import { dailyStatisticSchema, statisticRangeQuerySchema } from '#src/shared/statistics.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

const describeCall = apiFamily('Statistics');

/**
 * Spec §7 supplier/statistic (the workspace's Statistics screen; the owner's session or the ERP
 * token): GET total-statistic → {views, visitors, followers, stars, watchers}; POST
 * daily-statistic {dateRange, type, action} → {days, values, total} (src/shared/statistics.ts
 * says how the fields are read). Both roll the supplier's latest views up first. Beside them
 * (issue 26 item 5): GET product-views and chat-statistic, over a range given as query parameters.
 */
export const statisticRoutes = supplierRouter()
  .get(
    '/total-statistic',
    describeCall({ summary: 'Totals: views, visitors, followers, stars, watchers.' }),
    async (c) => {
      await rollUpViews(c.env, c.var.supplier.id);
      return c.json(successBody(await readTotalStatistic(c.var.db, c.var.supplier.id)));
    },
  )
  .post(
    '/daily-statistic',
    describeCall({ summary: 'One count per day over a date range.', body: dailyStatisticSchema }),
    async (c) => {
      const query = parseInput(dailyStatisticSchema, await readJsonBody(c.req.raw));
      if (query.action === 'view' || query.action === 'visitor') await rollUpViews(c.env, c.var.supplier.id);
      return c.json(successBody(await readDailyStatistic(c.var.db, c.var.supplier.id, query)));
    },
  )
  .get(
    '/product-views',
    describeCall({ summary: 'Views of each product page over a date range, most viewed first.' }),
    async (c) => {
      const dateRange = parseInput(statisticRangeQuerySchema, c.req.query());
      await rollUpViews(c.env, c.var.supplier.id);
      return c.json(successBody(await readProductViews(c.var.db, c.var.supplier.id, dateRange)));
    },
  )
  .get(
    '/chat-statistic',
    describeCall({ summary: 'Chats started and answered per day, and the median first-answer time.' }),
    async (c) => {
      const dateRange = parseInput(statisticRangeQuerySchema, c.req.query());
      return c.json(successBody(await readChatStatistic(c.var.db, c.var.supplier.id, dateRange)));
    },
  );
