// Purges wait their turn here (docs/decisions/068). Workers Cache purges run on the Free tier's
// limits whatever the plan: a bucket of calls that refills at a few a minute, and a cap on tags
// per call. Every save must purge before it answers, so saves that arrive while no call is left
// share the next one: its tags are the union of theirs, or everything when they are too many.

export type PurgeLimits = { burst: number; callsPerMinute: number; tagsPerCall: number };

/** developers.cloudflare.com workers/cache/limitations and cache/how-to/purge-cache (read 2026-11-28). */
export const WORKERS_CACHE_PURGE_LIMITS: PurgeLimits = { burst: 25, callsPerMinute: 5, tagsPerCall: 100 };

export type PurgeRequest = { tags: string[] } | { purgeEverything: true };

/** What a save is told: make the batch's one call and report it, or the outcome of the call another save made. */
export type PurgeAdmission = { lead: true; batch: number; purge: PurgeRequest } | { lead: false; purged: boolean };

/** A leader that never reports (its request died) leaves its followers to fail after this. */
export const LEADER_REPORT_TIMEOUT_MS = 30_000;

type Waiting = { tags: string[]; admit: (admission: PurgeAdmission) => void };

export class PurgeBatches {
  readonly #limits: PurgeLimits;
  #calls: number;
  #countedAt = Date.now();
  #waiting: Waiting[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #followers = new Map<number, Waiting[]>();
  #lastBatch = 0;

  constructor(limits: PurgeLimits) {
    this.#limits = limits;
    this.#calls = limits.burst;
  }

  /** Resolves when the save's turn comes (at once while calls are left). */
  admit(tags: string[]): Promise<PurgeAdmission> {
    return new Promise((admit) => {
      this.#waiting.push({ tags, admit });
      this.#scheduleCall();
    });
  }

  /** The leader's report: its followers learn whether their pages were purged. */
  settle(batch: number, purged: boolean): void {
    for (const follower of this.#followers.get(batch) ?? []) follower.admit({ lead: false, purged });
    this.#followers.delete(batch);
  }

  #refill(): void {
    const now = Date.now();
    const earned = ((now - this.#countedAt) * this.#limits.callsPerMinute) / 60_000;
    this.#calls = Math.min(this.#limits.burst, this.#calls + earned);
    this.#countedAt = now;
  }

  #msUntilACall(): number {
    this.#refill();
    return this.#calls >= 1 ? 0 : Math.ceil(((1 - this.#calls) * 60_000) / this.#limits.callsPerMinute);
  }

  /** A timer even when a call is left now: saves arriving in the same moment join one batch. */
  #scheduleCall(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#startBatch();
    }, this.#msUntilACall());
  }

  #startBatch(): void {
    if (this.#waiting.length === 0) return;
    if (this.#msUntilACall() > 0) return this.#scheduleCall();
    this.#calls -= 1;
    const [leader, ...followers] = this.#waiting.splice(0);
    const tags = [...new Set([leader!, ...followers].flatMap((waiting) => waiting.tags))];
    const batch = ++this.#lastBatch;
    this.#followers.set(batch, followers);
    setTimeout(() => this.settle(batch, false), LEADER_REPORT_TIMEOUT_MS);
    const purge: PurgeRequest = tags.length <= this.#limits.tagsPerCall ? { tags } : { purgeEverything: true };
    leader!.admit({ lead: true, batch, purge });
  }
}
