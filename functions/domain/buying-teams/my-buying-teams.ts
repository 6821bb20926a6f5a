import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { buyingTeamMembers, buyingTeamNotices, buyingTeams } from '#functions/db/schema/index.ts';
import type { MyBuyingTeams } from '#src/shared/buying-teams.ts';
import { invitationsForMe } from './team-invitations.ts';
import { listsOf } from './teams.ts';

/** GET app/buying-team/list: the caller's teams (by name) with their lists, and the invitations waiting for them. */
export async function listMyBuyingTeams(db: Database, userId: number): Promise<MyBuyingTeams> {
  const [teams, invitations] = await Promise.all([
    db
      .select({
        id: buyingTeams.id,
        name: buyingTeams.name,
        role: buyingTeamMembers.role,
        memberCount: sql<number>`(select count(*) from ${buyingTeamMembers} other where other.team_id = ${buyingTeams.id})`,
        unread: sql<number>`(select count(*) from ${buyingTeamNotices} where ${buyingTeamNotices.teamId} = ${buyingTeams.id} and ${buyingTeamNotices.userId} = ${userId})`,
      })
      .from(buyingTeamMembers)
      .innerJoin(buyingTeams, eq(buyingTeams.id, buyingTeamMembers.teamId))
      .where(eq(buyingTeamMembers.userId, userId))
      .orderBy(asc(sql`lower(${buyingTeams.name})`), asc(buyingTeams.id)),
    invitationsForMe(db, userId),
  ]);
  const lists = await listsOf(
    db,
    teams.map((team) => team.id),
  );
  return { teams: teams.map((team) => ({ ...team, lists: lists.get(team.id) ?? [] })), invitations };
}
