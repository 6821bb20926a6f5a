import { looksSignedIn } from '../lib/session-hint.ts';

// Spec: clicking a contact starts a chat. Visitors get the login prompt instead (the contact
// carries data-requires-login, handled by modal-host.ts).
document.addEventListener('click', (event) => {
  const contact = (event.target as Element | null)?.closest<HTMLElement>('[data-contact-id]');
  if (!contact || !looksSignedIn()) return;
  const detail = { contactId: Number(contact.dataset.contactId), supplierName: contact.dataset.supplierName ?? '' };
  // The chat widget (built by a later issue) listens for this event and opens the conversation.
  document.dispatchEvent(new CustomEvent('vitrine:start-chat', { detail }));
});
