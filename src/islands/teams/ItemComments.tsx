import { useEffect, useId, useRef, useState } from 'react';
import Avatar from '#src/components/Avatar.tsx';
import { useStore } from '@nanostores/react';
import { addComment, commentCall, deleteComment, editComment, itemComments } from '#src/client/buying-teams.ts';
import { $waitingWrites, failedOffline, keepWrite } from '#src/client/offline-writes.ts';
import { KEPT_OFFLINE_TEXT } from '#src/shared/offline.ts';
import { COMMENT_MAX, type TeamComment, type TeamPerson } from '#src/shared/buying-teams.ts';
import { mentionedIn, withMentionsMarked } from '#src/shared/mentions.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { teamErrorText } from './team-errors.ts';
import { useTeamSubmit } from './use-team-submit.ts';

type ComposerProps = {
  members: TeamPerson[];
  initial?: string;
  submitLabel: string;
  onSubmit: (body: string, mentions: number[]) => Promise<void>;
  onCancel?: () => void;
};

/** A comment's text, with a picker that writes @Name for another member: whoever is named so when it is sent is told. */
function CommentComposer({ members, initial = '', submitLabel, onSubmit, onCancel }: ComposerProps) {
  const [body, setBody] = useState(initial);
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const named = members.filter((member) => member.name.trim() !== '');

  const { busy, error, submit } = useTeamSubmit(
    () => onSubmit(body.trim(), mentionedIn(body, named)),
    () => setBody(''),
  );

  return (
    <form className="team-composer" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {submitLabel === 'Save' ? 'Edit your comment' : 'Your comment'}
      </label>
      <textarea
        id={`${id}-body`}
        ref={fieldRef}
        rows={3}
        maxLength={COMMENT_MAX}
        value={body}
        placeholder="Write a comment for the team"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="team-composer-row">
        {named.length > 0 && (
          <label className="team-mention-pick">
            <span className="visually-hidden">Mention a member</span>
            <select
              value=""
              onChange={(event) => {
                const member = named.find((each) => String(each.userId) === event.target.value);
                if (!member) return;
                setBody((text) => `${text}${text && !text.endsWith(' ') ? ' ' : ''}@${member.name} `);
                fieldRef.current?.focus();
              }}
            >
              <option value="">Mention…</option>
              {named.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="team-composer-gap" />
        {onCancel && (
          <button type="button" className="button my-small-button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button-primary my-small-button" disabled={busy || body.trim() === ''}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="team-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function CommentBody({ comment }: { comment: TeamComment }) {
  return (
    <p className="team-comment-body">
      {withMentionsMarked(comment.body, comment.mentions).map((part, index) =>
        part.mention ? (
          <strong key={index} className="team-mention">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

type CommentProps = {
  comment: TeamComment;
  members: TeamPerson[];
  onChanged: (comments: TeamComment[] | TeamComment) => void;
};

function CommentRow({ comment, members, onChanged }: CommentProps) {
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    if (!(await openModal('confirm', 'Delete your comment?'))) return;
    try {
      onChanged(await deleteComment(comment.id));
    } catch (failure) {
      void openModal('alert', teamErrorText(failure));
    }
  };
  return (
    <li className="team-comment">
      <Avatar src={comment.author.avatar} name={comment.author.name} size={32} />
      <div className="team-comment-main">
        <p className="team-meta">
          <strong className="team-comment-author">{comment.author.name || 'A member'}</strong> ·{' '}
          {shownDate.format(comment.createTime)}
          {comment.editTime !== null && ' · edited'}
        </p>
        {editing ? (
          <CommentComposer
            members={members}
            initial={comment.body}
            submitLabel="Save"
            onCancel={() => setEditing(false)}
            onSubmit={async (body, mentions) => {
              onChanged(await editComment(comment.id, body, mentions));
              setEditing(false);
            }}
          />
        ) : (
          <CommentBody comment={comment} />
        )}
        {comment.mine && !editing && (
          <p className="team-comment-actions">
            <button type="button" className="team-link-button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className="team-link-button" onClick={() => void remove()}>
              Delete
            </button>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * An item's comments, oldest first, and a new one; opening them reads the viewer's notices of
 * them. A comment written without a connection waits on the device and is sent once back online
 * (issue 29 item 5); its key makes a second send the same comment.
 */
export function ItemComments({
  itemId,
  members,
  viewerId,
  onCount,
}: {
  itemId: number;
  members: TeamPerson[];
  viewerId: number | null;
  onCount: (count: number) => void;
}) {
  const comments = useQuery(`teams/comments?${itemId}`, () => itemComments(itemId));
  const [keptOffline, setKeptOffline] = useState(false);
  const waiting = useStore($waitingWrites);
  // Once what waited is sent, the comments are read again: the one written offline is among them.
  useEffect(() => {
    if (keptOffline && waiting === 0) {
      setKeptOffline(false);
      comments.retry();
    }
  }, [keptOffline, waiting]);
  const send = async (body: string, mentions: number[]) => {
    const call = commentCall(itemId, body, mentions, crypto.randomUUID());
    try {
      changed(await addComment(call));
    } catch (failure) {
      if (viewerId === null || !failedOffline(failure)) throw failure;
      keepWrite(viewerId, `comment:${call.body.clientKey}`, call.url, call.body);
      setKeptOffline(true);
    }
  };
  useEffect(() => {
    if (comments.data) onCount(comments.data.length);
  }, [comments.data]);
  const changed = (next: TeamComment[] | TeamComment) => {
    const current = comments.data ?? [];
    if (Array.isArray(next)) comments.mutate(next);
    else if (current.some((comment) => comment.id === next.id))
      comments.mutate(current.map((comment) => (comment.id === next.id ? next : comment)));
    else comments.mutate([...current, next]);
  };
  if (comments.failed) return <FailedState className="team-comments" onRetry={comments.retry} />;
  if (!comments.data)
    return (
      <p className="team-comments" role="status" aria-busy="true">
        Loading comments…
      </p>
    );
  return (
    <div className="team-comments">
      {comments.data.length === 0 ? (
        <p className="team-meta">No comments yet.</p>
      ) : (
        <ul className="team-comment-list" aria-label="Comments">
          {comments.data.map((comment) => (
            <CommentRow key={comment.id} comment={comment} members={members} onChanged={changed} />
          ))}
        </ul>
      )}
      {keptOffline && (
        <p className="team-meta" role="status">
          {KEPT_OFFLINE_TEXT}
        </p>
      )}
      <CommentComposer members={members} submitLabel="Comment" onSubmit={send} />
    </div>
  );
}
