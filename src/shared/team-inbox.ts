import * as v from 'valibot';
import type { Page } from './api.ts';
import { messageContent, type ChatMessage } from './messaging.ts';
import { pagerEntries } from './pager.ts';
import { recordIdSchema } from './record-id.ts';
import { supplierNameSchema } from './supplier-name.ts';

// The team inbox (issue 26 item 2), under /api/app/team-inbox/: a catalogue's conversations with
// the people who talk with it, for its owner (all of them) and its sales contacts (those they hold).
// A chat is between two people (decision 020); the person on the catalogue's side *holds* it, and
// handing it over makes another member that person. `supplierId` names the catalogue by URL name.
//
// - POST pager {supplierId, pageNo, pageSize}: the conversations, newest activity first.
// - POST messages {supplierId, chatId}: one conversation and its newest 1000 messages, newest first.
// - POST read {supplierId, chatId}: what the buyer sent is marked read and received.
// - POST send {supplierId, chatId, content}: a text in it, from the caller, to the buyer.
// - POST hand-over {supplierId, chatId, memberId}: another of the team (or the owner) holds it.
// - POST start {supplierId, userId}: the caller opens (or reopens) a chat with a follower.
// - POST team {supplierId}: the owner and the active sales contacts, whom a conversation can go to.

export const INBOX_PAGE_SIZE = 20;

/** The caller is neither the catalogue's owner nor on its sales team (now: leaving ends it at once). */
export const TEAM_MEMBER_REQUIRED = 'team_member_required';
/** hand-over: the person named is not the owner nor an active member of the team. */
export const MEMBER_NOT_FOUND = 'member_not_found';
/** hand-over: the member already has a conversation of their own with this buyer (one chat per pair). */
export const MEMBER_ALREADY_TALKS_WITH_BUYER = 'member_already_talks_with_buyer';

/** New conversations one person starts with followers, per hour, and one catalogue's team, per day. */
export const CHAT_STARTS_PER_USER_PER_HOUR = 30;
export const CHAT_STARTS_PER_CATALOGUE_PER_DAY = 200;

export const inboxPagerInput = v.object({ supplierId: supplierNameSchema, ...pagerEntries(INBOX_PAGE_SIZE) });
export const inboxChatInput = v.object({ supplierId: supplierNameSchema, chatId: recordIdSchema });
export const inboxSendInput = v.object({
  supplierId: supplierNameSchema,
  chatId: recordIdSchema,
  content: messageContent,
});
export const handOverInput = v.object({
  supplierId: supplierNameSchema,
  chatId: recordIdSchema,
  memberId: recordIdSchema,
});
export const startFollowerChatInput = v.object({ supplierId: supplierNameSchema, userId: recordIdSchema });
export const inboxTeamInput = v.object({ supplierId: supplierNameSchema });

/** One of the catalogue's team a conversation can be handed to. */
export type InboxTeamMember = { id: number; name: string; avatar: string | null; isOwner: boolean };

/**
 * The person who talks with the catalogue. `shown` false: their Visibility is hidden (or their
 * account is not active) and the viewer is not the one they talk with, so name, avatar and company
 * are left empty (decision 063's rule); the id is kept so messages can be told apart.
 */
export type InboxBuyer = { id: number; shown: boolean; name: string; avatar: string | null; companyName: string };

/** The team member who holds the conversation; onTeam false once they left or were taken off the team. */
export type InboxHolder = { id: number; name: string; avatar: string | null; onTeam: boolean };

export type InboxConversation = {
  chatId: number;
  buyer: InboxBuyer;
  holder: InboxHolder;
  lastMessage: ChatMessage | null;
  /** lastMessage's createTime (ms), null with no message yet. */
  lastMessageTime: number | null;
  /** What the buyer sent that nobody of the team has read. */
  unread: number;
  /** The buyer and the holder: either blocked the other. */
  blocked: boolean;
  /** The holder is off the team: hand it over before answering (CHAT_CLOSED). */
  closed: boolean;
};
export type InboxPage = Page<InboxConversation>;

/** A message with who sent it, as the inbox shows it: the buyer, or the team member who wrote. */
export type InboxMessage = ChatMessage & { sender: { name: string; avatar: string | null; team: boolean } };
export type InboxConversationDetail = { conversation: InboxConversation; list: InboxMessage[] };
