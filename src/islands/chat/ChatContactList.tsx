import { useStore } from '@nanostores/react';
import Avatar from '#src/components/Avatar.tsx';
import { $contacts, loadContacts, openConversation, preview } from './chat-store.ts';
import { shortTimeLabel } from './time-labels.ts';
import { whoTheyAre } from './contact-labels.ts';

const BUYER_EMPTY_TEXT =
  "No chats yet. Open a supplier's company page and choose one of its sales contacts to start one.";

/**
 * Spec §2 step 1: 'Chats' — who the user talks with, each with their job title and company, the last message and its time, and the unread count. `emptyText` says
 * how chats begin for whoever reads it (a supplier's workspace says it its own way).
 */
export function ChatContactList({ titleId, emptyText = BUYER_EMPTY_TEXT }: { titleId: string; emptyText?: string }) {
  const contacts = useStore($contacts);
  const list = contacts.data;
  return (
    <div className="chat-step">
      <p className="chat-hint" id={`${titleId}-hint`}>
        Who do you want to chat with?
      </p>
      {list === null ? (
        contacts.failed ? (
          <p className="chat-state" role="alert">
            Your chats could not be loaded.{' '}
            <button type="button" className="chat-link-button" onClick={() => void loadContacts()}>
              Try again
            </button>
          </p>
        ) : (
          <p className="chat-state">Loading your chats…</p>
        )
      ) : list.length === 0 ? (
        <p className="chat-state">{emptyText}</p>
      ) : (
        <ul className="chat-contacts" aria-labelledby={titleId} aria-describedby={`${titleId}-hint`}>
          {list.map((contact) => {
            const name = contact.name || 'Unknown';
            return (
              <li key={contact.id}>
                <button type="button" className="chat-contact" onClick={() => void openConversation(contact.id)}>
                  <Avatar src={contact.avatar} name={name} size={40} />
                  <span className="chat-contact-text">
                    <span className="chat-contact-top">
                      <span className="chat-contact-name">{name}</span>
                      {contact.lastMessageTime !== null && (
                        <time className="chat-contact-when" dateTime={new Date(contact.lastMessageTime).toISOString()}>
                          {shortTimeLabel(contact.lastMessageTime)}
                        </time>
                      )}
                    </span>
                    {whoTheyAre(contact) && <span className="chat-contact-job">{whoTheyAre(contact)}</span>}
                    {contact.lastMessage && <span className="chat-contact-last">{preview(contact.lastMessage)}</span>}
                  </span>
                  {contact.unread > 0 && (
                    <span className="chat-unread" aria-label={`${contact.unread} unread`}>
                      {contact.unread}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
