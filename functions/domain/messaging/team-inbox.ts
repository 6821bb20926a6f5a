import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, chats, companyContacts, messages, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { CHAT_NOT_FOUND, MESSAGE_LIST_LIMIT } from '#src/shared/messaging.ts';
import type { Pager } from '#src/shared/pager.ts';
import {
  TEAM_MEMBER_REQUIRED,
  type InboxConversation,
  type InboxConversationDetail,
  type InboxPage,
} from '#src/shared/team-inbox.ts';
import { isChatClosed } from './chat-access.ts';
import { selectMessages, toChatMessage } from './chat-message-shape.ts';
import { inIdList } from './id-list.ts';

// The team inbox (issue 26 item 2, src/shared/team-inbox.ts): a catalogue's conversations, read
// through the buyer's own contact row of each chat, whose counterpart is the member holding it.
// Who may see what is read here at every call (decision 024): the owner sees every conversation,
// a member those they hold, and leaving the team ends it at once.

/** Who reads the inbox, as what, for which catalogue. */
export type InboxViewer = { userId: number; supplierId: number; companyName: string; isOwner: boolean };

/** The caller is the live catalogue's owner or on its team now; anyone else is refused. */
export async function requireInboxViewer(db: Database, userId: number, supplierName: string): Promise<InboxViewer> {
  const supplier = await requireLiveSupplier(db, supplierName);
  const [place] = await db
    .select({
      isOwner: sql<number>`${suppliers.ownerId} is ${userId}`,
      isMember: sql<number>`exists (
        select 1 from ${companyContacts}
        where ${companyContacts.supplierId} = ${suppliers.id} and ${companyContacts.userId} = ${userId})`,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplier.id));
  if (!place?.isOwner && !place?.isMember)
    throw new DomainError('forbidden', [{ field: 'supplierId', code: TEAM_MEMBER_REQUIRED }]);
  return { userId, supplierId: supplier.id, companyName: supplier.companyName, isOwner: Boolean(place.isOwner) };
}

const buyer = alias(users, 'buyer');
const holder = alias(users, 'holder');

/** A person's place on the chat's catalogue now: its owner or one of its sales contacts. */
const onTeamOfChat = (person: string) =>
  sql.raw(`(
    exists (select 1 from suppliers owned where owned.id = "chats"."supplier_id" and owned.owner_id = ${person})
    or exists (select 1 from company_contacts team where team.supplier_id = "chats"."supplier_id" and team.user_id = ${person})
  )`);

/** The messages of the conversation the buyer sent that nobody of the team has read. */
const UNREAD = sql<number>`(
  select count(*) from messages m where m.chat_id = "chats"."id" and m.from_id = "chats"."buyer_id" and m.is_read = 0
)`;
const LAST_ACTIVITY = sql`coalesce((select max(m.create_time) from messages m where m.chat_id = "chats"."id"), "chats"."created_at")`;

/** The catalogue's conversations this viewer may see: the buyer is no one of the team, and a member holds it. */
function visibleTo(viewer: InboxViewer, where?: SQL): SQL | undefined {
  return and(
    eq(chats.supplierId, viewer.supplierId),
    sql`not ${onTeamOfChat('"chats"."buyer_id"')}`,
    viewer.isOwner ? undefined : eq(chatContacts.contactId, viewer.userId),
    where,
  );
}

