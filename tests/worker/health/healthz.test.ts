import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerHealth } from '#functions/health/answer-health.ts';
import { callWorker } from '#tests/worker/support/call-worker.ts';

// GET /healthz (docs/operations.md): an uptime monitor's and the deploy smoke test's question,
// answered through the whole Worker from the real bindings; a part that fails is named, with 503.

type Health = { status: string; checks: Record<'d1' | 'r2' | 'queue', { ok: boolean; ms?: number }> };

describe('/healthz', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 ok with D1, R2 and the queue binding checked, never cached, to anyone', async () => {
    const answer = await callWorker('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([]);
    const health = (await answer.json()) as Health;
    expect(health.status).toBe('ok');
    expect(health.checks.d1.ok && health.checks.r2.ok && health.checks.queue.ok).toBe(true);
  });

  it('answers 503 naming the part that failed, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenDatabase = {
      prepare: () => ({ first: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')) }),
    } as unknown as D1Database;
    const answer = await answerHealth({ ...env, DB: brokenDatabase });
    expect(answer.status).toBe(503);
    const health = (await answer.json()) as Health;
    expect(health.status).toBe('failing');
    expect(health.checks.d1.ok).toBe(false);
    expect(health.checks.r2.ok).toBe(true);
    expect(JSON.stringify(health)).not.toContain('Network connection lost');
    expect(logged.mock.calls.map(([line]) => JSON.parse(line as string).event)).toEqual(['healthz: d1 failed']);

    const withoutQueue = await answerHealth({ ...env, PUSH_QUEUE: undefined as unknown as Queue });
    expect(withoutQueue.status).toBe(503);
    expect(((await withoutQueue.json()) as Health).checks.queue.ok).toBe(false);
  });
});
