import type { Env } from '#functions/env.ts';

// Fixed-window counters, one Durable Object per bucket (functions/rate-limits/rate-window.ts):
// global across locations and exact, which the Workers rate-limiting binding (per location, 10 or
// 60 s periods) is not, for "5 failed logins per account in 15 minutes"; and off the D1 primary.

export type RateLimit = { limit: number; windowMs: number };

/** The binding the counters live behind; the request's `env` is one. */
export type RateWindows = Pick<Env, 'RATE_WINDOWS'>;

function windowOf({ RATE_WINDOWS }: RateWindows, bucket: string) {
  return RATE_WINDOWS.get(RATE_WINDOWS.idFromName(bucket));
}

/** Counts one event in the bucket (or `events` at once); answers how many the current window holds now. */
export function countEvent(
  windows: RateWindows,
  bucket: string,
  { windowMs }: RateLimit,
  now = Date.now(),
  events = 1,
): Promise<number> {
  return windowOf(windows, bucket).count(windowMs, now, events);
}

/** One bucket's share of a call: its limit, and how many events the call counts in it (one by default). */
export type BucketCount = { bucket: string; limit: RateLimit; events?: number };

/** Counts in every bucket at once; whether any window now holds more than its limit (each caller says no its own way). */
export async function countOverLimit(windows: RateWindows, buckets: BucketCount[], now = Date.now()): Promise<boolean> {
  const counts = await Promise.all(
    buckets.map(({ bucket, limit, events }) => countEvent(windows, bucket, limit, now, events)),
  );
  return counts.some((count, index) => count > buckets[index]!.limit.limit);
}

/** Whether the bucket's current window already holds `limit` events. */
export async function isLimited(
  windows: RateWindows,
  bucket: string,
  { limit }: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  return (await windowOf(windows, bucket).held(now)) >= limit;
}

export async function clearBucket(windows: RateWindows, bucket: string): Promise<void> {
  await windowOf(windows, bucket).clear();
}

/** The caller's address as Cloudflare saw it; locally there may be none. */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'local';
}
