import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';

/**
 * Item 5 of the chat: a message to someone with no page open shows in their notifications. One
 * notice per chat until they read it, however many messages follow (the unread counts say how many).
 */
export async function noteUnseenMessage(db: Database, message: ChatMessage, now = Date.now()): Promise<void> {
  await runStatements(db, [
    rawStatement(
      `insert into notifications (user_id, kind, supplier_id, is_read, created_at)
       select ?1, 'chat_message', chats.supplier_id, 0, ?3 from chats
       where chats.id = ?2 and not exists (
         select 1 from notifications told where told.user_id = ?1 and told.kind = 'chat_message'
         and told.supplier_id = chats.supplier_id and told.is_read = 0)`,
      message.toId,
      message.chatId,
      now,
    ),
  ]);
}
