import { openDatabase } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { tellChunk, type PushChunk } from './push-chunk.ts';

/**
 * The push queue's consumer: each message tells one chunk of followers. A chunk that fails is
 * retried alone (up to max_retries in wrangler.toml); the others are acknowledged.
 */
export async function consumePushBatch(batch: MessageBatch<PushChunk>, env: Env): Promise<void> {
  const db = openDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      await tellChunk(db, message.body);
      message.ack();
    } catch (failure) {
      console.error('push chunk failed', message.body.sendId, failure);
      message.retry();
    }
  }
}
