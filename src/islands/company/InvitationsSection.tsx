import { useStore } from '@nanostores/react';
import Avatar from '#src/components/Avatar.tsx';
import { $buyingTeams } from '#src/client/buying-teams.ts';
import { $myTeams, answerInvitation, leaveTeam } from '#src/client/team.ts';
import { TeamInvitationCards } from '#src/islands/teams/parts.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { TeamInvitation, TeamMembership, TeamSupplier } from '#src/shared/team-invitations.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { refreshUnreadNotifications } from '#src/stores/unread-notifications.ts';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';

/** An answer done: its notification is gone, so the nav's count moves. One that failed says so; the lists stay. */
const orSayItFailed = (call: Promise<void>) =>
  call.then(refreshUnreadNotifications, () => void openModal('alert', MESSAGES.unexpected));

/** What the owner asks of the person: the title they would show under, and whether they may post. */
function roleText({ jobTitle, canPost }: { jobTitle: string; canPost: boolean }): string {
  const title = jobTitle ? `as ${jobTitle}` : 'with your own job title';
  return canPost ? `${title}, allowed to publish posts` : title;
}

function TeamHead({ supplier }: { supplier: TeamSupplier }) {
  return (
    <div className="my-card-head">
      <Avatar src={supplier.avatar} name={supplier.companyName} size={48} shape="square" />
      <a className="my-card-title" href={`/${supplier.id}`}>
        {supplier.companyName}
      </a>
    </div>
  );
}

function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  const { supplier } = invitation;
  return (
    <article className="my-card" aria-label={`Invitation from ${supplier.companyName}`}>
      <TeamHead supplier={supplier} />
      <p className="my-team-ask">Invites you to join its sales team {roleText(invitation)}.</p>
      <p className="my-team-note">Sent {shownDate.format(invitation.createTime)}</p>
      <p className="my-team-note">
        If you accept, your name, picture and job title show on its company page, buyers can chat with you about it, and
        its owner sees your e-mail. You can leave the team at any time.
      </p>
      <div className="my-card-actions">
        <button
          type="button"
          className="button button-primary my-small-button"
          onClick={() => void orSayItFailed(answerInvitation('accept', invitation.id))}
        >
          Accept
        </button>
        <button
          type="button"
          className="button my-small-button"
          onClick={() => void orSayItFailed(answerInvitation('decline', invitation.id))}
        >
          Decline
        </button>
      </div>
    </article>
  );
}

function MembershipCard({ membership }: { membership: TeamMembership }) {
  const { supplier } = membership;
  const leave = async () => {
    const sure = await openModal(
      'confirm',
      `Leave the sales team of ${supplier.companyName}? You will no longer show on its company page, buyers cannot start chats with you about it, and you cannot post for it.`,
    );
    if (sure) await orSayItFailed(leaveTeam(supplier.id));
  };
  return (
    <article className="my-card" aria-label={`Team of ${supplier.companyName}`}>
      <TeamHead supplier={supplier} />
      <p className="my-team-ask">On its sales team {roleText(membership)}.</p>
      <div className="my-card-actions">
        <button type="button" className="button my-small-button" onClick={() => void leave()}>
          Leave team
        </button>
      </div>
    </article>
  );
}

/**
 * My catalogue › Invitations (issue 24): the sales teams a catalogue asks the user to join, and the
 * buying teams colleagues ask them into (issue 29), each accepted or declined here, and the sales
 * teams they are on, each one left here. Nobody joins otherwise.
 */
export function InvitationsSection() {
  const teams = useStore($myTeams);
  const buyingTeams = useStore($buyingTeams);
  if (teams.error || buyingTeams.error)
    return (
      <>
        <SectionHeading>Invitations</SectionHeading>
        <FailedState
          className="my-state"
          onRetry={() => {
            void $myTeams.revalidate();
            void $buyingTeams.revalidate();
          }}
        />
      </>
    );
  if (!teams.data || !buyingTeams.data)
    return (
      <>
        <SectionHeading>Invitations</SectionHeading>
        <p className="my-state" role="status" aria-busy="true">
          Loading…
        </p>
      </>
    );
  const { invitations, memberships } = teams.data;
  const toBuyingTeams = buyingTeams.data.invitations;
  return (
    <>
      <SectionHeading>Invitations</SectionHeading>
      {invitations.length + toBuyingTeams.length === 0 ? (
        <div className="my-state">
          <p className="my-empty-title">No invitations waiting</p>
          <p>
            When a supplier invites you to its sales team, or a colleague to a buying team, you accept or decline it
            here.
          </p>
        </div>
      ) : (
        <ul className="my-list my-grid" aria-label="Invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} />
            </li>
          ))}
          <TeamInvitationCards invitations={toBuyingTeams} />
        </ul>
      )}
      {memberships.length > 0 && (
        <>
          <h3 className="my-subtitle">Your teams</h3>
          <ul className="my-list my-grid" aria-label="Your teams">
            {memberships.map((membership) => (
              <li key={membership.supplier.id}>
                <MembershipCard membership={membership} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
