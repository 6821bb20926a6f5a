// npm run push:replay [-- --env staging]
// Puts the push chunks that failed every retry (the push queue's dead-letter queue) back on the push
// queue, oldest first, once whatever failed them is fixed (docs/operations.md). A chunk that told
// the app failed whole, so telling it again tells nobody twice; a browser chunk may reach a few
// browsers twice. Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (Queues: Edit).
import { parseArgs } from 'node:util';
import { queuesApi, type QueuesApi } from './queues-api.ts';
import { readDeployConfig } from './deploy-config.ts';

/** Pull consumers take at most 100 messages a call. */
const BATCH = 100;

/**
 * Moves every message of `deadLetters` onto `queue`, a batch at a time: a batch is acknowledged on
 * the dead-letter queue only once the push queue took it, so a failure loses nothing. Answers how
 * many were moved.
 */
export async function replayDeadPushes(api: QueuesApi, deadLetters: string, queue: string): Promise<number> {
  const [from, to] = await Promise.all([api.queueId(deadLetters), api.queueId(queue)]);
  let moved = 0;
  for (;;) {
    const messages = await api.pull(from, BATCH);
    if (messages.length === 0) return moved;
    await api.pushJson(
      to,
      messages.map(({ body }) => JSON.parse(body) as unknown),
    );
    await api.ack(
      from,
      messages.map(({ lease_id }) => lease_id),
    );
    moved += messages.length;
  }
}

/** The push queue and its dead-letter queue of an environment of wrangler.toml. */
export function pushQueuesOf(environment: string | undefined): { queue: string; deadLetters: string } {
  const consumers: { queue: string; dead_letter_queue?: string }[] =
    readDeployConfig(environment).queues.consumers ?? [];
  const consumer = consumers.find(({ dead_letter_queue }) => dead_letter_queue);
  if (!consumer?.dead_letter_queue) throw new Error('wrangler.toml names no dead-letter queue for the push queue');
  return { queue: consumer.queue, deadLetters: consumer.dead_letter_queue };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { env: { type: 'string' } } });
  const { CLOUDFLARE_ACCOUNT_ID: accountId, CLOUDFLARE_API_TOKEN: apiToken } = process.env;
  if (!accountId || !apiToken) {
    console.error('Set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (Queues: Edit).');
    process.exit(2);
  }
  const { queue, deadLetters } = pushQueuesOf(values.env);
  const moved = await replayDeadPushes(queuesApi(accountId, apiToken), deadLetters, queue);
  console.log(`${moved} push ${moved === 1 ? 'chunk' : 'chunks'} moved from ${deadLetters} back to ${queue}.`);
}
