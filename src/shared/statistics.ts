import * as v from 'valibot';

// The workspace's Statistics (spec §7 supplier/statistic: GET total-statistic; POST daily-statistic
// {dateRange, type, action}). The spec names the fields only; this is how Vitrine reads them:
// - dateRange: the last 7, 30 or 90 days ending today (UTC), or {start, end} ISO dates (YYYY-MM-DD,
//   both included, at most 366 days).
// - type: which pages' figures: 'supplier' (the storefront and the company pages), 'product' (the
//   product pages) or 'all' (the default). Follows and stars belong to the supplier, not a page, so
//   type does not change them.
// - action: what is counted per day: 'view' (pages served), 'visitor' (distinct visitors that day),
//   'follow' (new followers that day) or 'star' (new stars that day; the spec's "favorite").
// The answer is one value per day, oldest first, days without any counting 0.

export const STATISTIC_RANGES = [7, 30, 90] as const;
export type StatisticRange = (typeof STATISTIC_RANGES)[number];
export const STATISTIC_TYPES = ['supplier', 'product', 'all'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];
export const STATISTIC_ACTIONS = ['view', 'visitor', 'follow', 'star'] as const;
export type StatisticAction = (typeof STATISTIC_ACTIONS)[number];

/** The longest {start, end} range, in days (both ends included). */
export const MAX_STATISTIC_DAYS = 366;

export const INVALID_DATE_RANGE = 'invalid_date_range';
export const DATE_RANGE_TOO_LONG = 'date_range_too_long';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time, in UTC. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Every day from start to end, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let time = dayTime(start); time <= dayTime(end); time += DAY_MS) days.push(utcDay(time));
  return days;
}

const isoDay = v.pipe(
  v.string(INVALID_DATE_RANGE),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE_RANGE),
  v.check((day) => !Number.isNaN(dayTime(day)) && utcDay(dayTime(day)) === day, INVALID_DATE_RANGE),
);

const explicitRange = v.pipe(
  v.object({ start: isoDay, end: isoDay }, INVALID_DATE_RANGE),
  v.check(({ start, end }) => start <= end, INVALID_DATE_RANGE),
  v.check(({ start, end }) => (dayTime(end) - dayTime(start)) / DAY_MS < MAX_STATISTIC_DAYS, DATE_RANGE_TOO_LONG),
);

export const dailyStatisticSchema = v.object({
  dateRange: v.union([v.picklist(STATISTIC_RANGES, INVALID_DATE_RANGE), explicitRange], INVALID_DATE_RANGE),
  type: v.optional(v.picklist(STATISTIC_TYPES, 'invalid_statistic_type'), 'all'),
  action: v.picklist(STATISTIC_ACTIONS, 'invalid_statistic_action'),
});
export type DailyStatisticInput = v.InferInput<typeof dailyStatisticSchema>;
export type DailyStatisticQuery = v.InferOutput<typeof dailyStatisticSchema>;

/** The days a query covers, oldest first; `today` is the current UTC day. */
export function daysOfRange(dateRange: DailyStatisticQuery['dateRange'], today: string): string[] {
  if (typeof dateRange === 'number') return daysBetween(utcDay(dayTime(today) - (dateRange - 1) * DAY_MS), today);
  return daysBetween(dateRange.start, dateRange.end);
}

/** POST daily-statistic's answer: values[i] is the figure of days[i]; total is their sum. */
export type DailyStatistic = { days: string[]; values: number[]; total: number };

/** GET total-statistic's answer: all-time views and daily visitors, and today's followers, stars, watchers. */
export type TotalStatistic = { views: number; visitors: number; followers: number; stars: number; watchers: number };

// Figures beside the spec's two calls (issue 26 item 5), read over the same ranges:
// - GET product-views?dateRange=7|30|90 (or ?start=&end=): the views of each product page in the
//   range, most viewed first (the top products), at most MAX_PRODUCT_VIEW_ROWS products.
// - GET chat-statistic?dateRange=…: conversations buyers started with the catalogue's team per day
//   (by the buyer's first message), how many of them the team answered, and the median time from
//   the buyer's first message to the team's first answer after it, in whole minutes.
// The catalogue's own team is never counted: not its page views, not its chats.

/** How many products product-views lists at most. */
export const MAX_PRODUCT_VIEW_ROWS = 50;

const rangeDays = v.pipe(
  v.string(INVALID_DATE_RANGE),
  v.transform(Number),
  v.picklist(STATISTIC_RANGES, INVALID_DATE_RANGE),
);

/** A GET call's range as query parameters: `dateRange=30`, or `start` and `end` (as daily-statistic's). */
export const statisticRangeQuerySchema = v.pipe(
  v.union([explicitRange, v.object({ dateRange: rangeDays })], INVALID_DATE_RANGE),
  v.transform((range): DailyStatisticQuery['dateRange'] => ('dateRange' in range ? range.dateRange : range)),
);
export type StatisticRangeQuery = { dateRange: `${StatisticRange}` } | { start: string; end: string };

/** One product's views in the range; `picture` is its first picture's address. */
export type ProductViews = { productId: number; name: string; picture: string | null; views: number };

/** GET product-views' answer: `total` is every product page view of the range, listed or not. */
export type ProductViewsStatistic = { days: string[]; total: number; products: ProductViews[] };

/**
 * GET chat-statistic's answer: started[i] conversations began on days[i], of which answered[i]
 * have had the team's answer by now.
 */
export type ChatStatistic = {
  days: string[];
  started: number[];
  answered: number[];
  totalStarted: number;
  totalAnswered: number;
  /** Null when no conversation of the range was answered. */
  medianFirstAnswerMinutes: number | null;
};

/**
 * Followers over time: the count at the end of each day, from today's count and the new followers
 * of each day (follows are rows while they last, so an unfollow leaves no trace to count back).
 */
export function followersAtEndOfDays(newFollowers: number[], followersNow: number): number[] {
  const counts = new Array<number>(newFollowers.length);
  let count = followersNow;
  for (let index = newFollowers.length - 1; index >= 0; index--) {
    counts[index] = count;
    count -= newFollowers[index] ?? 0;
  }
  return counts;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
