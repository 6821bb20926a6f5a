import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { followersAtEndOfDays, median, statisticRangeQuerySchema } from '#src/shared/statistics.ts';

// Issue 26 item 5: the figures the Statistics screen derives, and the GET calls' range.

describe('followersAtEndOfDays', () => {
  it('counts back from today’s followers through each day’s new ones', () => {
    // 10 followers today; 2 came today, 3 two days ago: the days before held 5 and 8.
    expect(followersAtEndOfDays([0, 3, 0, 2], 10)).toEqual([5, 8, 8, 10]);
    expect(followersAtEndOfDays([], 4)).toEqual([]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([240, 30, 120])).toBe(120);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe('statisticRangeQuerySchema', () => {
  it('reads dateRange=7|30|90 or start and end, and refuses anything else', () => {
    expect(v.parse(statisticRangeQuerySchema, { dateRange: '90' })).toBe(90);
    expect(v.parse(statisticRangeQuerySchema, { start: '2026-03-01', end: '2026-03-04' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-04',
    });
    for (const query of [
      {},
      { dateRange: '14' },
      { start: '2026-03-04', end: '2026-03-01' },
      { start: '2026-02-30', end: '2026-03-01' },
    ])
      expect(v.safeParse(statisticRangeQuerySchema, query).success, JSON.stringify(query)).toBe(false);
  });
});
