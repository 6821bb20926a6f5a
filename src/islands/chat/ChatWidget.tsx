import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { sendProductCard } from '#src/client/messaging.ts';
import { onChatMessage, startChatChannel } from '#src/client/chat-channel.ts';
import { Glyph } from '#src/islands/kit/Glyph.tsx';
import { CHAT_OPEN_HASH } from '#src/shared/realtime.ts';
import { loadStylesheet } from '#src/islands/kit/load-stylesheet.ts';
import { $chatRequest, takeChatRequest, type ChatRequest } from '#src/stores/chat-requests.ts';
import chatWidgetStyles from './chat-widget.css?url';
import { openModal } from '#src/stores/modal-stack.ts';
import { confirmReveal } from '#src/stores/reveal-attention.ts';
import { ChatContactList } from './ChatContactList.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { playDing, showUnreadOnTab } from './chat-alerts.ts';
import {
  $announcement,
  $chatEmbedded,
  $chatSignedOut,
  $chatStep,
  $openContact,
  $unreadTotal,
  closeChat,
  keepSent,
  loadContacts,
  receiveLive,
  showChats,
  startChat,
} from './chat-store.ts';

/** The company page's contact click or "Ask about this product": open that conversation (and send the card). */
async function answerRequest(request: ChatRequest): Promise<void> {
  // A supplier writing to its follower reveals nothing new: the Attention note is a buyer's.
  if (!request.withFollower && !(await confirmReveal('chat'))) return;
  try {
    const contact = await startChat(request.contactId, request.supplierName, request.withFollower);
    if (request.productId !== undefined) keepSent(contact.id, await sendProductCard(contact.id, request.productId));
  } catch {
    void openModal('alert', 'The chat could not be opened. Please try again.');
  }
}

/**
 * Spec §2 chat widget, on every page for signed-in users: a floating button bottom right with the
 * unread count and a dismiss icon; step 1 the chats, step 2 a conversation (a full page on phones).
 * It keeps the page's real-time channel open, plays the ding and dots the tab's icon.
 */
export default function ChatWidget() {
  const step = useStore($chatStep);
  const unread = useStore($unreadTotal);
  const open = useStore($openContact);
  const signedOut = useStore($chatSignedOut);
  const embedded = useStore($chatEmbedded);
  const announcement = useStore($announcement);
  const [dismissed, setDismissed] = useState(false);
  // Nothing in the server's markup: the page (cached, the same for everyone) must not show a
  // visitor a chat button; client:signedin wakes the widget for signed-in users only.
  const [awake, setAwake] = useState(false);
  const titleId = useId();

  useEffect(() => {
    // Its styles come with it, not in every page's inline CSS: most visitors never see it.
    void loadStylesheet(chatWidgetStyles).then(() => setAwake(true));
    void loadContacts();
    const stopListening = onChatMessage((message) => {
      if (!receiveLive(message)) return;
      playDing();
      setDismissed(false);
    });
    startChatChannel();
    // A chat notification links to #chats: on arrival, and on this page when it is followed here.
    const openOnHash = () => {
      if (window.location.hash !== CHAT_OPEN_HASH) return;
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      setDismissed(false);
      showChats();
    };
    openOnHash();
    window.addEventListener('hashchange', openOnHash);
    return () => {
      stopListening();
      window.removeEventListener('hashchange', openOnHash);
    };
  }, []);
  useEffect(() => void showUnreadOnTab(unread), [unread]);
  useEffect(
    () =>
      $chatRequest.subscribe((request) => {
        if (!request) return;
        takeChatRequest();
        setDismissed(false);
        void answerRequest(request);
      }),
    [],
  );

  if (!awake || signedOut) return null;
  const panelId = `${titleId}-panel`;
  return (
    <div className="chat-widget">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {step > 0 && !embedded && (
        <section id={panelId} className="chat-panel" aria-labelledby={titleId}>
          <header className="chat-panel-head">
            <h2 id={titleId} className="chat-title">
              Chats
            </h2>
            <button type="button" className="icon-button" aria-label="Close chats" onClick={closeChat}>
              <Glyph name="close" />
            </button>
          </header>
          {step === 2 && open ? <ChatConversation contact={open} /> : <ChatContactList titleId={titleId} />}
        </section>
      )}
      {!dismissed && !embedded && step === 0 && (
        <div className="chat-launcher">
          <button
            type="button"
            className="chat-launcher-button"
            aria-label={unread > 0 ? `Chats, ${unread} unread` : 'Chats'}
            onClick={showChats}
          >
            <Glyph name="chat" />
            {unread > 0 && (
              <span className="chat-badge" aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </button>
          <button
            type="button"
            className="chat-dismiss"
            aria-label="Hide the chat button on this page"
            onClick={() => setDismissed(true)}
          >
            <Glyph name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