function selectConversations(db: Database, viewer: InboxViewer) {
  return db
    .select({
      chatId: chats.id,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerAvatarKey: buyer.avatarKey,
      buyerCompanyName: buyer.companyName,
      // Decision 063's rule, unless the viewer is the very person the buyer talks with.
      buyerShown: sql<number>`((${buyer.visibility} = 'visible' and ${buyer.status} = 'active')
        or ${chatContacts.contactId} = ${viewer.userId})`,
      holderId: holder.id,
      holderName: holder.name,
      holderAvatarKey: holder.avatarKey,
      holderOnTeam: sql<number>`${onTeamOfChat('"holder"."id"')}`,
      unread: UNREAD,
      blocked: sql<number>`exists (
        select 1 from chat_blocks block
        where (block.user_id = "buyer"."id" and block.blocked_id = "holder"."id")
           or (block.user_id = "holder"."id" and block.blocked_id = "buyer"."id")
      )`,
      closed: isChatClosed,
      lastMessageId: sql<number | null>`(select max(m.id) from messages m where m.chat_id = "chats"."id")`,
    })
    .from(chats)
    .innerJoin(chatContacts, and(eq(chatContacts.chatId, chats.id), eq(chatContacts.userId, chats.buyerId)))
    .innerJoin(buyer, eq(buyer.id, chatContacts.userId))
    .innerJoin(holder, eq(holder.id, chatContacts.contactId));
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['where']>>[number];

async function toConversations(db: Database, rows: ConversationRow[]): Promise<InboxConversation[]> {
  const lastIds = rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []));
  const lastMessages = lastIds.length === 0 ? [] : await selectMessages(db).where(inIdList(messages.id, lastIds));
  const byId = new Map(lastMessages.map((row) => [row.id, toChatMessage(row)]));
  return rows.map((row) => {
    const shown = Boolean(row.buyerShown);
    const lastMessage = (row.lastMessageId && byId.get(row.lastMessageId)) || null;
    return {
      chatId: row.chatId,
      buyer: {
        id: row.buyerId,
        shown,
        name: shown ? row.buyerName : '',
        avatar: shown ? mediaUrlOrNull(row.buyerAvatarKey) : null,
        companyName: shown ? row.buyerCompanyName : '',
      },
      holder: {
        id: row.holderId,
        name: row.holderName,
        avatar: mediaUrlOrNull(row.holderAvatarKey),
        onTeam: Boolean(row.holderOnTeam),
      },
      lastMessage,
      lastMessageTime: lastMessage?.createTime ?? null,
      unread: row.unread,
      blocked: Boolean(row.blocked),
      closed: Boolean(row.closed),
    };
  });
}

/** POST app/team-inbox/pager: the conversations the viewer may see, newest activity first. */
export async function inboxPage(db: Database, viewer: InboxViewer, pager: Pager): Promise<InboxPage> {
  const [rows, [total]] = await Promise.all([
    selectConversations(db, viewer)
      .where(visibleTo(viewer))
      .orderBy(desc(LAST_ACTIVITY), desc(chats.id))
      .limit(pager.pageSize)
      .offset(pageOffset(pager)),
    db
      .select({ total: count() })
      .from(chats)
      .innerJoin(chatContacts, and(eq(chatContacts.chatId, chats.id), eq(chatContacts.userId, chats.buyerId)))
      .where(visibleTo(viewer)),
  ]);
  return toPage(await toConversations(db, rows), total?.total ?? 0, pager);
}

/** One conversation the viewer may see; any other chat id is the same 404 (decision 020). */
export async function requireInboxConversation(
  db: Database,
  viewer: InboxViewer,
  chatId: number,
): Promise<InboxConversation> {
  const [row] = await selectConversations(db, viewer).where(visibleTo(viewer, eq(chats.id, chatId)));
  if (!row) throw new DomainError('not_found', [{ field: 'chatId', code: CHAT_NOT_FOUND }]);
  const [conversation] = await toConversations(db, [row]);
  return conversation!;
}

/** POST app/team-inbox/messages: the conversation and its newest messages first, each with its sender. */
export async function inboxConversationDetail(
  db: Database,
  viewer: InboxViewer,
  chatId: number,
): Promise<InboxConversationDetail> {
  const conversation = await requireInboxConversation(db, viewer, chatId);
  const rows = await selectMessages(db)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(MESSAGE_LIST_LIMIT);
  const teamIds = [...new Set(rows.map((row) => row.fromId).filter((id) => id !== conversation.buyer.id))];
  const team =
    teamIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, avatarKey: users.avatarKey })
          .from(users)
          .where(inIdList(users.id, teamIds));
  const senders = new Map(team.map((person) => [person.id, person]));
  const list = rows.map((row) => {
    const person = senders.get(row.fromId);
    const sender = person
      ? { name: person.name, avatar: mediaUrlOrNull(person.avatarKey), team: true }
      : { name: conversation.buyer.name, avatar: conversation.buyer.avatar, team: false };
    return { ...toChatMessage(row), sender };
  });
  return { conversation, list };
}

/**
 * POST app/team-inbox/read: what the buyer sent is read and received by the catalogue (spec §4:
 * opening a conversation marks the other party's messages read and received); the buyer's
 * isRead/isReceived marks say so. Answers the conversation as it now stands.
 */
export async function readInboxConversation(
  db: Database,
  viewer: InboxViewer,
  chatId: number,
): Promise<InboxConversation> {
  const conversation = await requireInboxConversation(db, viewer, chatId);
  await db
    .update(messages)
    .set({ isRead: true, isReceived: true })
    .where(
      and(
        eq(messages.chatId, chatId),
        eq(messages.fromId, conversation.buyer.id),
        sql`(${messages.isRead} = 0 or ${messages.isReceived} = 0)`,
      ),
    );
  return requireInboxConversation(db, viewer, chatId);
}
