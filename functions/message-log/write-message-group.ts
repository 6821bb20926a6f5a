import { inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, messages } from '#functions/db/schema/index.ts';

/** A message as the sender's request hands it over: every column but the id D1 gives it. */
export type MessageEntry = Omit<typeof messages.$inferInsert, 'id'> & {
  chatId: number;
  fromId: number;
  toId: number;
  createTime: number;
};
export type MessageRow = typeof messages.$inferSelect;

/**
 * Stores a group of messages in one D1 batch, so one transaction on the primary (docs/decisions/078):
 * each message's row, and each conversation listed again on both sides (a deleted conversation
 * comes back with its new message). D1 gives ids in the batch's order, after every id already
 * stored: `messages/since` still misses nothing. Answers the rows in the entries' order.
 */
export async function writeMessageGroup(db: Database, entries: MessageEntry[]): Promise<MessageRow[]> {
  const [first, ...rest] = entries.map((entry) => db.insert(messages).values(entry).returning());
  if (!first) return [];
  const chatIds = [...new Set(entries.map((entry) => entry.chatId))];
  const relist = db.update(chatContacts).set({ listed: true }).where(inArray(chatContacts.chatId, chatIds));
  const answers = await db.batch([first, ...rest, relist]);
  return answers.slice(0, entries.length).map((inserted) => (inserted as MessageRow[])[0]!);
}
