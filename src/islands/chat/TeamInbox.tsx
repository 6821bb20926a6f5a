import { useId, useState } from 'react';
import { fetchInboxPage, fetchInboxTeam } from '#src/client/team-inbox.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import type { InboxTeamMember } from '#src/shared/team-inbox.ts';
import { buyerLabel, memberLabel, messageText } from './team-inbox-labels.ts';
import { TeamInboxThread } from './TeamInboxThread.tsx';
import { timeLabel } from './time-labels.ts';
// The unread pill and the states are the chat widget's own styles, as in Messages.
import './chat-widget.css';
import './team-inbox.css';

/** Who reads the inbox: the owner sees every conversation, a sales contact those they hold. */
type Audience = 'owner' | 'member';

const WORDS: Record<Audience, { intro: string; empty: string; formerHolder: string }> = {
  owner: {
    intro:
      'Every conversation buyers hold with you or your sales team. Open one to read it, answer as your catalogue, or hand it to someone else of the team.',
    empty: 'No buyer has written to your catalogue yet. Their conversations show here.',
    formerHolder: 'a former member of your team',
  },
  member: {
    intro:
      'The conversations buyers hold with you for this catalogue, those handed to you included. Open one to read it, answer, or hand it to someone else of the team.',
    empty:
      'No conversation is yours here yet. When a buyer writes to you, or a conversation is handed to you, it shows here.',
    formerHolder: 'a former member of the team',
  },
};

/**
 * The team inbox (issue 26 item 2): the catalogue's conversations with buyers — who holds each, the
 * last message and its time, what nobody of the team has read — and, opened, the conversation itself.
 */
export function TeamInbox({
  supplierName,
  title,
  audience,
}: {
  supplierName: string;
  title: string;
  audience: Audience;
}) {
  const titleId = useId();
  const inbox = useQuery(`chat/team-inbox?${supplierName}`, () => fetchInboxPage(supplierName));
  const team = useQuery(`chat/team-inbox-team?${supplierName}`, () => fetchInboxTeam(supplierName));
  const [openChat, setOpenChat] = useState<number | null>(null);
  const [handedTo, setHandedTo] = useState<InboxTeamMember | null>(null);
  const words = WORDS[audience];

  const handedOver = (to: InboxTeamMember) => {
    setHandedTo(to);
    // A member no longer holds what they handed on; the owner still sees it, now held by the other.
    if (audience === 'member') setOpenChat(null);
    inbox.retry();
  };

  return (
    <section className="team-inbox" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="team-inbox-hint">{words.intro}</p>
      {handedTo && (
        <p className="team-inbox-notice" role="status">
          Handed over: {memberLabel(handedTo)} now holds it and is told in their notifications.
        </p>
      )}
      {inbox.failed ? (
        <FailedState className="team-inbox-hint" onRetry={inbox.retry} />
      ) : !inbox.data ? (
        <p className="team-inbox-hint" role="status" aria-busy="true">
          Loading…
        </p>
      ) : inbox.data.list.length === 0 ? (
        <p className="team-inbox-hint">{words.empty}</p>
      ) : (
        <ul className="team-inbox-list" aria-label={title}>
          {inbox.data.list.map((conversation) => (
            <li key={conversation.chatId}>
              <button
                type="button"
                className="team-inbox-row"
                aria-pressed={openChat === conversation.chatId}
                onClick={() => {
                  setHandedTo(null);
                  setOpenChat(conversation.chatId);
                }}
              >
                <strong>{buyerLabel(conversation.buyer)}</strong>
                <span>with {conversation.holder.name || words.formerHolder}</span>
                {conversation.lastMessage && (
                  <span className="team-inbox-last">
                    {messageText(conversation.lastMessage)} · {timeLabel(conversation.lastMessageTime!)}
                  </span>
                )}
                {conversation.unread > 0 && <span className="chat-unread">{conversation.unread} unread</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {openChat !== null && (
        <TeamInboxThread
          key={openChat}
          supplierName={supplierName}
          chatId={openChat}
          members={team.data ?? []}
          onChanged={inbox.retry}
          onHandedOver={handedOver}
        />
      )}
    </section>
  );
}
