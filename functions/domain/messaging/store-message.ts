import { appendMessage, type MessageLogs } from '#functions/message-log/append-message.ts';
import type { MessageEntry } from '#functions/message-log/write-message-group.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CHAT_BLOCKED, type ChatMessage } from '#src/shared/messaging.ts';
import { toChatMessage } from './chat-message-shape.ts';

/** What a message carries besides who sends it where: text, or a file or product's columns. */
export type MessageDraft = Omit<MessageEntry, 'chatId' | 'fromId' | 'toId' | 'createTime'>;

/**
 * Stores one message from the caller to a contact they may send to (chat-access.ts; the database
 * refuses it still if a block came in between, as the same 403) and lists the conversation again
 * on both sides, in one D1 batch shared with the other messages sent at that moment
 * (functions/message-log). Answers the stored message: the real-time layer pushes exactly
 * this to both people once it is stored, and the recipient's unread total already counts it
 * (unread-total.ts), socket or not.
 */
export async function storeMessage(
  logs: MessageLogs,
  route: { fromId: number; toId: number; chatId: number },
  draft: MessageDraft,
  productSupplierName: string | null = null,
  now = Date.now(),
): Promise<ChatMessage> {
  const row = await appendMessage(logs, { ...draft, ...route, createTime: now }).catch((error: unknown) => {
    // A block made after the contact was checked: migration 0036's trigger refused the row.
    if (String(error).includes(CHAT_BLOCKED))
      throw new DomainError('forbidden', [{ field: 'contactId', code: CHAT_BLOCKED }]);
    throw error;
  });
  return toChatMessage({ ...row, productSupplierName });
}
