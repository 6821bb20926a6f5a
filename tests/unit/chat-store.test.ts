import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactPage, MessageContact } from '#src/shared/messaging.ts';

// The widget reads its contact list as it wakes; a chat started from the page at the same moment
// (the company page's contact click) must not be dropped by that list's later answer.

const calls = vi.hoisted(() => ({
  fetchContacts: vi.fn(),
  addContact: vi.fn(),
  fetchMessages: vi.fn(),
  markReceived: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('#src/client/messaging.ts', () => calls);

const { $chatStep, $openContact, loadContacts, startChat } = await import('#src/islands/chat/chat-store.ts');

const mara = { id: 7, chatId: 70, name: 'Mara Jensen', unread: 0, lastMessage: null } as MessageContact;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the chat widget state', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    calls.fetchMessages.mockResolvedValue([]);
  });

  it('keeps a chat started while the first contact list is still on its way', async () => {
    const staleList = deferred<ContactPage>();
    calls.fetchContacts.mockReturnValue(staleList.promise);
    calls.addContact.mockResolvedValue(mara);

    const loading = loadContacts();
    const starting = startChat(mara.id, 'chatty-valves');
    // The list was read before the conversation existed: it answers without Mara, and last.
    await Promise.resolve();
    staleList.resolve({ list: [], unread: 0 });
    await Promise.all([loading, starting]);

    expect($chatStep.get()).toBe(2);
    expect($openContact.get()?.name).toBe('Mara Jensen');
  });

  it('reads the list once when asked twice at the same time', async () => {
    calls.fetchContacts.mockResolvedValue({ list: [mara], unread: 3 });
    await Promise.all([loadContacts(), loadContacts()]);
    expect(calls.fetchContacts).toHaveBeenCalledTimes(1);
  });
});
