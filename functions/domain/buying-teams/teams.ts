import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  buyingTeamInvitations,
  buyingTeamItems,
  buyingTeamLists,
  buyingTeamMembers,
  buyingTeamNotices,
  buyingTeams,
  buyingTeamVotes,
  users,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import {
  OWNER_CANNOT_LEAVE,
  TEAM_NOT_FOUND,
  TEAMS_PER_USER,
  TOO_MANY_TEAMS,
  type TeamDetail,
  type TeamListSummary,
} from '#src/shared/buying-teams.ts';
import { requireTeamOwner, requireTeamPlace } from './team-access.ts';
import { withinTeamLimits } from './team-limits.ts';
import { teamPersonColumns, toTeamPerson } from './team-people.ts';

/** The team made just before, inside the same batch (D1 runs a batch as one transaction; ids only grow). */
const justMadeTeamId = sql<number>`(select max(${buyingTeams.id}) from ${buyingTeams})`;

/** Refuses a new team or a join past TEAMS_PER_USER. */
export async function requireRoomForTeam(db: Database, userId: number, field: string): Promise<void> {
  const [row] = await db.select({ teams: count() }).from(buyingTeamMembers).where(eq(buyingTeamMembers.userId, userId));
  if ((row?.teams ?? 0) >= TEAMS_PER_USER) throw new DomainError('conflict', [{ field, code: TOO_MANY_TEAMS }]);
}

/** POST app/buying-team/create {name}: a team with the caller as its owner and only member. */
export async function createTeam(db: Database, userId: number, name: string, now = Date.now()): Promise<TeamDetail> {
  await requireRoomForTeam(db, userId, 'name');
  const [[team]] = await withinTeamLimits('name', () =>
    db.batch([
      db.insert(buyingTeams).values({ name, createdAt: now }).returning({ id: buyingTeams.id }),
      db.insert(buyingTeamMembers).values({ teamId: justMadeTeamId, userId, role: 'owner', joinedAt: now }),
    ]),
  );
  return teamDetail(db, userId, team!.id);
}

/** POST app/buying-team/rename {teamId, name}: the owner's. */
export async function renameTeam(db: Database, userId: number, teamId: number, name: string): Promise<TeamDetail> {
  await requireTeamOwner(db, userId, teamId);
  await db.update(buyingTeams).set({ name }).where(eq(buyingTeams.id, teamId));
  return teamDetail(db, userId, teamId);
}

/** POST app/buying-team/delete {teamId}: the owner's; its lists, votes, comments and invitations go with it. */
export async function deleteTeam(db: Database, userId: number, teamId: number): Promise<void> {
  await requireTeamOwner(db, userId, teamId);
  await db.delete(buyingTeams).where(eq(buyingTeams.id, teamId));
}

/**
 * What a member's place on the team leaves behind when it ends: their votes stop counting and
 * their unread notices go; their comments stay, signed, as a colleague's words do.
 */
function endPlaceStatements(db: Database, teamId: number, userId: number) {
  const itemsOfTeam = db
    .select({ id: buyingTeamItems.id })
    .from(buyingTeamItems)
    .innerJoin(buyingTeamLists, eq(buyingTeamLists.id, buyingTeamItems.listId))
    .where(eq(buyingTeamLists.teamId, teamId));
  return [
    db.delete(buyingTeamMembers).where(and(eq(buyingTeamMembers.teamId, teamId), eq(buyingTeamMembers.userId, userId))),
    db
      .delete(buyingTeamVotes)
      .where(and(eq(buyingTeamVotes.userId, userId), sql`${buyingTeamVotes.itemId} in ${itemsOfTeam}`)),
    db.delete(buyingTeamNotices).where(and(eq(buyingTeamNotices.teamId, teamId), eq(buyingTeamNotices.userId, userId))),
  ] as const;
}

/** The teams this user owns, deleted (with their lists, votes, comments and invitations): for a batch. */
export function deleteOwnedBuyingTeams(db: Database, userId: number) {
  return db
    .delete(buyingTeams)
    .where(
      sql`${buyingTeams.id} in (select team_id from buying_team_members where user_id = ${userId} and role = 'owner')`,
    );
}

