import { looksSignedIn } from '#src/client/session-hint.ts';
import { requestChat } from '#src/stores/chat-requests.ts';
import { CONTACT_BUTTON } from './behaviour-targets.ts';

// Spec: clicking a contact starts a chat, in the chat widget. Visitors get the login prompt instead
// (the contact carries data-requires-login, handled by modal-host.ts).
document.addEventListener('click', (event) => {
  const contact = (event.target as Element | null)?.closest<HTMLElement>(CONTACT_BUTTON);
  if (!contact || !looksSignedIn()) return;
  requestChat({ contactId: Number(contact.dataset.contactId), supplierName: contact.dataset.supplierName ?? '' });
});
