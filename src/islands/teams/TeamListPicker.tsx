import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $buyingTeams, addToTeamList, createList } from '#src/client/buying-teams.ts';
import { BUYING_TEAMS_PATH, LIST_NAME_MAX, teamPath } from '#src/shared/buying-teams.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { OneFieldForm } from './OneFieldForm.tsx';
import { teamErrorText } from './team-errors.ts';

export type TeamListTarget = { productId: number } | { supplierId: string };

type Props = { target: TeamListTarget; name: string; onDone: () => void };

/**
 * "Add to team list" (issue 29 item 1): the user's teams and their lists, each list one button; a
 * team without the right list makes one here. What happened is said under the lists, with the way
 * to the list; a thing already on a list says so. Its styles come with it through its loader
 * (lazy-team-picker.ts), never imported here: the inlining build drops a lazy module's own CSS file.
 */
export default function TeamListPicker({ target, name, onDone }: Props) {
  const teams = useStore($buyingTeams);
  const [said, setSaid] = useState<{ text: string; href?: string; failed?: boolean } | null>(null);

  const add = async (teamId: number, listId: number, listName: string) => {
    try {
      await addToTeamList(listId, target);
      setSaid({ text: `Added to ${listName}.`, href: teamPath(teamId, listId) });
    } catch (failure) {
      setSaid({ text: teamErrorText(failure), failed: true });
    }
  };

  return (
    <div className="team-picker">
      <p className="team-picker-what">{name}</p>
      {teams.error ? (
        <FailedState className="team-picker-state" onRetry={() => $buyingTeams.revalidate()} />
      ) : !teams.data ? (
        <p className="team-picker-state" role="status" aria-busy="true">
          Loading your teams…
        </p>
      ) : teams.data.teams.length === 0 ? (
        <div className="team-picker-state">
          <p>You are not on a buying team yet.</p>
          <a className="button" href={BUYING_TEAMS_PATH}>
            Create a team
          </a>
        </div>
      ) : (
        teams.data.teams.map((team) => (
          <section key={team.id} className="team-picker-team" aria-label={team.name}>
            <h3 className="team-picker-team-name">{team.name}</h3>
            <ul className="team-picker-lists">
              {team.lists.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className="team-picker-list"
                    onClick={() => void add(team.id, list.id, list.name)}
                  >
                    <span>{list.name}</span>
                    <span className="team-picker-count">
                      {list.itemCount} {list.itemCount === 1 ? 'item' : 'items'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <OneFieldForm
              label={`New list in ${team.name}`}
              submitLabel="Create and add"
              maxLength={LIST_NAME_MAX}
              onSubmit={async (listName) => {
                const list = await createList(team.id, listName);
                await add(team.id, list.id, list.name);
              }}
            />
          </section>
        ))
      )}
      <div className="team-picker-said" role="status">
        {said && (
          <p className={said.failed ? 'team-form-error' : 'team-form-done'}>
            {said.text} {said.href && <a href={said.href}>Open the list</a>}
          </p>
        )}
      </div>
      <button type="button" className="button team-picker-done" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
