import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client.ts';
import { chatContacts, chats, messages, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { CONTACT_NOT_FOUND, type MessageContact } from '#src/shared/messaging.ts';
import { inIdList } from './id-list.ts';
import { selectMessages, toChatMessage } from './chat-message-shape.ts';
import { isChatClosed } from './chat-access.ts';

const counterpart = alias(users, 'counterpart');
const me = alias(users, 'me');

/** The title a person shows in this chat: the supplier's name for their role, else their own. */
const jobTitleIn = (person: 'counterpart' | 'me') =>
  sql<string>`coalesce(nullif((
    select team.job_title from company_contacts team
    where team.supplier_id = "chats"."supplier_id" and team.user_id = ${sql.raw(`"${person}"."id"`)}
  ), ''), ${sql.raw(`"${person}"."job_title"`)})`;

/** What this side has not deleted of the conversation. */
const VISIBLE = sql.raw(`m.chat_id = "chat_contacts"."chat_id" and m.id > "chat_contacts"."hidden_through_id"`);

function selectContacts(db: Database, userId: number, where: SQL | undefined) {
  return db
    .select({
      id: chatContacts.contactId,
      chatId: chatContacts.chatId,
      name: counterpart.name,
      avatarKey: counterpart.avatarKey,
      jobTitle: jobTitleIn('counterpart'),
      myName: me.name,
      myAvatarKey: me.avatarKey,
      myJobTitle: jobTitleIn('me'),
      supplierName: suppliers.name,
      blocked: sql<number>`exists(
        select 1 from chat_blocks block
        where block.user_id = "chat_contacts"."user_id" and block.blocked_id = "chat_contacts"."contact_id"
      )`,
      blockedByContact: sql<number>`exists(
        select 1 from chat_blocks block
        where block.user_id = "chat_contacts"."contact_id" and block.blocked_id = "chat_contacts"."user_id"
      )`,
      // One of the chat's catalogue team speaks for it: its name; anyone else, their own company.
      companyName: sql<string>`case when exists (
          select 1 from suppliers owned where owned.id = "chats"."supplier_id" and owned.owner_id = "counterpart"."id"
        ) or exists (
          select 1 from company_contacts team where team.supplier_id = "chats"."supplier_id" and team.user_id = "counterpart"."id"
        ) then "suppliers"."company_name" else "counterpart"."company_name" end`,
      closed: isChatClosed,
      unread: sql<number>`(
        select count(*) from messages m where ${VISIBLE} and m.to_id = "chat_contacts"."user_id" and m.is_read = 0
      )`,
      lastMessageId: sql<number | null>`(select max(m.id) from messages m where ${VISIBLE})`,
    })
    .from(chatContacts)
    .innerJoin(chats, eq(chats.id, chatContacts.chatId))
    .innerJoin(suppliers, eq(suppliers.id, chats.supplierId))
    .innerJoin(counterpart, eq(counterpart.id, chatContacts.contactId))
    .innerJoin(me, eq(me.id, chatContacts.userId))
    .where(and(eq(chatContacts.userId, userId), where))
    .orderBy(
      desc(sql`coalesce((select max(m.create_time) from messages m where ${VISIBLE}), "chat_contacts"."created_at")`),
      desc(chatContacts.contactId),
    );
}

/** The contacts' rows as spec §3 message contacts, each with its newest message (one more read). */
async function toMessageContacts(
  db: Database,
  rows: Awaited<ReturnType<typeof selectContacts>>,
): Promise<MessageContact[]> {
  const lastIds = rows.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []));
  const lastMessages = lastIds.length === 0 ? [] : await selectMessages(db).where(inIdList(messages.id, lastIds));
  const byId = new Map(lastMessages.map((row) => [row.id, toChatMessage(row)]));
  return rows.map((row) => {
    const lastMessage = (row.lastMessageId && byId.get(row.lastMessageId)) || null;
    return {
      id: row.id,
      chatId: row.chatId,
      name: row.name,
      avatar: mediaUrlOrNull(row.avatarKey),
      unread: row.unread,
      supplierId: row.supplierName,
      blocked: Boolean(row.blocked),
      blockedByContact: Boolean(row.blockedByContact),
      companyName: row.companyName,
      lastMessageTime: lastMessage?.createTime ?? null,
      closed: Boolean(row.closed),
      otherRole: { personalInfo: { name: row.name, jobTitle: row.jobTitle, avatar: mediaUrlOrNull(row.avatarKey) } },
      myRole: { personalInfo: { name: row.myName, jobTitle: row.myJobTitle, avatar: mediaUrlOrNull(row.myAvatarKey) } },
      lastMessage,
    };
  });
}

/** The caller's listed conversations, the newest activity first (contact/pager). */
export async function listedContacts(db: Database, userId: number, limit: number): Promise<MessageContact[]> {
  return toMessageContacts(db, await selectContacts(db, userId, eq(chatContacts.listed, true)).limit(limit));
}

/**
 * The caller's contacts with these ids (contact/list, contact/detail), deleted conversations
 * included; an id that is not the caller's contact is not found, so ids reveal nothing.
 */
export async function contactsByIds(db: Database, userId: number, contactIds: number[]): Promise<MessageContact[]> {
  const rows = await selectContacts(db, userId, inIdList(chatContacts.contactId, contactIds));
  if (rows.length < new Set(contactIds).size)
    throw new DomainError('not_found', [{ field: 'contactIds', code: CONTACT_NOT_FOUND }]);
  return toMessageContacts(db, rows);
}

export async function contactDetail(db: Database, userId: number, contactId: number): Promise<MessageContact> {
  const [row] = await selectContacts(db, userId, eq(chatContacts.contactId, contactId));
  if (!row) throw new DomainError('not_found', [{ field: 'contactId', code: CONTACT_NOT_FOUND }]);
  const [contact] = await toMessageContacts(db, [row]);
  return contact!;
}
