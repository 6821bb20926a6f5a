import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { clearBucket, countEvent, countOverLimit, isLimited } from '#functions/lib/rate-limit.ts';

// The rate-limit windows, one RateWindow object per bucket (docs/decisions/071): exact counts in
// fixed windows, apart per bucket, and nothing left behind once a window is over.

const MINUTE = { limit: 3, windowMs: 60_000 };
const objectOf = (bucket: string) => env.RATE_WINDOWS.get(env.RATE_WINDOWS.idFromName(bucket));
const storedWindow = (bucket: string) =>
  runInDurableObject(objectOf(bucket), (_instance, state) => state.storage.kv.get('window') ?? null);

describe('rate-limit windows', () => {
  it('counts each call in its own bucket and answers the window’s count, several events at once too', async () => {
    const now = Date.now();
    expect(await countEvent(env, 'test:a', MINUTE, now)).toBe(1);
    expect(await countEvent(env, 'test:a', MINUTE, now + 1)).toBe(2);
    expect(await countEvent(env, 'test:b', MINUTE, now + 2)).toBe(1);
    expect(await countEvent(env, 'test:a', MINUTE, now + 3, 5)).toBe(7);
    expect(await countEvent(env, 'test:b', MINUTE, now + 4)).toBe(2);
  });

  it('counts a call in all its buckets and says when any of them went over its own limit', async () => {
    const now = Date.now();
    const call = [
      { bucket: 'test:wide', limit: { limit: 10, windowMs: 60_000 }, events: 4 },
      { bucket: 'test:narrow', limit: { limit: 1, windowMs: 60_000 } },
    ];
    expect(await countOverLimit(env, call, now)).toBe(false);
    // The narrow bucket now holds 2 of 1, the wide one 8 of 10: over, and both were counted.
    expect(await countOverLimit(env, call, now + 1)).toBe(true);
    expect(await countEvent(env, 'test:wide', call[0]!.limit, now + 2)).toBe(9);
  });

  it('is limited once the window holds the limit, until the window ends or the bucket is cleared', async () => {
    const start = Date.now();
    for (let event = 0; event < MINUTE.limit - 1; event++) await countEvent(env, 'test:full', MINUTE, start);
    expect(await isLimited(env, 'test:full', MINUTE, start)).toBe(false);
    await countEvent(env, 'test:full', MINUTE, start);
    expect(await isLimited(env, 'test:full', MINUTE, start + MINUTE.windowMs - 1)).toBe(true);
    // The window is fixed: a minute after its first event a new one starts with this event.
    expect(await isLimited(env, 'test:full', MINUTE, start + MINUTE.windowMs)).toBe(false);
    expect(await countEvent(env, 'test:full', MINUTE, start + MINUTE.windowMs)).toBe(1);

    await countEvent(env, 'test:cleared', MINUTE, start, MINUTE.limit);
    expect(await isLimited(env, 'test:cleared', MINUTE, start)).toBe(true);
    await clearBucket(env, 'test:cleared');
    expect(await isLimited(env, 'test:cleared', MINUTE, start)).toBe(false);
    expect(await countEvent(env, 'test:cleared', MINUTE, start)).toBe(1);
  });

  it('empties itself when its window ends, and keeps a window that still runs', async () => {
    const longAgo = Date.now() - 2 * MINUTE.windowMs;
    await countEvent(env, 'test:over', MINUTE, longAgo);
    expect(await storedWindow('test:over')).toMatchObject({ count: 1 });
    expect(await runDurableObjectAlarm(objectOf('test:over'))).toBe(true);
    expect(await storedWindow('test:over')).toBeNull();

    const now = Date.now();
    await countEvent(env, 'test:running', MINUTE, now);
    // The alarm run early (as after a clear and a new window): the window stays, and so does its end.
    expect(await runDurableObjectAlarm(objectOf('test:running'))).toBe(true);
    expect(await storedWindow('test:running')).toMatchObject({ start: now, count: 1 });
    expect(await runInDurableObject(objectOf('test:running'), (_instance, state) => state.storage.getAlarm())).toBe(
      now + MINUTE.windowMs,
    );
  });
});
