import { inquirySummary } from '#src/shared/inquiry.ts';
import { atom, computed } from 'nanostores';
import * as calls from '#src/client/messaging.ts';
import { RequestError } from '#src/client/request.ts';
import { startFollowerChat } from '#src/client/team-inbox.ts';
import type { ChatMessage, MessageContact } from '#src/shared/messaging.ts';

// The chat widget's state (spec §4 chat states): the step, the conversations with their unread
// counts, and the open conversation's messages, oldest first. Live messages and the user's own
// sends meet here; a message is kept once, by id, whichever way it came first.

/** Spec §4: 0 closed, 1 the contact list, 2 a conversation. */
export type ChatStep = 0 | 1 | 2;

export type Loadable<T> = { data: T | null; loading: boolean; failed: boolean };

export const $chatStep = atom<ChatStep>(0);
export const $contacts = atom<Loadable<MessageContact[]>>({ data: null, loading: false, failed: false });
/** Spec §4: the caller's unread total, lowered as conversations are read. */
export const $unreadTotal = atom(0);
export const $openContactId = atom<number | null>(null);
export const $messages = atom<Loadable<ChatMessage[]>>({ data: null, loading: false, failed: false });
/** A page shows the conversations itself (the workspace's Messages): the widget keeps only its ding. */
export const $chatEmbedded = atom(false);
/** The session behind the isLogin hint is gone: the widget hides (the server is the judge). */
export const $chatSignedOut = atom(false);
/** The last incoming message, said by the widget's live region. */
export const $announcement = atom('');

export const $openContact = computed([$contacts, $openContactId], (contacts, id) =>
  id === null ? null : (contacts.data?.find((contact) => contact.id === id) ?? null),
);

/** The list being read, if any: a contact added meanwhile waits for it, or the answer would drop it. */
let contactsInFlight: Promise<void> | null = null;

export function loadContacts(): Promise<void> {
  contactsInFlight ??= readContacts().finally(() => (contactsInFlight = null));
  return contactsInFlight;
}

async function readContacts(): Promise<void> {
  $contacts.set({ ...$contacts.get(), loading: true, failed: false });
  try {
    const page = await calls.fetchContacts();
    $contacts.set({ data: page.list, loading: false, failed: false });
    $unreadTotal.set(page.unread);
  } catch (failure) {
    $contacts.set({ ...$contacts.get(), loading: false, failed: true });
    if (failure instanceof RequestError && failure.httpStatus === 401) $chatSignedOut.set(true);
  }
}

function patchContact(contactId: number, patch: Partial<MessageContact>): void {
  const { data } = $contacts.get();
  if (!data) return;
  $contacts.set({
    ...$contacts.get(),
    data: data.map((contact) => (contact.id === contactId ? { ...contact, ...patch } : contact)),
  });
}

/** Puts a contact first in the list (new, or brought back by the company page's click). */
function upsertContact(contact: MessageContact): void {
  const others = ($contacts.get().data ?? []).filter((known) => known.id !== contact.id);
  $contacts.set({ data: [contact, ...others], loading: false, failed: false });
}

export function showChats(): void {
  $chatStep.set(1);
  $openContactId.set(null);
  if (!$contacts.get().data) void loadContacts();
}

export function closeChat(): void {
  $chatStep.set(0);
  $openContactId.set(null);
}

/** Spec §4: unread from the other side becomes read, unreceived becomes received, the total drops. */
async function acknowledge(contact: MessageContact, list: ChatMessage[]): Promise<void> {
  const fromThem = list.filter((message) => message.fromId === contact.id);
  const unread = fromThem.filter((message) => !message.isRead).map((message) => message.id);
  const unreceived = fromThem.filter((message) => !message.isReceived).map((message) => message.id);
  if (unreceived.length > 0) await calls.markReceived(unreceived).catch(() => undefined);
  if (unread.length > 0) {
    const answer = await calls.markRead(unread).catch(() => null);
    if (answer) $unreadTotal.set(answer.unread);
  }
  patchContact(contact.id, { unread: 0 });
}

