// The few calls of Cloudflare's Queues REST API that replaying a dead-letter queue needs (an HTTP
// pull consumer on it: `wrangler queues consumer http add <queue>`). Only api.cloudflare.com is
// ever called; the token needs "Queues: Edit" on the account.

const API = 'https://api.cloudflare.com/client/v4';

export type PulledMessage = { id: string; body: string; lease_id: string; attempts: number };

export type QueuesApi = {
  queueId(name: string): Promise<string>;
  pull(queueId: string, batchSize: number): Promise<PulledMessage[]>;
  pushJson(queueId: string, bodies: unknown[]): Promise<void>;
  ack(queueId: string, leaseIds: string[]): Promise<void>;
};

export function queuesApi(accountId: string, apiToken: string, fetcher: typeof fetch = fetch): QueuesApi {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetcher(`${API}/accounts/${accountId}/queues${path}`, {
      method,
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const envelope = (await answer.json().catch(() => ({}))) as { success?: boolean; result?: T; errors?: unknown };
    if (!answer.ok || envelope.success !== true)
      throw new Error(`Queues API ${method} ${path} answered ${answer.status}: ${JSON.stringify(envelope.errors)}`);
    return envelope.result as T;
  }
  return {
    async queueId(name) {
      const queues = await call<{ queue_id: string; queue_name: string }[]>('GET', `?name=${encodeURIComponent(name)}`);
      const queue = queues.find(({ queue_name }) => queue_name === name);
      if (!queue) throw new Error(`no queue named ${name} in this account`);
      return queue.queue_id;
    },
    async pull(queueId, batchSize) {
      const result = await call<{ messages?: PulledMessage[] }>('POST', `/${queueId}/messages/pull`, {
        batch_size: batchSize,
        // Long enough to push the batch on and acknowledge it; a crash halfway leaves it to the next run.
        visibility_timeout_ms: 60_000,
      });
      return result.messages ?? [];
    },
    async pushJson(queueId, bodies) {
      await call('POST', `/${queueId}/messages/batch`, {
        messages: bodies.map((body) => ({ body, content_type: 'json' })),
      });
    },
    async ack(queueId, leaseIds) {
      await call('POST', `/${queueId}/messages/ack`, { acks: leaseIds.map((lease_id) => ({ lease_id })), retries: [] });
    },
  };
}
