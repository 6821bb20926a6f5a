import { useState } from 'react';
import Avatar from '#src/components/Avatar.tsx';
import { answerTeamInvitation } from '#src/client/buying-teams.ts';
import { teamPath, type TeamInvitationForMe } from '#src/shared/buying-teams.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { goToMyPath } from '#src/islands/kit/MyLink.tsx';
import { teamErrorText } from './team-errors.ts';

function InvitationCard({ invitation }: { invitation: TeamInvitationForMe }) {
  const [busy, setBusy] = useState(false);
  // One answer at a time: a second click waits for the first.
  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(true);
    try {
      await answerTeamInvitation(choice, invitation.id);
      if (choice === 'accept') goToMyPath(teamPath(invitation.team.id));
    } catch (failure) {
      void openModal('alert', teamErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="my-card" aria-label={`Invitation to ${invitation.team.name}`} aria-busy={busy || undefined}>
      <div className="my-card-head">
        <Avatar src={invitation.invitedBy.avatar} name={invitation.invitedBy.name} size={48} />
        <p className="my-card-title">{invitation.team.name}</p>
      </div>
      <p className="my-team-ask">{invitation.invitedBy.name || 'A colleague'} invites you to this buying team.</p>
      <p className="my-team-note">Sent {shownDate.format(invitation.createTime)}</p>
      <p className="my-team-note">
        If you accept, its members see your name and picture, and you see its lists, comments and votes. Suppliers see
        none of it. You can leave the team at any time.
      </p>
      <div className="my-card-actions">
        <button
          type="button"
          className="button button-primary my-small-button"
          disabled={busy}
          onClick={() => void answer('accept')}
        >
          Accept
        </button>
        <button type="button" className="button my-small-button" disabled={busy} onClick={() => void answer('decline')}>
          Decline
        </button>
      </div>
    </article>
  );
}

/** Invitations to buying teams, in My catalogue › Invitations: joined only by Accept. */
export function TeamInvitationCards({ invitations }: { invitations: TeamInvitationForMe[] }) {
  return invitations.map((invitation) => (
    <li key={`buying-${invitation.id}`}>
      <InvitationCard invitation={invitation} />
    </li>
  ));
}
