import { useState } from 'react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { fetchBlockedUsers, unblockContact } from '#src/client/messaging.ts';
import Avatar from '#src/components/Avatar.tsx';
import { setBlocked } from './chat-store.ts';
import type { BlockedUser } from '#src/shared/messaging.ts';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';

const since = (time: number) => new Date(time).toLocaleDateString('en', { dateStyle: 'medium' });

/** Blocked users (spec §7 block/pager, 1000 from page 1): who may not write to the user, and unblocking them. */
export function BlockedUsersScreen() {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const blocked = useQuery('chat/blocked-users', fetchBlockedUsers);
  const list = blocked.data?.list;

  const unblock = async (user: BlockedUser) => {
    const name = user.name || 'This person';
    try {
      await unblockContact(user.id);
      setBlocked(user.id, false);
      setOutcome({ ok: true, message: `${name} is unblocked: you can write to each other again.` });
      blocked.retry();
    } catch {
      setOutcome({ ok: false, message: `${name} could not be unblocked. Please try again.` });
    }
  };

  return (
    <ScreenSection title="Blocked users">
      <p className="ws-intro">People you blocked in a chat. Neither of you can write until you unblock them.</p>
      <p className={outcome?.ok === false ? 'ws-error' : undefined} role="status">
        {outcome?.message}
      </p>
      {list && list.length > 0 && !blocked.failed ? (
        <ul className="chat-blocked-list" aria-busy={blocked.loading}>
          {list.map((user) => (
            <li key={user.id} className="chat-blocked-row">
              <Avatar src={user.avatar} name={user.name || '?'} size={40} />
              <span className="chat-contact-text">
                <span className="chat-contact-name">{user.name || 'Unnamed user'}</span>
                {user.jobTitle && <span className="chat-contact-job">{user.jobTitle}</span>}
                <span className="chat-contact-job">Blocked since {since(user.createTime)}</span>
              </span>
              <button type="button" className="button" onClick={() => void unblock(user)}>
                Unblock
                <span className="visually-hidden"> {user.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ListState loading={blocked} onRetry={blocked.retry} empty="You have blocked nobody." />
      )}
    </ScreenSection>
  );
}
