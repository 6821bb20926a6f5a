import { useState } from 'react';
import { fetchContactPersons } from '#src/client/team-members.ts';
import { fetchInboxPage } from '#src/client/team-inbox.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { buyerLabel, messageText } from './team-inbox-labels.ts';
import { TeamInboxThread } from './TeamInboxThread.tsx';
import { timeLabel } from './time-labels.ts';

/**
 * The team inbox (issue 26 item 2): every conversation buyers hold with the catalogue's team, for
 * its owner — who holds each, the last message and its time, what nobody of the team has read —
 * and, opened, the conversation itself.
 */
export function TeamInbox({ supplierName }: { supplierName: string }) {
  const inbox = useQuery(`chat/team-inbox?${supplierName}`, () => fetchInboxPage(supplierName));
  const team = useQuery('chat/team-members', fetchContactPersons);
  const [openChat, setOpenChat] = useState<number | null>(null);

  return (
    <section className="team-inbox" aria-labelledby="team-inbox-title">
      <h3 id="team-inbox-title">Your team’s conversations</h3>
      <p className="ws-hint">
        Every conversation buyers hold with you or your sales team. Open one to read it, answer as your catalogue, or
        hand it to someone else of the team.
      </p>
      {inbox.failed ? (
        <FailedState className="chat-state" onRetry={inbox.retry} />
      ) : !inbox.data ? (
        <p className="chat-state" role="status" aria-busy="true">
          Loading…
        </p>
      ) : inbox.data.list.length === 0 ? (
        <p className="chat-state">No buyer has written to your catalogue yet. Their conversations show here.</p>
      ) : (
        <ul className="team-inbox-list" aria-label="Your team’s conversations">
          {inbox.data.list.map((conversation) => (
            <li key={conversation.chatId}>
              <button
                type="button"
                className="team-inbox-row"
                aria-pressed={openChat === conversation.chatId}
                onClick={() => setOpenChat(conversation.chatId)}
              >
                <strong>{buyerLabel(conversation.buyer)}</strong>
                <span>with {conversation.holder.name || 'a former member of your team'}</span>
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
        />
      )}
    </section>
  );
}
