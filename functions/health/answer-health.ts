import type { Env } from '#functions/env.ts';
import { BUILD_ID } from '#functions/lib/build-id.ts';
import { logError } from '#functions/lib/log.ts';

// GET /healthz (docs/operations.md): whether this Worker reaches what requests need (D1, R2) and
// holds the push queue's binding, for an uptime monitor and the deploy's smoke test. It says which
// part failed, never why: the log says why. Reads only, nothing a stranger's repeats could fill.

export const HEALTH_PATH = '/healthz';

type Check = { ok: boolean; ms: number };

async function timed(part: string, check: () => Promise<unknown>): Promise<Check> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    logError(`healthz: ${part} failed`, error);
    return { ok: false, ms: Date.now() - started };
  }
}

export async function answerHealth(env: Pick<Env, 'DB' | 'MEDIA' | 'PUSH_QUEUE'>): Promise<Response> {
  const [d1, r2] = await Promise.all([
    timed('d1', () => env.DB.prepare('select 1').first()),
    // An absent key answers null: the bucket was reached.
    timed('r2', () => env.MEDIA.head('healthz/probe')),
  ]);
  // Sending would start the consumer and cost a message per probe: the binding is checked, not the queue.
  const queue = { ok: typeof env.PUSH_QUEUE?.send === 'function' };
  const healthy = d1.ok && r2.ok && queue.ok;
  return Response.json(
    {
      status: healthy ? 'ok' : 'failing',
      build: BUILD_ID,
      checks: { d1, r2, queue },
    },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
