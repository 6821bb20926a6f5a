import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEADER_REPORT_TIMEOUT_MS,
  PurgeBatches,
  WORKERS_CACHE_PURGE_LIMITS,
  type PurgeAdmission,
} from '#functions/edge-cache/purge-batches.ts';

// The account's queue of Workers Cache purges under Cloudflare's limits (25 calls at once, then 5 a
// minute, 100 tags a call): saves that find no call left share the next one.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Admits a save and records when and how it was let through. */
function admitSave(batches: PurgeBatches, tags: string[], admitted: PurgeAdmission[]) {
  void batches.admit(tags).then((admission) => admitted.push(admission));
}

describe('purge batches', () => {
  it('lets each save lead its own call while the burst lasts', async () => {
    const batches = new PurgeBatches(WORKERS_CACHE_PURGE_LIMITS);
    const admitted: PurgeAdmission[] = [];
    for (let save = 1; save <= 25; save++) {
      admitSave(batches, [`supplier-${save}`], admitted);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(admitted).toHaveLength(25);
    expect(admitted.every((admission) => admission.lead)).toBe(true);
    expect(admitted[24]).toMatchObject({ purge: { tags: ['supplier-25'] } });
  });

  it('then makes the saves of the next 12 seconds share one call, led by the first', async () => {
    const batches = new PurgeBatches(WORKERS_CACHE_PURGE_LIMITS);
    const spent: PurgeAdmission[] = [];
    for (let save = 1; save <= 25; save++) {
      admitSave(batches, [`spent-${save}`], spent);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(spent).toHaveLength(25);

    const admitted: PurgeAdmission[] = [];
    admitSave(batches, ['supplier-1'], admitted);
    admitSave(batches, ['supplier-2', 'person-9'], admitted);
    admitSave(batches, ['supplier-1'], admitted);
    await vi.advanceTimersByTimeAsync(11_500);
    expect(admitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(admitted).toHaveLength(1);
    const [lead] = admitted;
    expect(lead).toMatchObject({ lead: true, purge: { tags: ['supplier-1', 'supplier-2', 'person-9'] } });

    batches.settle((lead as { batch: number }).batch, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(admitted.slice(1)).toEqual([
      { lead: false, purged: true },
      { lead: false, purged: true },
    ]);
  });

  it('purges everything when a batch gathers more tags than one call may carry', async () => {
    const batches = new PurgeBatches({ burst: 1, callsPerMinute: 5, tagsPerCall: 100 });
    const admitted: PurgeAdmission[] = [];
    admitSave(batches, ['first'], admitted);
    await vi.advanceTimersByTimeAsync(1);
    for (let save = 1; save <= 101; save++) admitSave(batches, [`supplier-${save}`], admitted);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(admitted[1]).toMatchObject({ lead: true, purge: { purgeEverything: true } });
  });

  it('tells the followers their pages were not purged when the leader never reports', async () => {
    const batches = new PurgeBatches({ burst: 1, callsPerMinute: 5, tagsPerCall: 100 });
    const admitted: PurgeAdmission[] = [];
    admitSave(batches, ['a'], admitted);
    admitSave(batches, ['b'], admitted);
    await vi.advanceTimersByTimeAsync(1);
    expect(admitted).toEqual([expect.objectContaining({ lead: true, purge: { tags: ['a', 'b'] } })]);
    await vi.advanceTimersByTimeAsync(LEADER_REPORT_TIMEOUT_MS);
    expect(admitted[1]).toEqual({ lead: false, purged: false });
  });
});
