import {
  CONTACT_PAGE_SIZE,
  type BlockedUserPage,
  type ChatMessage,
  type CompanyContact,
  type ContactPage,
  type MessageContact,
  type UnreadTotal,
} from '#src/shared/messaging.ts';
import { request } from './request.ts';

// The chat's calls (spec §7 Messaging and Blocking), named for what they do; the widget and the
// back office's Messages and Blocked users screens share them.

const post = <T>(path: string, body: unknown) => request<T>(`/api/app${path}`, { method: 'POST', body });

/** Spec §7 contact/pager {pageSize} (1000): every conversation and the caller's unread total. */
export const fetchContacts = () => post<ContactPage>('/message/contact/pager', { pageSize: CONTACT_PAGE_SIZE });

export const fetchContact = (contactId: number) => post<MessageContact>('/message/contact/detail', { contactId });

/** Spec §7 message/list {contactIds}: newest first, as the server answers. */
export const fetchMessages = (contactId: number) => post<ChatMessage[]>('/message/list', { contactIds: [contactId] });

export const markRead = (messageIds: number[]) =>
  post<UnreadTotal>('/message/update/read', { messageIds, isRead: true });

export const markReceived = (messageIds: number[]) =>
  post<null>('/message/update/received', { messageIds, isReceived: true });

export const sendText = (contactId: number, content: string) =>
  post<ChatMessage>('/message/send', { contactId, content });

/** "Ask about this product": a product card in the conversation. */
export const sendProductCard = (contactId: number, productId: number) =>
  post<ChatMessage>('/message/send', { contactId, productId });

/** The company page's contact click: the conversation with one of the supplier's team (new or existing). */
export const addContact = (contactId: number, supplierName: string) =>
  post<MessageContact>('/message/send', { contactId, supplierId: supplierName });

export function sendFile(contactId: number, file: File) {
  const body = new FormData();
  body.set('contactId', String(contactId));
  body.set('file', file);
  body.set('name', file.name);
  return post<ChatMessage>('/message/send-file', body);
}

export const refreshVideoMessage = (messageId: number) =>
  post<ChatMessage>('/message/refresh-video-message', { messageId });

export const deleteConversation = (contactId: number) =>
  request<{ id: number }>(`/api/app/message/contact/delete/${contactId}`, { method: 'DELETE' });

export const blockContact = (contactId: number) => post<null>('/block/add', { contactId });
export const unblockContact = (contactId: number) => post<null>('/block/delete', { contactId });
/** Spec §9: blocked users, 1000 a page from page 1. */
export const fetchBlockedUsers = () => post<BlockedUserPage>('/block/pager', { pageNo: 1 });

/** The supplier's team a buyer may chat with (the company page's contacts). */
export const fetchSupplierTeam = (supplierName: string) =>
  post<CompanyContact[]>('/supplier/contacts', { supplierId: supplierName });
