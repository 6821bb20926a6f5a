import { DurableObject } from 'cloudflare:workers';
import type { Env } from '#functions/env.ts';

/** The bucket's current window: when it started, how long it runs, and how many it holds. */
type Window = { start: number; windowMs: number; count: number };

/**
 * One rate-limit bucket ("write:message:user:42"), counted in fixed windows (docs/decisions/071).
 * An object per bucket keeps the counting exact and global, as D1 did, without a write to the one
 * D1 primary on every limited call: each bucket is its own single-threaded counter, wherever it is.
 * It empties itself when its window ends, so nothing needs sweeping.
 */
export class RateWindow extends DurableObject<Env> {
  /** Counts `events` at `now` in a window `windowMs` long; answers how many the window holds now. */
  count(windowMs: number, now: number, events: number): number {
    const current = this.#current(now);
    const next = current ? { ...current, count: current.count + events } : { start: now, windowMs, count: events };
    this.ctx.storage.kv.put('window', next);
    if (!current) void this.ctx.storage.setAlarm(next.start + windowMs);
    return next.count;
  }

  /** How many the window holds at `now`, without counting. */
  held(now: number): number {
    return this.#current(now)?.count ?? 0;
  }

  clear(): Promise<void> {
    return this.ctx.storage.deleteAll();
  }

  /** The window is over (or was cleared and counted again: then wait for the new one's end). */
  override async alarm(): Promise<void> {
    const window = this.#current(Date.now());
    if (window) await this.ctx.storage.setAlarm(window.start + window.windowMs);
    else await this.ctx.storage.deleteAll();
  }

  #current(now: number): Window | undefined {
    const window = this.ctx.storage.kv.get<Window>('window');
    return window && window.start > now - window.windowMs ? window : undefined;
  }
}
