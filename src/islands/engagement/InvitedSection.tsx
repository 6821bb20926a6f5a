import { useEffect } from 'react';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import Avatar from '#src/components/Avatar.tsx';
import { CopyField } from '#src/islands/kit/CopyField.tsx';
import { inviteUrl } from '#src/client/accounts.ts';
import { forgetInvitedUser, invitedUsers, markInvitedUserSeen } from '#src/client/my-catalogue.ts';
import { EmptyNote, PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import type { InvitedUser } from '#src/shared/engagement.ts';

/** The user's invite link and the people who joined through it (spec §7 invite-url, my/invited-user). */
export function InvitedSection() {
  const url = useQuery('my/invite-url', inviteUrl).data?.url ?? null;
  const list = usePagedList(invitedUsers, 'my/invited-users');

  // Shown once as new: the server hears they have been seen, the badges stay until the next visit.
  const unseen = list.items
    .filter((user) => user.isNew)
    .map((user) => user.id)
    .join(',');
  useEffect(() => {
    for (const id of unseen ? unseen.split(',') : []) void markInvitedUserSeen(Number(id)).catch(() => undefined);
  }, [unseen]);

  const forget = async (user: InvitedUser) => {
    if (
      !(await openModal('confirm', `Remove ${user.name || 'this user'} from your invited users? Their account stays.`))
    )
      return;
    try {
      await forgetInvitedUser(user.id);
      list.update((items) => items.filter((item) => item.id !== user.id));
    } catch {
      void openModal('alert', MESSAGES.unexpected);
    }
  };

  return (
    <>
      <SectionHeading>Invited users</SectionHeading>
      <p className="my-lead">
        Send colleagues your invite link: once they register through it and verify their e-mail, they are listed here.
      </p>
      {url && <CopyField label="Your invite link" value={url} />}
      <PagedListView
        list={list}
        label="Invited users"
        itemKey={(user) => user.id}
        className="my-list my-people"
        renderItem={(user) => (
          <article className="my-person" aria-label={user.name || user.email || 'Invited user'}>
            <Avatar src={user.avatarUrl} name={user.name || user.email || '?'} size={40} />
            <div>
              <p className="my-card-title">
                {user.name || 'A new user'} {user.isNew && <span className="my-new">New</span>}
              </p>
              {user.email && <p className="my-person-email">{user.email}</p>}
              <p className="my-person-joined">Joined {shownDate.format(user.createTime)}</p>
            </div>
            <button
              type="button"
              className="button my-small-button"
              aria-label={`Remove ${user.name || user.email || 'this user'}`}
              onClick={() => void forget(user)}
            >
              Remove
            </button>
          </article>
        )}
        empty={
          <EmptyNote title="Nobody has joined through your link yet">
            Copy the invite link above and send it to a colleague.
          </EmptyNote>
        }
      />
    </>
  );
}
