import { useEffect, useId, useState } from 'react';
import { RequestError } from '#src/client/request.ts';
import {
  answerInInbox,
  fetchInboxConversation,
  handOverConversation,
  readInboxConversation,
} from '#src/client/team-inbox.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { MEMBER_ALREADY_TALKS_WITH_BUYER, type InboxTeamMember } from '#src/shared/team-inbox.ts';
import { MAX_MESSAGE_LENGTH } from '#src/shared/messaging.ts';
import { buyerLabel, memberLabel, messageText } from './team-inbox-labels.ts';
import { timeLabel } from './time-labels.ts';
import { deliveryMark } from './delivery-mark.ts';

type Props = {
  supplierName: string;
  chatId: number;
  members: InboxTeamMember[];
  onChanged: () => void;
  /** The conversation went to someone else (the caller may no longer see it). */
  onHandedOver: (to: InboxTeamMember) => void;
};

/** Why the team cannot write in a conversation, or null when it can. */
function closedReason(blocked: boolean, closed: boolean): string | null {
  if (blocked) return 'This conversation is blocked: nobody can write in it until the block is lifted.';
  if (closed) return 'Its holder has left your team: hand it to someone of the team to answer.';
  return null;
}

function failureText(error: unknown): string {
  const code = error instanceof RequestError ? error.errors[0]?.code : undefined;
  return code === MEMBER_ALREADY_TALKS_WITH_BUYER
    ? 'They already talk with this buyer in a conversation of their own.'
    : MESSAGES.unexpected;
}

/**
 * One conversation of the team inbox (issue 26 item 2): its messages with who wrote each, an
 * answer as the catalogue (text), and handing it to another of the team.
 */
export function TeamInboxThread({ supplierName, chatId, members, onChanged, onHandedOver }: Props) {
  const id = useId();
  const thread = useQuery(`chat/team-inbox-thread?${supplierName}/${chatId}`, () =>
    fetchInboxConversation(supplierName, chatId),
  );
  const [text, setText] = useState('');
  const [memberId, setMemberId] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    void readInboxConversation(supplierName, chatId).then(onChanged, () => undefined);
  }, [supplierName, chatId]);

  if (thread.failed) return <FailedState className="team-inbox-hint" onRetry={thread.retry} />;
  if (!thread.data)
    return (
      <p className="team-inbox-hint" role="status" aria-busy="true">
        Loading…
      </p>
    );
  const { conversation, list } = thread.data;
  const cannotWrite = closedReason(conversation.blocked, conversation.closed);
  const others = members.filter((member) => member.id !== conversation.holder.id);

  const act = async (call: () => Promise<unknown>) => {
    setFailure('');
    try {
      await call();
      thread.retry();
      onChanged();
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    }
  };

  return (
    <section className="team-inbox-thread" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{buyerLabel(conversation.buyer)}</h3>
      <p className="team-inbox-hint">Held by {conversation.holder.name || 'a former member of your team'}</p>
      <ol className="team-inbox-messages" aria-label={`Messages with ${buyerLabel(conversation.buyer)}`}>
        {[...list].reverse().map((message) => (
          <li key={message.id} data-team={message.sender.team || undefined}>
            <p className="team-inbox-sender">
              {message.sender.name || (message.sender.team ? 'Your team' : 'Buyer')} ·{' '}
              <time dateTime={new Date(message.createTime).toISOString()}>{timeLabel(message.createTime)}</time>
              {message.sender.team && ` · ${deliveryMark(message)}`}
            </p>
            <p>{messageText(message)}</p>
          </li>
        ))}
      </ol>
      {cannotWrite ? (
        <p className="team-inbox-hint" role="status">
          {cannotWrite}
        </p>
      ) : (
        <form
          className="team-inbox-answer"
          onSubmit={(event) => {
            event.preventDefault();
            const content = text.trim();
            if (content)
              void act(() => answerInInbox(supplierName, chatId, content)).then((sent) => sent && setText(''));
          }}
        >
          <label htmlFor={`${id}-answer`}>Answer as your catalogue</label>
          <textarea
            id={`${id}-answer`}
            rows={3}
            maxLength={MAX_MESSAGE_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={!text.trim()}>
            Send
          </button>
        </form>
      )}
      {others.length > 0 && (
        <form
          className="team-inbox-hand-over"
          onSubmit={(event) => {
            event.preventDefault();
            const to = others.find((member) => member.id === Number(memberId));
            setFailure('');
            if (to)
              void handOverConversation(supplierName, chatId, to.id).then(
                () => onHandedOver(to),
                (error: unknown) => setFailure(failureText(error)),
              );
          }}
        >
          <label htmlFor={`${id}-member`}>Hand this conversation to</label>
          <select id={`${id}-member`} value={memberId} onChange={(event) => setMemberId(event.target.value)}>
            <option value="">Choose someone of your team</option>
            {others.map((member) => (
              <option key={member.id} value={member.id}>
                {memberLabel(member)}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={!memberId}>
            Hand over
          </button>
        </form>
      )}
      {failure && (
        <p className="team-inbox-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
