import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '#tests/worker/support/test-worker.ts';

// The whole Worker in local mode, as wrangler.toml's local configuration runs it without the worker
// tests' VITRINE_LOCAL_ANY_HOST: deployed by mistake, it answers nobody, and its mailbox of reset
// links and its committed secret stay on the machine that runs it.

const localMode = { ...env, VITRINE_ENV: 'local' as const, VITRINE_LOCAL_ANY_HOST: undefined };

async function fetchLocal(url: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), localMode, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('local mode', () => {
  it('refuses a request for any host but this machine’s with 421, before any page or call runs', async () => {
    for (const url of [
      'https://vitrine.someone.workers.dev/account/mailbox',
      'https://catalog.example.com/api/current',
      'https://catalog.example.com/demo',
    ]) {
      const answer = await fetchLocal(url);
      expect(answer.status, url).toBe(421);
      expect(await answer.text(), url).toMatch(/local mode and answers on this machine only/);
      expect(answer.headers.getSetCookie(), url).toEqual([]);
    }
  });

  it('answers this machine as before', async () => {
    const answer = await fetchLocal('http://localhost:4321/api/current');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  });
});
