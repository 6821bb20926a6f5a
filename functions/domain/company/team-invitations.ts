import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import type { Statement } from '#functions/db/batch.ts';
import { notifications, teamInvitations, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { countOverLimit, type RateWindows } from '#functions/lib/rate-limit.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';
import { CONTACT_USER_NOT_FOUND } from '#src/shared/company-profile.ts';
import { INVITATIONS_PER_CATALOGUE_PER_DAY, INVITATIONS_PER_PERSON_PER_DAY } from '#src/shared/team-invitations.ts';

// The owner's side of joining a team (issue 24): a person is invited by the e-mail the owner types
// and told by a notification; they join only by accepting (team-answers.ts). Until then nothing of
// theirs is shown to the owner but that e-mail, and nothing of the team is theirs.

const DAY = 24 * 60 * 60_000;

/** Who the owner may name by e-mail: an active account that lets suppliers see it, or the owner. */
export type InvitableAccount = { id: number; email: string; isOwner: boolean };

/**
 * The accounts with these e-mails that the owner of `supplierId` may invite, by e-mail. A hidden
 * person (Profile › Visibility) is answered as no one, the same as an unknown address, so a search
 * says nothing of them; an owner may name themselves.
 */
export async function findInvitableAccounts(
  db: Database,
  supplierId: number,
  emails: string[],
): Promise<Map<string, InvitableAccount>> {
  if (emails.length === 0) return new Map();
  // Spelt out: drizzle writes a single-table query's columns unqualified, and `id` would bind to suppliers.
  const isOwner = sql<boolean>`exists (select 1 from suppliers owned where owned.id = ${supplierId} and owned.owner_id = users.id)`;
  const rows = await db
    .select({ id: users.id, email: users.email, isOwner: isOwner.mapWith(Boolean) })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.status, 'active'), or(eq(users.visibility, 'visible'), isOwner)));
  return new Map(rows.map((row) => [row.email, row]));
}

/** As findInvitableAccounts for one address; no such person is the spec's 'We could not find any app user with this email...'. */
export async function requireInvitableAccount(
  db: Database,
  supplierId: number,
  email: string,
): Promise<InvitableAccount> {
  const account = (await findInvitableAccounts(db, supplierId, [email])).get(email);
  if (!account) throw new DomainError('not_found', [{ field: 'email', code: CONTACT_USER_NOT_FOUND }]);
  return account;
}

/**
 * Counts the invitations about to be sent against the catalogue's daily allowance and each
 * person's; refuses them all when one is over. Changing a pending invitation is not counted.
 */
export async function countNewInvitations(
  windows: RateWindows,
  supplierId: number,
  userIds: number[],
  now = Date.now(),
): Promise<void> {
  if (userIds.length === 0) return;
  const day = (limit: number) => ({ limit, windowMs: DAY });
  const over = await countOverLimit(
    windows,
    [
      {
        bucket: `team-invite:supplier:${supplierId}`,
        limit: day(INVITATIONS_PER_CATALOGUE_PER_DAY),
        events: userIds.length,
      },
      ...userIds.map((userId) => ({
        bucket: `team-invite:supplier:${supplierId}:user:${userId}`,
        limit: day(INVITATIONS_PER_PERSON_PER_DAY),
      })),
    ],
    now,
  );
  if (over) throw new DomainError('limited', [{ field: 'email', code: TOO_MANY_ATTEMPTS }]);
}

/** The invitation and the notification that tells the person of it. */
export function inviteStatements(
  db: Database,
  supplierId: number,
  invitation: { userId: number; email: string; jobTitle: string; canPost: boolean },
  now = Date.now(),
): Statement[] {
  return [
    db
      .insert(teamInvitations)
      .values({ supplierId, ...invitation, createdAt: now })
      .onConflictDoNothing(),
    db.insert(notifications).values({ userId: invitation.userId, kind: 'team_invitation', supplierId, createdAt: now }),
  ];
}

/** The person's invitation to this team goes, and the notification that asked them to answer it. */
export function endInvitationStatements(db: Database, supplierId: number, userId: number): Statement[] {
  return [
    db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.userId, userId))),
    db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.supplierId, supplierId),
          eq(notifications.kind, 'team_invitation'),
        ),
      ),
  ];
}
