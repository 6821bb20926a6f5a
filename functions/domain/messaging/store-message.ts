import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, messages } from '#functions/db/schema/index.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { toChatMessage } from './chat-message-shape.ts';

/** What a message carries besides who sends it where: text, or a file or product's columns. */
export type MessageDraft = Omit<typeof messages.$inferInsert, 'id' | 'chatId' | 'fromId' | 'toId' | 'createTime'>;

/**
 * Writes one message from the caller to a contact they may send to (chat-access.ts) and lists the
 * conversation again on both sides, in one batch. Answers the stored message: the real-time layer
 * pushes exactly this to both people once it is stored, and the recipient's unread total already
 * counts it (unread-total.ts), socket or not.
 */
export async function storeMessage(
  db: Database,
  route: { fromId: number; toId: number; chatId: number },
  draft: MessageDraft,
  productSupplierName: string | null = null,
  now = Date.now(),
): Promise<ChatMessage> {
  const [inserted] = await db.batch([
    db
      .insert(messages)
      .values({ ...draft, ...route, createTime: now })
      .returning(),
    db
      .update(chatContacts)
      .set({ listed: true })
      // Both people of the chat, whoever wrote: the owner answering from the team inbox is neither.
      .where(eq(chatContacts.chatId, route.chatId)),
  ]);
  return toChatMessage({ ...inserted[0]!, productSupplierName });
}
