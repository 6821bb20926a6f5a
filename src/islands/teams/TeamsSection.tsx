import { useStore } from '@nanostores/react';
import Avatar from '#src/components/Avatar.tsx';
import { $buyingTeams, $teamNotices, createTeam } from '#src/client/buying-teams.ts';
import { teamNoticeText } from '#src/shared/buying-team-text.ts';
import {
  TEAM_NAME_MAX,
  TEAMS_PER_USER,
  teamPath,
  type TeamNotice,
  type TeamSummary,
} from '#src/shared/buying-teams.ts';
import { MY_INVITATIONS_PATH } from '#src/shared/team-invitations.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { goToMyPath, MyLink } from '#src/islands/kit/MyLink.tsx';
import { OneFieldForm } from './OneFieldForm.tsx';
import './teams.css';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function TeamCard({ team }: { team: TeamSummary }) {
  return (
    <article className="my-card team-card" aria-label={team.name}>
      <div className="my-card-head">
        <MyLink className="my-card-title" href={teamPath(team.id)}>
          {team.name}
        </MyLink>
        {team.unread > 0 && (
          <span className="my-badge">
            {team.unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </div>
      <p className="team-meta">
        {team.role === 'owner' ? 'You own this team' : 'Member'} · {plural(team.memberCount, 'member')} ·{' '}
        {plural(team.lists.length, 'list')}
      </p>
    </article>
  );
}

function NoticeRow({ notice }: { notice: TeamNotice }) {
  return (
    <li className="team-notice">
      <Avatar src={notice.author.avatar} name={notice.author.name} size={36} />
      <div>
        <MyLink href={`${teamPath(notice.team.id, notice.listId)}#item-${notice.itemId}`}>
          {teamNoticeText(notice.kind, notice.author.name, notice.itemName)}
        </MyLink>
        <p className="team-meta">
          {notice.team.name} · {shownDate.format(notice.createTime)}
        </p>
        <p className="team-excerpt">{notice.excerpt}</p>
      </div>
    </li>
  );
}

/**
 * My catalogue › Teams (issue 29 item 1): the buying teams the user made or joined, what is new in
 * them, and a new team. Invitations to join are answered in My catalogue › Invitations.
 */
export function TeamsSection() {
  const teams = useStore($buyingTeams);
  const notices = useStore($teamNotices);
  const heading = <SectionHeading>Teams</SectionHeading>;
  if (teams.error)
    return (
      <>
        {heading}
        <FailedState className="my-state" onRetry={() => $buyingTeams.revalidate()} />
      </>
    );
  if (!teams.data)
    return (
      <>
        {heading}
        <p className="my-state" role="status" aria-busy="true">
          Loading…
        </p>
      </>
    );
  const { teams: mine, invitations } = teams.data;
  return (
    <>
      {heading}
      <p className="my-lead">
        Choose products and suppliers with your colleagues: share lists, comment and vote. Only the team’s members see
        any of it; suppliers never do.
      </p>
      {invitations.length > 0 && (
        <p className="team-invitations-note">
          <a href={MY_INVITATIONS_PATH}>
            {invitations.length === 1
              ? '1 invitation to a team is waiting'
              : `${invitations.length} invitations to teams are waiting`}{' '}
            for your answer
          </a>
        </p>
      )}
      {(notices.data?.length ?? 0) > 0 && (
        <>
          <h3 className="my-subtitle">New in your teams</h3>
          <ul className="team-notices" aria-label="New in your teams">
            {notices.data!.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </ul>
        </>
      )}
      <h3 className="my-subtitle">Your teams</h3>
      {mine.length === 0 ? (
        <div className="my-state">
          <p className="my-empty-title">No team yet</p>
          <p>Make one below, then invite your colleagues by their e-mail.</p>
        </div>
      ) : (
        <ul className="my-list my-grid" aria-label="Your teams">
          {mine.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} />
            </li>
          ))}
        </ul>
      )}
      {mine.length < TEAMS_PER_USER && (
        <OneFieldForm
          label="New team"
          submitLabel="Create team"
          maxLength={TEAM_NAME_MAX}
          onSubmit={async (name) => goToMyPath(teamPath((await createTeam(name)).id))}
        />
      )}
    </>
  );
}
