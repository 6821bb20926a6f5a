import { appendMessage, type MessageLogs } from '#functions/message-log/append-message.ts';
import type { MessageEntry } from '#functions/message-log/write-message-group.ts';
import { triggerRefusal } from '#functions/db/trigger-refusal.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CHAT_BLOCKED, CONTACT_NOT_FOUND, type ChatMessage } from '#src/shared/messaging.ts';
import { toChatMessage } from './chat-message-shape.ts';

/** What a message carries besides who sends it where: text, or a file or product's columns. */
export type MessageDraft = Omit<MessageEntry, 'chatId' | 'fromId' | 'toId' | 'createTime'>;

/** How the database's own refusals (migrations 0036, 0037) read to the sender: as the checks would have answered. */
const REFUSAL_KINDS = { [CHAT_BLOCKED]: 'forbidden', [CONTACT_NOT_FOUND]: 'not_found' } as const;
const REFUSALS = [CHAT_BLOCKED, CONTACT_NOT_FOUND] as const;

type StoreOptions = {
  /** A product card's catalogue, which the message's shape names. */
  productSupplierName?: string | null;
  now?: number;
  /** The input field a refusal names: the contact written to, or the team inbox's conversation. */
  refusalField?: 'contactId' | 'chatId';
};

/**
 * Stores one message from the caller to a contact they may send to (chat-access.ts) and lists the
 * conversation again on both sides, in one D1 batch shared with the other messages sent at that
 * moment (functions/message-log). A block or a hand-over that came after the checks still stops it,
 * as the same 403 or 404. Answers the stored message: the real-time layer pushes exactly this to
 * both people once it is stored, and the recipient's unread total already counts it
 * (unread-total.ts), socket or not.
 */
export async function storeMessage(
  logs: MessageLogs,
  route: { fromId: number; toId: number; chatId: number },
  draft: MessageDraft,
  { productSupplierName = null, now = Date.now(), refusalField = 'contactId' }: StoreOptions = {},
): Promise<ChatMessage> {
  const row = await appendMessage(logs, { ...draft, ...route, createTime: now }).catch((error: unknown) => {
    const code = triggerRefusal(error, REFUSALS);
    if (code) throw new DomainError(REFUSAL_KINDS[code], [{ field: refusalField, code }]);
    throw error;
  });
  return toChatMessage({ ...row, productSupplierName });
}
