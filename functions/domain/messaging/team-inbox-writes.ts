import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { chatBlocks, chatContacts, messages, supplierFollows, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { isShown } from '#functions/domain/monitoring/shown-accounts.ts';
import {
  CHAT_BLOCKED,
  CHAT_CLOSED,
  CONTACT_NOT_FOUND,
  type ChatMessage,
  type MessageContact,
} from '#src/shared/messaging.ts';
import { MEMBER_ALREADY_TALKS_WITH_BUYER, MEMBER_NOT_FOUND, type InboxConversation } from '#src/shared/team-inbox.ts';
import { isSupplierTeamMember, openChat } from './add-contact.ts';
import { contactDetail } from './message-contacts.ts';
import type { MessageLogs } from '#functions/message-log/append-message.ts';
import { storeMessage } from './store-message.ts';
import { requireInboxConversation, type InboxViewer } from './team-inbox.ts';

// What the team does in its inbox (issue 26 item 2): answer as the catalogue, hand a conversation
// to another member, start one with a follower. The viewer is checked by requireInboxViewer first.

/** Either of the two blocked the other (decision 020: blocking stops both directions). */
async function blockedBetween(db: Database, one: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(chatBlocks)
    .where(
      sql`(${chatBlocks.userId} = ${one} and ${chatBlocks.blockedId} = ${other})
        or (${chatBlocks.userId} = ${other} and ${chatBlocks.blockedId} = ${one})`,
    )
    .limit(1);
  return row !== undefined;
}

/**
 * POST app/team-inbox/send {chatId, content}: the viewer answers the buyer in the conversation, as
 * themselves (the message is from them), whoever holds it. Refused like any chat message while the
 * buyer and the holder, or the buyer and the writer, block each other, or while the holder is off
 * the team (hand it over first). Answers the stored message and who else must hear of it.
 */
export async function answerInInbox(
  db: Database,
  logs: MessageLogs,
  viewer: InboxViewer,
  input: { chatId: number; content: string },
): Promise<{ message: ChatMessage; holderId: number }> {
  const conversation = await requireInboxConversation(db, viewer, input.chatId);
  const { buyer, holder } = conversation;
  if (conversation.blocked || (holder.id !== viewer.userId && (await blockedBetween(db, viewer.userId, buyer.id))))
    throw new DomainError('forbidden', [{ field: 'chatId', code: CHAT_BLOCKED }]);
  if (conversation.closed) throw new DomainError('forbidden', [{ field: 'chatId', code: CHAT_CLOSED }]);
  const message = await storeMessage(
    logs,
    { fromId: viewer.userId, toId: buyer.id, chatId: input.chatId },
    { type: 'text', content: input.content },
    { refusalField: 'chatId' },
  );
  return { message, holderId: holder.id };
}

/**
 * POST app/team-inbox/hand-over {chatId, memberId}: the owner, or the member holding it, gives the
 * conversation to another of the team (the owner included). The chat stays one chat between two
 * people (decision 020): the member takes the holder's place in it, so the buyer now talks with
 * them, the former holder no longer has it in their chats, what the buyer sent unread now waits for
 * the new holder, and they are told in their notifications. Answers the conversation as it now is.
 */
export async function handOverConversation(
  db: Database,
  viewer: InboxViewer,
  input: { chatId: number; memberId: number },
  now = Date.now(),
): Promise<InboxConversation> {
  const conversation = await requireInboxConversation(db, viewer, input.chatId);
  const buyerId = conversation.buyer.id;
  const formerId = conversation.holder.id;
  if (input.memberId === formerId) return conversation;
  if (!(await isSupplierTeamMember(db, viewer.supplierId, input.memberId)))
    throw new DomainError('not_found', [{ field: 'memberId', code: MEMBER_NOT_FOUND }]);
  const [ownChat] = await db
    .select({ chatId: chatContacts.chatId })
    .from(chatContacts)
    .where(and(eq(chatContacts.userId, input.memberId), eq(chatContacts.contactId, buyerId)));
  if (ownChat) throw new DomainError('conflict', [{ field: 'memberId', code: MEMBER_ALREADY_TALKS_WITH_BUYER }]);
  const ofChat = eq(chatContacts.chatId, input.chatId);
  await runStatements(db, [
    db
      .update(chatContacts)
      .set({ contactId: input.memberId })
      .where(and(ofChat, eq(chatContacts.userId, buyerId), eq(chatContacts.contactId, formerId))),
    db
      .update(chatContacts)
      .set({ userId: input.memberId, listed: true, hiddenThroughId: 0, createdAt: now })
      .where(and(ofChat, eq(chatContacts.userId, formerId), eq(chatContacts.contactId, buyerId))),
    db
      .update(messages)
      .set({ toId: input.memberId })
      .where(and(eq(messages.chatId, input.chatId), eq(messages.fromId, buyerId), eq(messages.isRead, false))),
    rawStatement(
      `insert into notifications (user_id, kind, supplier_id, is_read, created_at) values (?1, 'chat_handed_over', ?2, 0, ?3)`,
      input.memberId,
      viewer.supplierId,
      now,
    ),
  ]);
  // The former holder no longer sees it; the answer is the conversation as the catalogue has it.
  return requireInboxConversation(db, { ...viewer, isOwner: true }, input.chatId);
}

/**
 * POST app/team-inbox/start {userId}: the owner or a sales contact opens a chat with a follower of
 * the catalogue (spec §1: suppliers chat with followers), or finds the one they have. A person who
 * does not follow, is hidden (Profile › Visibility), is not active or is on the team is the same
 * 404 contact_not_found, so the call tells nothing about who they are; a block either way is 403
 * chat_blocked (only people who talk can block, so the caller knows of the chat already).
 * Answers the caller's contact row for the follower, as message/contact/detail does.
 */
export async function startFollowerChat(
  db: Database,
  viewer: InboxViewer,
  followerId: number,
  now = Date.now(),
): Promise<MessageContact> {
  const [follower] =
    followerId === viewer.userId
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(
            supplierFollows,
            and(eq(supplierFollows.userId, users.id), eq(supplierFollows.supplierId, viewer.supplierId)),
          )
          .where(and(eq(users.id, followerId), isShown));
  if (!follower || (await isSupplierTeamMember(db, viewer.supplierId, followerId)))
    throw new DomainError('not_found', [{ field: 'userId', code: CONTACT_NOT_FOUND }]);
  if (await blockedBetween(db, viewer.userId, followerId))
    throw new DomainError('forbidden', [{ field: 'userId', code: CHAT_BLOCKED }]);
  await openChat(
    db,
    { supplierId: viewer.supplierId, buyerId: followerId, memberId: viewer.userId, caller: viewer.userId },
    now,
  );
  return contactDetail(db, viewer.userId, followerId);
}
