import { atom } from 'nanostores';
import {
  followersAtEndOfDays,
  type ChatStatistic,
  type DailyStatistic,
  type DailyStatisticInput,
  type ProductViewsStatistic,
  type StatisticAction,
  type StatisticRange,
  type TotalStatistic,
} from '#src/shared/statistics.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// The Statistics screen's data (spec §7 supplier/statistic, issue 26 item 5): the totals, one
// series, the products' views and the chats, cached by @nanostores/query (DESIGN §9) under the
// range and figure chosen, so going back to a choice seen a moment ago answers at once. The calls
// roll the latest views up first on the server.

const BASE = '/api/supplier/statistic';

/**
 * What the chart shows: a figure the daily call counts, or one read from another answer —
 * 'followers' (the count at the end of each day) and 'chats' (conversations started).
 */
export type StatisticFigure = StatisticAction | 'followers' | 'chats';

export const $totalStatistic = createFetcherStore<TotalStatistic>([`${BASE}/total-statistic`]);

/** The screen's choices: how many days, and what is counted. */
export const $statisticRange = atom<StatisticRange>(30);
export const $statisticFigure = atom<StatisticFigure>('view');

const dailyOf = (range: StatisticRange, action: StatisticAction) =>
  request<DailyStatistic>(`${BASE}/daily-statistic`, {
    method: 'POST',
    body: { dateRange: range, type: 'all', action } satisfies DailyStatisticInput,
  });

const chatsOf = (range: StatisticRange) => request<ChatStatistic>(`${BASE}/chat-statistic?dateRange=${range}`);

/** The chosen figure as one value per day. */
async function seriesOf(range: StatisticRange, figure: StatisticFigure): Promise<DailyStatistic> {
  if (figure === 'chats') {
    const chats = await chatsOf(range);
    return { days: chats.days, values: chats.started, total: chats.totalStarted };
  }
  if (figure !== 'followers') return dailyOf(range, figure);
  const [daily, totals] = await Promise.all([
    dailyOf(range, 'follow'),
    request<TotalStatistic>(`${BASE}/total-statistic`),
  ]);
  const values = followersAtEndOfDays(daily.values, totals.followers);
  // A running count has no sum: its "total" is where it stands today.
  return { days: daily.days, values, total: values.at(-1) ?? 0 };
}

export const $dailyStatistic = createFetcherStore<DailyStatistic>(
  [`${BASE}/daily-statistic?range=`, $statisticRange, '&figure=', $statisticFigure],
  {
    fetcher: (_url, range, _sep, figure) =>
      seriesOf(Number(range) as StatisticRange, String(figure) as StatisticFigure),
  },
);

export const $productViews = createFetcherStore<ProductViewsStatistic>([
  `${BASE}/product-views?dateRange=`,
  $statisticRange,
]);

export const $chatStatistic = createFetcherStore<ChatStatistic>([`${BASE}/chat-statistic?dateRange=`, $statisticRange]);

/** Reads everything again (the Refresh button). */
export function refreshStatistics(): void {
  void $totalStatistic.revalidate();
  void $dailyStatistic.revalidate();
  void $productViews.revalidate();
  void $chatStatistic.revalidate();
}
