import { atom } from 'nanostores';

// Asking the chat widget to open a conversation from anywhere on the page (the company page's
// contact click, "Ask about this product"): the request waits here until the widget, which wakes
// when the browser is idle, takes it, so a click made before it is awake is not lost.

export type ChatRequest = {
  id: number;
  /** The supplier's team member to talk with, and the supplier by URL name. */
  contactId: number;
  supplierName: string;
  /** A product to send as a card once the conversation is open. */
  productId?: number;
  /** The other way round: the supplier's side opens a chat with `contactId`, one of its followers. */
  withFollower?: boolean;
};

export const $chatRequest = atom<ChatRequest | null>(null);

let nextId = 1;

export function requestChat(request: Omit<ChatRequest, 'id'>): void {
  $chatRequest.set({ ...request, id: nextId++ });
  // For anything else on the page that follows chats (spec: the contact click starts a chat).
  document.dispatchEvent(new CustomEvent('vitrine:start-chat', { detail: request }));
}

export function takeChatRequest(): ChatRequest | null {
  const request = $chatRequest.get();
  $chatRequest.set(null);
  return request;
}
