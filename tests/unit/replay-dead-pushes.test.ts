import { describe, expect, it } from 'vitest';
import { queuesApi } from '#functions/local/queues-api.ts';
import { pushQueuesOf, replayDeadPushes } from '#functions/local/replay-dead-pushes.ts';

// npm run push:replay (functions/local/replay-dead-pushes.ts) against a stand-in of Cloudflare's
// Queues REST API: every dead chunk goes back on the push queue once, in order, with its body as
// sent; a batch leaves the dead-letter queue only once the push queue took it.

type Stored = { id: string; body: string; lease_id?: string };

/** Two queues behind Cloudflare's REST paths, as fetch sees them; `failPushes` refuses the next N batch pushes. */
function cloudflareStandIn(deadBodies: unknown[]) {
  const queues: Record<string, { name: string; messages: Stored[] }> = {
    q1: { name: 'vitrine-push', messages: [] },
    q2: {
      name: 'vitrine-push-dlq',
      messages: deadBodies.map((body, index) => ({ id: `m${index}`, body: JSON.stringify(body) })),
    },
  };
  const state = { failPushes: 0, calls: [] as string[], leases: 0 };
  const ok = (result: unknown) => Response.json({ success: true, errors: [], result });
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(url.origin).toBe('https://api.cloudflare.com');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    const path = url.pathname.replace('/client/v4/accounts/account-1/queues', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, any>) : {};
    state.calls.push(`${init?.method} ${path || '/'}`);
    if (path === '') return ok(Object.entries(queues).map(([queue_id, { name }]) => ({ queue_id, queue_name: name })));
    const [, id, , action] = path.split('/');
    const queue = queues[id!]!;
    if (action === 'pull') {
      const free = queue.messages.filter((message) => !message.lease_id).slice(0, body.batch_size);
      for (const message of free) message.lease_id = `lease-${++state.leases}`;
      return ok({ messages: free.map((message) => ({ ...message, attempts: 4 })) });
    }
    if (action === 'batch') {
      if (state.failPushes-- > 0) return Response.json({ success: false, errors: [{ code: 10000 }] }, { status: 500 });
      for (const { body: sent, content_type } of body.messages) {
        expect(content_type).toBe('json');
        queue.messages.push({ id: `new${queue.messages.length}`, body: JSON.stringify(sent) });
      }
      return ok(null);
    }
    if (action === 'ack') {
      const acked = new Set(body.acks.map(({ lease_id }: { lease_id: string }) => lease_id));
      queue.messages = queue.messages.filter((message) => !acked.has(message.lease_id));
      return ok({ ackCount: acked.size, retryCount: 0 });
    }
    throw new Error(`unexpected call ${path}`);
  }) as typeof fetch;
  return { api: queuesApi('account-1', 'token-1', fetcher), queues, state };
}

const chunk = (index: number) => ({
  kind: 'web',
  sendId: 7,
  supplierId: 3,
  fromUserId: index * 500,
  toUserId: index * 500 + 500,
});

describe('replaying dead push chunks', () => {
  it('moves every dead chunk back onto the push queue, once and in order, and empties the dead-letter queue', async () => {
    const dead = Array.from({ length: 230 }, (_, index) => chunk(index));
    const { api, queues } = cloudflareStandIn(dead);
    expect(await replayDeadPushes(api, 'vitrine-push-dlq', 'vitrine-push')).toBe(230);
    expect(queues.q1!.messages.map(({ body }) => JSON.parse(body))).toEqual(dead);
    expect(queues.q2!.messages).toEqual([]);
  });

  it('leaves a batch on the dead-letter queue when the push queue refuses it', async () => {
    const { api, queues, state } = cloudflareStandIn([chunk(0), chunk(1)]);
    state.failPushes = 1;
    await expect(replayDeadPushes(api, 'vitrine-push-dlq', 'vitrine-push')).rejects.toThrow(/answered 500/);
    expect(queues.q1!.messages).toEqual([]);
    expect(queues.q2!.messages).toHaveLength(2);
    expect(state.calls.some((call) => call.endsWith('/ack'))).toBe(false);
  });

  it('says so when there is nothing to replay, and reads the queues of each environment from wrangler.toml', async () => {
    const { api } = cloudflareStandIn([]);
    expect(await replayDeadPushes(api, 'vitrine-push-dlq', 'vitrine-push')).toBe(0);
    expect(pushQueuesOf(undefined)).toEqual({ queue: 'vitrine-push', deadLetters: 'vitrine-push-dlq' });
    expect(pushQueuesOf('staging')).toEqual({ queue: 'vitrine-push-staging', deadLetters: 'vitrine-push-staging-dlq' });
  });
});