export async function openConversation(contactId: number): Promise<void> {
  $openContactId.set(contactId);
  $chatStep.set(2);
  $messages.set({ data: null, loading: true, failed: false });
  try {
    // The server answers newest first; the conversation reads oldest first (spec §3).
    const list = (await calls.fetchMessages(contactId)).reverse();
    if ($openContactId.get() !== contactId) return;
    $messages.set({ data: list, loading: false, failed: false });
    const contact = $openContact.get();
    if (contact) await acknowledge(contact, list);
  } catch {
    if ($openContactId.get() === contactId) $messages.set({ data: null, loading: false, failed: true });
  }
}

/**
 * The company page's contact click: the conversation with that team member, new or existing; with
 * `withFollower`, Monitoring's Chat: the catalogue's side with one of its followers (team inbox).
 */
export async function startChat(
  contactId: number,
  supplierName: string,
  withFollower = false,
): Promise<MessageContact> {
  const contact = withFollower
    ? await startFollowerChat(supplierName, contactId)
    : await calls.addContact(contactId, supplierName);
  // The widget reads the list as it wakes, maybe before this contact existed: that answer must land first.
  await contactsInFlight;
  upsertContact(contact);
  await openConversation(contact.id);
  return contact;
}

/** Adds a message to the open conversation unless it is there already (spec §4: duplicates ignored by id). */
function appendToOpen(message: ChatMessage): boolean {
  const { data } = $messages.get();
  if (!data || data.some((known) => known.id === message.id)) return false;
  $messages.set({ ...$messages.get(), data: [...data, message] });
  return true;
}

/** A contact row's newest message and its time, which the row shows together. */
const latest = (message: ChatMessage) => ({ lastMessage: message, lastMessageTime: message.createTime });

/** What the user sent (or a refreshed video): in the conversation once, and as its latest message. */
export function keepSent(contactId: number, message: ChatMessage): void {
  if ($openContactId.get() === contactId) appendToOpen(message);
  patchContact(contactId, latest(message));
}

export function replaceMessage(message: ChatMessage): void {
  const { data } = $messages.get();
  if (data)
    $messages.set({ ...$messages.get(), data: data.map((known) => (known.id === message.id ? message : known)) });
}

/**
 * A message from the real-time channel (spec §4): for the open conversation it is added and, when
 * it is theirs, marked read and received; for any other, the counts are read again. Answers
 * whether it came from someone else (the widget plays its ding).
 */
export function receiveLive(message: ChatMessage): boolean {
  const contacts = $contacts.get().data ?? [];
  const contact = contacts.find((known) => known.chatId === message.chatId);
  const incoming = contact ? message.fromId === contact.id : true;
  const open = $openContact.get();
  if (open && open.chatId === message.chatId && $chatStep.get() === 2) {
    appendToOpen(message);
    patchContact(open.id, latest(message));
    if (incoming) void acknowledge(open, [message]);
  } else if (incoming) {
    void loadContacts();
  } else if (contact) {
    patchContact(contact.id, latest(message));
  }
  if (incoming) $announcement.set(`New message from ${contact?.name ?? 'a contact'}: ${preview(message)}`);
  return incoming;
}

/** One line about a message, for the contact list and the live region. */
export function preview(message: ChatMessage): string {
  switch (message.type) {
    case 'text':
      return message.content;
    case 'image':
      return 'Picture';
    case 'video':
      return 'Video';
    case 'document':
      return `Document: ${message.document.name}`;
    case 'product':
      return `Product: ${message.product.name}`;
    case 'inquiry':
      return `Inquiry: ${inquirySummary(message.inquiry.lines)}`;
  }
}

export function setBlocked(contactId: number, blocked: boolean): void {
  patchContact(contactId, { blocked });
}

export function forgetContact(contactId: number): void {
  const { data } = $contacts.get();
  if (data) $contacts.set({ ...$contacts.get(), data: data.filter((contact) => contact.id !== contactId) });
  closeConversation();
}

export function closeConversation(): void {
  $openContactId.set(null);
  $chatStep.set(1);
}
