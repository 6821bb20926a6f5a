/** The seed's "now": every createdAt, updatedAt and post time is an offset from it, never Date.now(). */
export const SEED_TIME = Date.UTC(2026, 9, 1, 8, 0);

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function daysBeforeSeed(days: number): number {
  return SEED_TIME - Math.round(days * DAY);
}
