import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyingTeamInvitations, buyingTeamLists, buyingTeamMembers, buyingTeams } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { withinTeamLimits } from '#functions/domain/buying-teams/team-limits.ts';
import { ITEMS_PER_LIST, LISTS_PER_TEAM, MEMBERS_PER_TEAM, TEAMS_PER_USER } from '#src/shared/buying-teams.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';

// The database holds a buying team's limits itself (migration 0035), at the numbers the domain
// counts with: what requests racing past the count would write is refused, and read as the same 409.

const now = Date.now();
const newTeam = async (name = 'Team') =>
  (await db().insert(buyingTeams).values({ name, createdAt: now }).returning({ id: buyingTeams.id }))[0]!.id;

/** The write's refusal, as the domain reads it. */
async function refusal(write: () => Promise<unknown>) {
  const error = await withinTeamLimits('field', write).then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof DomainError ? [error.kind, error.errors[0]?.code] : error;
}

describe('buying-team limits in the database', () => {
  it('refuses a person’s team past TEAMS_PER_USER', async () => {
    const { id: userId } = await makeUser(db());
    for (let index = 0; index < TEAMS_PER_USER; index++)
      await db()
        .insert(buyingTeamMembers)
        .values({ teamId: await newTeam(), userId, role: 'member', joinedAt: now });
    const one = await newTeam();
    expect(
      await refusal(() =>
        db().insert(buyingTeamMembers).values({ teamId: one, userId, role: 'member', joinedAt: now }),
      ),
    ).toEqual(['conflict', 'too_many_teams']);
  });

  it('refuses a member or an invitation past MEMBERS_PER_TEAM, and a list past LISTS_PER_TEAM', async () => {
    const teamId = await newTeam();
    const people = await Promise.all(Array.from({ length: MEMBERS_PER_TEAM }, () => makeUser(db())));
    for (const person of people.slice(0, MEMBERS_PER_TEAM - 1))
      await db().insert(buyingTeamMembers).values({ teamId, userId: person.id, role: 'member', joinedAt: now });
    await db()
      .insert(buyingTeamInvitations)
      .values({ teamId, email: 'last-seat@vitrine.test', invitedBy: people[0]!.id, createdAt: now });
    expect(
      await refusal(() =>
        db()
          .insert(buyingTeamInvitations)
          .values({ teamId, email: 'one-more@vitrine.test', invitedBy: people[0]!.id, createdAt: now }),
      ),
    ).toEqual(['conflict', 'team_full']);
    const last = people.at(-1)!;
    await db().insert(buyingTeamMembers).values({ teamId, userId: last.id, role: 'member', joinedAt: now });
    const extra = await makeUser(db());
    expect(
      await refusal(() =>
        db().insert(buyingTeamMembers).values({ teamId, userId: extra.id, role: 'member', joinedAt: now }),
      ),
    ).toEqual(['conflict', 'team_full']);

    for (let index = 0; index < LISTS_PER_TEAM; index++)
      await db()
        .insert(buyingTeamLists)
        .values({ teamId, name: `List ${index}`, createdAt: now });
    expect(
      await refusal(() => db().insert(buyingTeamLists).values({ teamId, name: 'One more', createdAt: now })),
    ).toEqual(['conflict', 'too_many_lists']);
  });

  it('refuses an item past ITEMS_PER_LIST', async () => {
    const teamId = await newTeam();
    const [list] = await db()
      .insert(buyingTeamLists)
      .values({ teamId, name: 'Long', createdAt: now })
      .returning({ id: buyingTeamLists.id });
    const fill = (count: number) =>
      db().run(
        // Suppliers' items with no supplier left: the unique index lets any number of them in.
        sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
         insert into buying_team_items (list_id, kind, name, added_at) select ${list!.id}, 'supplier', 'Gone', 0 from n`,
      );
    await fill(ITEMS_PER_LIST);
    expect(await refusal(() => fill(1))).toEqual(['conflict', 'list_full']);
  });
});
