import { useStore } from '@nanostores/react';
import { $myTeams } from '#src/client/team.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { TeamInbox } from './TeamInbox.tsx';

const TITLE = 'Team conversations';

/**
 * My catalogue › Team conversations (issue 26 item 2): a sales contact's view of the conversations
 * they hold for each catalogue whose team they are on — those buyers began with them and those
 * handed to them — to read, answer and hand on. Leaving a team takes its conversations away.
 */
export function TeamConversationsSection() {
  const teams = useStore($myTeams);
  if (teams.error)
    return (
      <>
        <SectionHeading>{TITLE}</SectionHeading>
        <FailedState className="my-state" onRetry={() => $myTeams.revalidate()} />
      </>
    );
  if (!teams.data)
    return (
      <>
        <SectionHeading>{TITLE}</SectionHeading>
        <p className="my-state" role="status" aria-busy="true">
          Loading…
        </p>
      </>
    );
  const { memberships } = teams.data;
  return (
    <>
      <SectionHeading>{TITLE}</SectionHeading>
      {memberships.length === 0 ? (
        <div className="my-state">
          <p className="my-empty-title">You are on no sales team</p>
          <p>When you join a catalogue’s sales team (Invitations), the conversations buyers hold with you show here.</p>
        </div>
      ) : (
        memberships.map(({ supplier }) => (
          <TeamInbox key={supplier.id} supplierName={supplier.id} title={supplier.companyName} audience="member" />
        ))
      )}
    </>
  );
}
