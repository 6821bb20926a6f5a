import Avatar from '#src/components/Avatar.tsx';
import {
  createList,
  deleteList,
  deleteTeam,
  inviteToTeam,
  leaveTeam,
  removeMember,
  renameTeam,
  teamDetail,
  withdrawInvitation,
} from '#src/client/buying-teams.ts';
import {
  BUYING_TEAM_MESSAGES,
  BUYING_TEAMS_PATH,
  TEAM_NOT_FOUND,
  INVITATION_SENT_TEXT,
  LIST_NAME_MAX,
  TEAM_NAME_MAX,
  teamPath,
  type TeamDetail,
} from '#src/shared/buying-teams.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import { goToMyPath, MyLink } from '#src/islands/kit/MyLink.tsx';
import { OneFieldForm } from './OneFieldForm.tsx';
import { orGone, teamErrorText } from './team-errors.ts';
import './teams.css';

/** A change that fails says why in the alert; the screen keeps what it showed. */
async function orSay<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (failure) {
    void openModal('alert', teamErrorText(failure));
    return undefined;
  }
}

type ListsProps = { team: TeamDetail; viewerId: number | null; onChange: (team: TeamDetail) => void };

function Lists({ team, viewerId, onChange }: ListsProps) {
  return (
    <section aria-labelledby="team-lists-title">
      <h3 className="my-subtitle" id="team-lists-title">
        Lists
      </h3>
      {team.lists.length === 0 ? (
        <p className="team-meta">
          No list yet. Make one, then add products and suppliers to it from My catalogue, a product page or a supplier’s
          menu (Add to team list).
        </p>
      ) : (
        <ul className="team-lists" aria-label="Lists">
          {team.lists.map((list) => (
            <li key={list.id} className="team-list-row">
              <MyLink className="team-list-link" href={teamPath(team.id, list.id)}>
                {list.name}
              </MyLink>
              <span className="team-meta">
                {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
              </span>
              {(team.role === 'owner' || list.createdBy === viewerId) && (
                <button
                  type="button"
                  className="button my-small-button"
                  aria-label={`Delete the list ${list.name}`}
                  onClick={async () => {
                    if (!(await openModal('confirm', `Delete the list “${list.name}”, with its votes and comments?`)))
                      return;
                    const next = await orSay(deleteList(list.id));
                    if (next) onChange(next);
                  }}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <OneFieldForm
        label="New list"
        submitLabel="Create list"
        maxLength={LIST_NAME_MAX}
        onSubmit={async (name) => goToMyPath(teamPath(team.id, (await createList(team.id, name)).id))}
      />
    </section>
  );
}

function Members({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const owner = team.role === 'owner';
  return (
    <section aria-labelledby="team-members-title">
      <h3 className="my-subtitle" id="team-members-title">
        Members
      </h3>
      <ul className="team-members" aria-label="Members">
        {team.members.map((member) => (
          <li key={member.userId} className="team-member">
            <Avatar src={member.avatar} name={member.name} size={40} />
            <span className="team-member-name">
              {member.name || 'A member'}
              <span className="team-meta">{member.role === 'owner' ? ' · Owner' : ''}</span>
            </span>
            {owner && member.role !== 'owner' && (
              <button
                type="button"
                className="button my-small-button"
                aria-label={`Remove ${member.name} from the team`}
                onClick={async () => {
                  if (!(await openModal('confirm', `Remove ${member.name || 'this member'} from ${team.name}?`)))
                    return;
                  const next = await orSay(removeMember(team.id, member.userId));
                  if (next) onChange(next);
                }}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {team.invitations.length > 0 && (
        <>
          <h4 className="team-small-title">Invited, not answered yet</h4>
          <ul className="team-members" aria-label="Invitations not answered yet">
            {team.invitations.map((invitation) => (
              <li key={invitation.email} className="team-member">
                <span className="team-member-name">
                  {invitation.email}
                  <span className="team-meta"> · sent {shownDate.format(invitation.createTime)}</span>
                </span>
                {owner && (
                  <button
                    type="button"
                    className="button my-small-button"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    onClick={async () => {
                      const next = await orSay(withdrawInvitation(team.id, invitation.email));
                      if (next) onChange(next);
                    }}
                  >
                    Withdraw
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {owner && (
        <OneFieldForm
          label="Invite a colleague by e-mail"
          submitLabel="Invite"
          type="email"
          onSubmit={async (email) => {
            onChange(await inviteToTeam(team.id, email));
            return INVITATION_SENT_TEXT;
          }}
        />
      )}
    </section>
  );
}

/** Rename (the owner's), and leaving or deleting the team, each confirmed. */
function TeamSettings({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const owner = team.role === 'owner';
  const end = async () => {
    const question = owner
      ? `Delete ${team.name} for every member, with its lists, votes and comments?`
      : `Leave ${team.name}? You will no longer see its lists and comments, and your votes stop counting.`;
    if (!(await openModal('confirm', question))) return;
    if (await orSay(owner ? deleteTeam(team.id) : leaveTeam(team.id))) goToMyPath(BUYING_TEAMS_PATH);
  };
  return (
    <section aria-labelledby="team-settings-title">
      <h3 className="my-subtitle" id="team-settings-title">
        Team
      </h3>
      {owner && (
        <OneFieldForm
          key={team.name}
          label="Team name"
          submitLabel="Rename"
          maxLength={TEAM_NAME_MAX}
          initial={team.name}
          onSubmit={async (name) => {
            onChange(await renameTeam(team.id, name));
          }}
        />
      )}
      <button type="button" className="button team-danger" onClick={() => void end()}>
        {owner ? 'Delete team' : 'Leave team'}
      </button>
    </section>
  );
}

/** My catalogue › Teams › a team: its lists, its members and invitations, and the team itself. */
export function TeamView({ teamId }: { teamId: number }) {
  const detail = useQuery(`teams/detail?${teamId}`, () => orGone(teamDetail(teamId)));
  const change = (team: TeamDetail) => detail.mutate(team);
  const viewer = useSignedInUser();
  const back = (
    <p className="team-back">
      <MyLink href={BUYING_TEAMS_PATH}>← All teams</MyLink>
    </p>
  );
  if (detail.failed)
    return (
      <>
        {back}
        <SectionHeading>Team</SectionHeading>
        <FailedState className="my-state" onRetry={detail.retry} />
      </>
    );
  if (!detail.data)
    return (
      <>
        {back}
        <SectionHeading>Team</SectionHeading>
        <p className="my-state" role="status" aria-busy={detail.loading}>
          {detail.loading ? 'Loading…' : BUYING_TEAM_MESSAGES[TEAM_NOT_FOUND]}
        </p>
      </>
    );
  const team = detail.data;
  return (
    <>
      {back}
      <SectionHeading>{team.name}</SectionHeading>
      <div className="team-columns">
        <Lists team={team} viewerId={viewer.state === 'user' ? viewer.user.id : null} onChange={change} />
        <div>
          <Members team={team} onChange={change} />
          <TeamSettings team={team} onChange={change} />
        </div>
      </div>
    </>
  );
}
