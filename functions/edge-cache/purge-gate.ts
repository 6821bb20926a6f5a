import { DurableObject } from 'cloudflare:workers';
import type { Env } from '#functions/env.ts';
import { PurgeBatches, WORKERS_CACHE_PURGE_LIMITS, type PurgeAdmission, type PurgeLimits } from './purge-batches.ts';

/**
 * The local stand-in has no purge limits: the tests save hundreds of times a minute, and the
 * limits are tested on PurgeBatches itself (tests/unit/purge-batches.test.ts).
 */
const LOCAL_LIMITS: PurgeLimits = { burst: 1_000, callsPerMinute: 60_000, tagsPerCall: 100 };

/**
 * The account's one queue for Workers Cache purges (docs/decisions/068): the limits are the
 * account's, so one object counts them for every request in every place. It never purges itself:
 * a purge reaches only the cache of the entrypoint that calls it, so the saving request does.
 */
export class PurgeGate extends DurableObject<Env> {
  readonly #batches = new PurgeBatches(this.env.VITRINE_ENV === 'local' ? LOCAL_LIMITS : WORKERS_CACHE_PURGE_LIMITS);

  admit(tags: string[]): Promise<PurgeAdmission> {
    return this.#batches.admit(tags);
  }

  settle(batch: number, purged: boolean): void {
    this.#batches.settle(batch, purged);
  }
}

export function purgeGateOf(env: Env): DurableObjectStub<PurgeGate> {
  return env.PURGE_GATE.get(env.PURGE_GATE.idFromName('account'));
}
