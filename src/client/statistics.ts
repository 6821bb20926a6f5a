import { atom } from 'nanostores';
import type {
  DailyStatistic,
  DailyStatisticInput,
  StatisticAction,
  StatisticRange,
  TotalStatistic,
} from '#src/shared/statistics.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// The Statistics screen's data (spec §7 supplier/statistic): the totals and one series, cached by
// @nanostores/query (DESIGN §9) under the range and action chosen, so going back to a choice seen
// a moment ago answers at once. Both calls roll the latest views up first on the server.

const BASE = '/api/supplier/statistic';

export const $totalStatistic = createFetcherStore<TotalStatistic>([`${BASE}/total-statistic`]);

/** The screen's choices: how many days, and what is counted. */
export const $statisticRange = atom<StatisticRange>(30);
export const $statisticAction = atom<StatisticAction>('view');

export const $dailyStatistic = createFetcherStore<DailyStatistic>(
  [`${BASE}/daily-statistic?range=`, $statisticRange, '&action=', $statisticAction],
  {
    fetcher: (_url, range, _sep, action) =>
      request<DailyStatistic>(`${BASE}/daily-statistic`, {
        method: 'POST',
        body: {
          dateRange: Number(range) as StatisticRange,
          type: 'all',
          action: String(action) as StatisticAction,
        } satisfies DailyStatisticInput,
      }),
  },
);

/** Reads both again (the Refresh button). */
export function refreshStatistics(): void {
  void $totalStatistic.revalidate();
  void $dailyStatistic.revalidate();
}
