import { and, eq, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { messages } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { MESSAGE_NOT_FOUND } from '#src/shared/messaging.ts';
import { inIdList } from './id-list.ts';
import { unreadTotal } from './unread-total.ts';

type Flag = 'isRead' | 'isReceived';

/**
 * Sets read or received on messages of the caller's chats. Only the recipient's flags change (a
 * sender cannot mark their own message read for the other side); a message of someone else's
 * chat is not found, and then nothing changes.
 */
async function setFlag(db: Database, userId: number, flag: Flag, messageIds: number[], value: boolean) {
  const visible = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inIdList(messages.id, messageIds), or(eq(messages.toId, userId), eq(messages.fromId, userId))));
  if (visible.length < new Set(messageIds).size)
    throw new DomainError('not_found', [{ field: 'messageIds', code: MESSAGE_NOT_FOUND }]);
  await db
    .update(messages)
    .set({ [flag]: value })
    .where(and(inIdList(messages.id, messageIds), eq(messages.toId, userId)));
}

/** POST app/message/update/read {messageIds, isRead}: answers the caller's unread total afterwards. */
export async function markMessagesRead(
  db: Database,
  userId: number,
  input: { messageIds: number[]; isRead: boolean },
): Promise<{ unread: number }> {
  await setFlag(db, userId, 'isRead', input.messageIds, input.isRead);
  return { unread: await unreadTotal(db, userId) };
}

/** POST app/message/update/received {messageIds, isReceived}. */
export async function markMessagesReceived(
  db: Database,
  userId: number,
  input: { messageIds: number[]; isReceived: boolean },
): Promise<void> {
  await setFlag(db, userId, 'isReceived', input.messageIds, input.isReceived);
}
