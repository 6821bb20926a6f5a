import { noteGroupedWrite } from '#functions/db/round-trips.ts';
import type { Env } from '#functions/env.ts';
import type { MessageEntry, MessageRow } from './write-message-group.ts';

/**
 * Conversations are spread over this many MessageLog objects. Each takes at most about 1,000 calls
 * a second (a Durable Object's soft limit), so 16 carry 16,000 messages a second, ×100 of the
 * load model (docs/scale.md); fewer would make larger groups but meet that limit sooner.
 */
export const MESSAGE_LOG_SHARDS = 16;

export type MessageLogs = Pick<Env, 'MESSAGE_LOG'>;

/** Hands one message to its conversation's MessageLog and answers the row stored. */
export async function appendMessage({ MESSAGE_LOG }: MessageLogs, entry: MessageEntry): Promise<MessageRow> {
  const log = MESSAGE_LOG.get(MESSAGE_LOG.idFromName(`shard:${entry.chatId % MESSAGE_LOG_SHARDS}`));
  const appended = await log.append(entry);
  if ('failure' in appended) throw new Error(`The message was not stored: ${appended.failure}`);
  noteGroupedWrite(appended.groupSize);
  return appended.row;
}