/** POST app/buying-team/leave {teamId}: a member goes; the owner deletes the team instead. */
export async function leaveTeam(db: Database, userId: number, teamId: number): Promise<void> {
  const place = await requireTeamPlace(db, userId, teamId);
  if (place.role === 'owner') throw new DomainError('conflict', [{ field: 'teamId', code: OWNER_CANNOT_LEAVE }]);
  await db.batch(endPlaceStatements(db, teamId, userId));
}

/** POST app/buying-team/remove-member {teamId, userId}: the owner takes a member off. */
export async function removeMember(
  db: Database,
  ownerId: number,
  teamId: number,
  memberId: number,
): Promise<TeamDetail> {
  await requireTeamOwner(db, ownerId, teamId);
  if (memberId === ownerId) throw new DomainError('conflict', [{ field: 'userId', code: OWNER_CANNOT_LEAVE }]);
  const [member] = await db
    .select({ userId: buyingTeamMembers.userId })
    .from(buyingTeamMembers)
    .where(and(eq(buyingTeamMembers.teamId, teamId), eq(buyingTeamMembers.userId, memberId)));
  if (!member) throw new DomainError('not_found', [{ field: 'userId', code: TEAM_NOT_FOUND }]);
  await db.batch(endPlaceStatements(db, teamId, memberId));
  return teamDetail(db, ownerId, teamId);
}

/** Each list of these teams with its item count, by team, oldest list first. */
export async function listsOf(db: Database, teamIds: number[]): Promise<Map<number, TeamListSummary[]>> {
  const byTeam = new Map<number, TeamListSummary[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({
      teamId: buyingTeamLists.teamId,
      id: buyingTeamLists.id,
      name: buyingTeamLists.name,
      createdBy: buyingTeamLists.createdBy,
      // Spelt out: drizzle writes a one-table query's columns unqualified, and `id` would bind to the items.
      itemCount: sql<number>`(select count(*) from buying_team_items item where item.list_id = buying_team_lists.id)`,
    })
    .from(buyingTeamLists)
    .where(sql`${buyingTeamLists.teamId} in (select value from json_each(${JSON.stringify(teamIds)}))`)
    .orderBy(asc(buyingTeamLists.id));
  for (const { teamId, ...list } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), list]);
  return byTeam;
}

/** GET app/buying-team/detail/{teamId}: a member's view of the team: members and lists; the owner's, the pending e-mails too. */
export async function teamDetail(db: Database, userId: number, teamId: number): Promise<TeamDetail> {
  const place = await requireTeamPlace(db, userId, teamId);
  const [members, invitations, lists] = await Promise.all([
    db
      .select({ ...teamPersonColumns, role: buyingTeamMembers.role, joinTime: buyingTeamMembers.joinedAt })
      .from(buyingTeamMembers)
      .innerJoin(users, eq(users.id, buyingTeamMembers.userId))
      .where(eq(buyingTeamMembers.teamId, teamId))
      .orderBy(desc(sql`${buyingTeamMembers.role} = 'owner'`), asc(buyingTeamMembers.joinedAt), asc(users.id)),
    db
      .select({ email: buyingTeamInvitations.email, createTime: buyingTeamInvitations.createdAt })
      .from(buyingTeamInvitations)
      .where(eq(buyingTeamInvitations.teamId, teamId))
      .orderBy(desc(buyingTeamInvitations.createdAt), desc(buyingTeamInvitations.id)),
    listsOf(db, [teamId]),
  ]);
  return {
    id: teamId,
    name: place.teamName,
    role: place.role,
    members: members.map(({ role, joinTime, ...person }) => ({ ...toTeamPerson(person), role, joinTime })),
    // The addresses typed are the owner's: a member never learns a colleague's e-mail from them.
    invitations: place.role === 'owner' ? invitations : [],
    lists: lists.get(teamId) ?? [],
  };
}
