import { and, eq, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { messages } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { MESSAGE_NOT_FOUND, NOT_A_VIDEO_MESSAGE, type ChatMessage } from '#src/shared/messaging.ts';
import { selectMessages, toChatMessage } from './chat-message-shape.ts';

/**
 * POST app/message/refresh-video-message {messageId}: the video message as it stands now (spec §4:
 * a `processing` video is refreshed before it plays). Only the two people of its chat see it.
 */
export async function refreshVideoMessage(db: Database, userId: number, messageId: number): Promise<ChatMessage> {
  const [row] = await selectMessages(db).where(
    and(eq(messages.id, messageId), or(eq(messages.toId, userId), eq(messages.fromId, userId))),
  );
  if (!row) throw new DomainError('not_found', [{ field: 'messageId', code: MESSAGE_NOT_FOUND }]);
  if (row.type !== 'video') throw new DomainError('invalid', [{ field: 'messageId', code: NOT_A_VIDEO_MESSAGE }]);
  return toChatMessage(row);
}
