import { appendMessage, type MessageLogs } from '#functions/message-log/append-message.ts';
import type { MessageEntry } from '#functions/message-log/write-message-group.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { toChatMessage } from './chat-message-shape.ts';

/** What a message carries besides who sends it where: text, or a file or product's columns. */
export type MessageDraft = Omit<MessageEntry, 'chatId' | 'fromId' | 'toId' | 'createTime'>;

/**
 * Stores one message from the caller to a contact they may send to (chat-access.ts) and lists the
 * conversation again on both sides, in one D1 batch shared with the other messages sent at that
 * moment (functions/message-log). Answers the stored message: the real-time layer pushes exactly
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
  const row = await appendMessage(logs, { ...draft, ...route, createTime: now });
  return toChatMessage({ ...row, productSupplierName });
}
