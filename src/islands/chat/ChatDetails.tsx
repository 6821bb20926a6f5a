import * as calls from '#src/client/messaging.ts';
import type { MessageContact } from '#src/shared/messaging.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { openReport } from '#src/stores/report-modal.ts';
import { forgetContact, setBlocked } from './chat-store.ts';

/** Spec §2 details side panel: who this is, and block or unblock, report, delete the conversation. */
export function ChatDetails({ contact }: { contact: MessageContact }) {
  const name = contact.name || 'this person';
  const toggleBlock = async () => {
    if (!contact.blocked && !(await openModal('warning', `Block ${name}? Neither of you can write until you unblock.`)))
      return;
    try {
      await (contact.blocked ? calls.unblockContact(contact.id) : calls.blockContact(contact.id));
      setBlocked(contact.id, !contact.blocked);
    } catch {
      void openModal('alert', `${name} could not be ${contact.blocked ? 'unblocked' : 'blocked'}. Please try again.`);
    }
  };
  const remove = async () => {
    if (!(await openModal('warning', `Delete the conversation with ${name}? Its messages leave your list.`))) return;
    try {
      await calls.deleteConversation(contact.id);
      forgetContact(contact.id);
    } catch {
      void openModal('alert', 'The conversation could not be deleted. Please try again.');
    }
  };

  return (
    <aside className="chat-details" aria-label={`About ${name}`}>
      <p className="chat-details-name">{contact.name}</p>
      {contact.otherRole.personalInfo.jobTitle && <p>{contact.otherRole.personalInfo.jobTitle}</p>}
      <p>
        <a href={storefrontPath(contact.supplierId)}>Open the catalogue</a>
      </p>
      <div className="chat-details-actions">
        <button type="button" className="button" onClick={() => void toggleBlock()}>
          {contact.blocked ? 'Unblock' : 'Block'}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => openReport({ kind: 'chat', chatId: contact.chatId, contactId: contact.id })}
        >
          Report
        </button>
        <button type="button" className="button" onClick={() => void remove()}>
          Delete conversation
        </button>
      </div>
    </aside>
  );
}
