import type { ChatMessage, MessageContact } from '#src/shared/messaging.ts';
import {
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxConversationDetail,
  type InboxPage,
  type InboxTeamMember,
} from '#src/shared/team-inbox.ts';
import { request } from './request.ts';

// The team inbox's calls (issue 26 item 2, src/shared/team-inbox.ts), for the workspace's Messages
// and a sales contact's inbox; each names the catalogue by its URL name.

const post = <T>(path: string, body: unknown) => request<T>(`/api/app/team-inbox${path}`, { method: 'POST', body });

/** The catalogue's conversations the caller may see, newest activity first. */
export const fetchInboxPage = (supplierName: string, pageNo = 1, pageSize = INBOX_PAGE_SIZE) =>
  post<InboxPage>('/pager', { supplierId: supplierName, pageNo, pageSize });

/** One conversation and its newest 1000 messages, newest first, each with its sender. */
export const fetchInboxConversation = (supplierName: string, chatId: number) =>
  post<InboxConversationDetail>('/messages', { supplierId: supplierName, chatId });

/** Marks what the buyer sent read and received; answers the conversation's row. */
export const readInboxConversation = (supplierName: string, chatId: number) =>
  post<InboxConversation>('/read', { supplierId: supplierName, chatId });

/** A text in the conversation from the caller to the buyer (403 chat_blocked or chat_closed otherwise). */
export const answerInInbox = (supplierName: string, chatId: number, content: string) =>
  post<ChatMessage>('/send', { supplierId: supplierName, chatId, content });

/** Another of the team (or the owner) holds the conversation from now on. */
export const handOverConversation = (supplierName: string, chatId: number, memberId: number) =>
  post<InboxConversation>('/hand-over', { supplierId: supplierName, chatId, memberId });

/** Monitoring's "Chat": the caller's conversation with a follower, opened if new. */
export const startFollowerChat = (supplierName: string, userId: number) =>
  post<MessageContact>('/start', { supplierId: supplierName, userId });

/** The owner and the active sales contacts: whom a conversation can be handed to. */
export const fetchInboxTeam = (supplierName: string) => post<InboxTeamMember[]>('/team', { supplierId: supplierName });
