import { looksSignedIn } from '#src/client/session-hint.ts';
import { openModal } from '#src/stores/modal-stack.ts';

// Spec: clicking a contact starts a chat. Visitors get the login prompt instead (the contact
// carries data-requires-login, handled by modal-host.ts).
document.addEventListener('click', (event) => {
  const contact = (event.target as Element | null)?.closest<HTMLElement>('[data-contact-id]');
  if (!contact || !looksSignedIn()) return;
  const detail = { contactId: Number(contact.dataset.contactId), supplierName: contact.dataset.supplierName ?? '' };
  // The chat widget (built by a later issue) listens for this event, opens the conversation and
  // cancels the event; until it exists, the user is told rather than left with a dead click.
  const handled = !document.dispatchEvent(new CustomEvent('vitrine:start-chat', { detail, cancelable: true }));
  if (!handled)
    void openModal('info', `Chat with ${contact.dataset.contactName ?? 'this contact'} is not available yet.`);
});
