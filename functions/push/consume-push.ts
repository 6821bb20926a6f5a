import { openDatabase } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { tellChunk, type PushChunk } from './push-chunk.ts';
import { deliverWebChunk } from './web-push-chunk.ts';
import { logError } from '#functions/lib/log.ts';

/**
 * The push queue's consumer: each message tells one chunk of followers in the app, or sends to
 * their browsers (kind 'web'). A chunk that fails is retried alone (up to max_retries in
 * wrangler.toml); the others are acknowledged.
 */
export async function consumePushBatch(batch: MessageBatch<PushChunk>, env: Env): Promise<void> {
  const db = openDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      await (message.body.kind === 'web' ? deliverWebChunk(db, env, message.body) : tellChunk(db, message.body));
      message.ack();
    } catch (failure) {
      logError('push: chunk failed, retried later', failure, {
        sendId: message.body.sendId,
        attempts: message.attempts,
      });
      message.retry();
    }
  }
}
