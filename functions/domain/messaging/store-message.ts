import { appendMessage, type MessageLogs } from '#functions/message-log/append-message.ts';
import type { MessageEntry } from '#functions/message-log/write-message-group.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { CHAT_BLOCKED, CONTACT_NOT_FOUND, type ChatMessage } from '#src/shared/messaging.ts';
import { toChatMessage } from './chat-message-shape.ts';

/** What a message carries besides who sends it where: text, or a file or product's columns. */
export type MessageDraft = Omit<MessageEntry, 'chatId' | 'fromId' | 'toId' | 'createTime'>;

/**
 * How the database's own refusals (migrations 0036, 0037) read to the sender: as the request's
 * checks would have answered, had the block or the hand-over come before them.
 */
const REFUSALS = [
  { code: CHAT_BLOCKED, kind: 'forbidden' },
  { code: CONTACT_NOT_FOUND, kind: 'not_found' },
] as const;

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
    const refusal = REFUSALS.find(({ code }) => String(error).includes(code));
    if (refusal) throw new DomainError(refusal.kind, [{ field: refusalField, code: refusal.code }]);
    throw error;
  });
  return toChatMessage({ ...row, productSupplierName });
}
