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
