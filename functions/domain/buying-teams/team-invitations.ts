import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { buyingTeamInvitations, buyingTeamMembers, buyingTeams, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { countOverLimit, type RateWindows } from '#functions/lib/rate-limit.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';
import {
  ALREADY_ON_TEAM,
  MEMBERS_PER_TEAM,
  TEAM_FULL,
  TEAM_INVITATIONS_PER_DAY,
  type TeamDetail,
  type TeamInvitationForMe,
} from '#src/shared/buying-teams.ts';
import { INVITATION_NOT_FOUND } from '#src/shared/team-invitations.ts';
import { requireTeamOwner } from './team-access.ts';
import { teamPersonColumns, toTeamPerson } from './team-people.ts';
import { withinTeamLimits } from './team-limits.ts';
import { requireRoomForTeam, teamDetail } from './teams.ts';

// Joining a buying team: the owner types a colleague's e-mail; whoever holds a verified account
// with it sees the invitation in My catalogue › Invitations and joins only by accepting. The owner
// is answered the same whether or not such an account exists, so an invitation finds out nothing.

const DAY = 24 * 60 * 60_000;
/** Invitations of one address to one team in a day: declining twice means no. */
const INVITATIONS_PER_ADDRESS_PER_DAY = 2;

/** The invitations for the caller's own address, once they have shown it is theirs (verified), not declined. */
const forAccount = (userId: number) =>
  sql`${buyingTeamInvitations.email} = (select ${users.email} from ${users} where ${users.id} = ${userId} and ${users.emailVerified} = 1 and ${users.status} = 'active') and ${buyingTeamInvitations.declinedAt} is null`;

/** POST app/buying-team/invite {teamId, email}: the owner's; counted per inviter and per address. */
export async function inviteToTeam(
  db: Database,
  windows: RateWindows,
  ownerId: number,
  input: { teamId: number; email: string },
  now = Date.now(),
): Promise<TeamDetail> {
  const { teamId, email } = input;
  await requireTeamOwner(db, ownerId, teamId);
  const [[taken], [seats]] = await db.batch([
    db
      .select({ one: sql<number>`1` })
      .from(buyingTeamMembers)
      .innerJoin(users, eq(users.id, buyingTeamMembers.userId))
      .where(and(eq(buyingTeamMembers.teamId, teamId), eq(users.email, email)))
      .union(
        db
          .select({ one: sql<number>`1` })
          .from(buyingTeamInvitations)
          .where(and(eq(buyingTeamInvitations.teamId, teamId), eq(buyingTeamInvitations.email, email))),
      ),
    db
      .select({
        taken: sql<number>`(select count(*) from ${buyingTeamMembers} where ${buyingTeamMembers.teamId} = ${teamId})
          + (select count(*) from ${buyingTeamInvitations} where ${buyingTeamInvitations.teamId} = ${teamId})`,
      })
      .from(buyingTeams)
      .where(eq(buyingTeams.id, teamId)),
  ]);
  if (taken) throw new DomainError('conflict', [{ field: 'email', code: ALREADY_ON_TEAM }]);
  if ((seats?.taken ?? 0) >= MEMBERS_PER_TEAM) throw new DomainError('conflict', [{ field: 'email', code: TEAM_FULL }]);
  const over = await countOverLimit(
    windows,
    [
      { bucket: `buying-team-invite:user:${ownerId}`, limit: { limit: TEAM_INVITATIONS_PER_DAY, windowMs: DAY } },
      {
        bucket: `buying-team-invite:team:${teamId}:email:${email}`,
        limit: { limit: INVITATIONS_PER_ADDRESS_PER_DAY, windowMs: DAY },
      },
    ],
    now,
  );
  if (over) throw new DomainError('limited', [{ field: 'email', code: TOO_MANY_ATTEMPTS }]);
  await withinTeamLimits('email', () =>
    db
      .insert(buyingTeamInvitations)
      .values({ teamId, email, invitedBy: ownerId, createdAt: now })
      .onConflictDoNothing(),
  );
  return teamDetail(db, ownerId, teamId);
}

/** POST app/buying-team/withdraw {teamId, email}: the owner takes back an invitation not yet answered. */
export async function withdrawInvitation(
  db: Database,
  ownerId: number,
  input: { teamId: number; email: string },
): Promise<TeamDetail> {
  await requireTeamOwner(db, ownerId, input.teamId);
  await db
    .delete(buyingTeamInvitations)
    .where(and(eq(buyingTeamInvitations.teamId, input.teamId), eq(buyingTeamInvitations.email, input.email)));
  return teamDetail(db, ownerId, input.teamId);
}

/** The invitations waiting for the caller, newest first, with the team and who asked. */
export async function invitationsForMe(db: Database, userId: number): Promise<TeamInvitationForMe[]> {
  const rows = await db
    .select({
      id: buyingTeamInvitations.id,
      teamId: buyingTeams.id,
      teamName: buyingTeams.name,
      createTime: buyingTeamInvitations.createdAt,
      ...teamPersonColumns,
    })
    .from(buyingTeamInvitations)
    .innerJoin(buyingTeams, eq(buyingTeams.id, buyingTeamInvitations.teamId))
    .innerJoin(users, eq(users.id, buyingTeamInvitations.invitedBy))
    .where(forAccount(userId))
    .orderBy(desc(buyingTeamInvitations.createdAt), desc(buyingTeamInvitations.id));
  return rows.map(({ id, teamId, teamName, createTime, ...person }) => ({
    id,
    team: { id: teamId, name: teamName },
    invitedBy: toTeamPerson(person),
    createTime,
  }));
}

async function requireMyInvitation(db: Database, userId: number, invitationId: number) {
  const [invitation] = await db
    .select({ id: buyingTeamInvitations.id, teamId: buyingTeamInvitations.teamId })
    .from(buyingTeamInvitations)
    .where(and(eq(buyingTeamInvitations.id, invitationId), forAccount(userId)));
  if (!invitation) throw new DomainError('not_found', [{ field: 'id', code: INVITATION_NOT_FOUND }]);
  return invitation;
}

/** POST app/buying-team/accept {id}: the caller joins the team as a member; the invitation is used up. */
export async function acceptTeamInvitation(db: Database, userId: number, invitationId: number, now = Date.now()) {
  const { teamId } = await requireMyInvitation(db, userId, invitationId);
  await requireRoomForTeam(db, userId, 'id');
  await withinTeamLimits('id', () =>
    db.batch([
      db.insert(buyingTeamMembers).values({ teamId, userId, role: 'member', joinedAt: now }).onConflictDoNothing(),
      db.delete(buyingTeamInvitations).where(eq(buyingTeamInvitations.id, invitationId)),
    ]),
  );
  return teamId;
}

/**
 * POST app/buying-team/decline {id}: the invitation leaves the caller's list for good; the owner
 * still sees it as not answered (until they withdraw it), so declining tells them nothing.
 */
export async function declineTeamInvitation(db: Database, userId: number, invitationId: number, now = Date.now()) {
  await requireMyInvitation(db, userId, invitationId);
  await db.update(buyingTeamInvitations).set({ declinedAt: now }).where(eq(buyingTeamInvitations.id, invitationId));
}
