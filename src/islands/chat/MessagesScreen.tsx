import { useStore } from '@nanostores/react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { useEffect } from 'react';
import { ChatContactList } from './ChatContactList.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { $chatEmbedded, $chatStep, $openContact, closeChat, showChats } from './chat-store.ts';
import { SCREEN_TITLE_ID } from '#src/islands/kit/use-title-focus.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { TeamInbox } from './TeamInbox.tsx';
import './chat-widget.css';

/**
 * Messages: the chat widget's conversations as a screen of the workspace, the list beside the open
 * conversation (one after the other on a phone). While it shows, the floating widget stands aside.
 */
export function MessagesScreen({ company }: { company: OwnerCompany }) {
  const step = useStore($chatStep);
  const open = useStore($openContact);

  useEffect(() => {
    $chatEmbedded.set(true);
    showChats();
    return () => {
      $chatEmbedded.set(false);
      closeChat();
    };
  }, []);

  const conversationOpen = step === 2 && open !== null;
  return (
    <ScreenSection title="Messages">
      <p className="ws-intro">
        Your own chats with buyers, live, and below them every conversation of your team. New messages arrive here as
        they are sent.
      </p>
      <div className="chat-page" data-conversation-open={conversationOpen || undefined}>
        <div className="chat-page-list">
          <ChatContactList
            titleId={SCREEN_TITLE_ID}
            emptyText="No buyer has written to you yet. Buyers start a chat from your company page's Contact section or a product's Ask about this product."
          />
        </div>
        <div className="chat-page-conversation">
          {conversationOpen ? (
            <ChatConversation contact={open} />
          ) : (
            <p className="chat-state">Choose a conversation to read it.</p>
          )}
        </div>
      </div>
      <TeamInbox supplierName={company.name} title="Your team’s conversations" audience="owner" />
    </ScreenSection>
  );
}
