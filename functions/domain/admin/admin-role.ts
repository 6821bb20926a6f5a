import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_USER_ERRORS, type userAdminRoleSchema } from '#src/shared/admin-users.ts';
import { auditRow, userEmail, type AdminActor } from './audit-log.ts';
import { USER_NOT_FOUND } from './user-status.ts';
import { tellSessionsChanged, type SessionChannels } from '#functions/domain/accounts/session-changes.ts';

/**
 * Grants or revokes the admin role. A revoke that would leave no administrator is refused: the
 * count is part of the one UPDATE, so two revokes at once cannot both pass it. The user's sessions
 * carry the new role from their very next request.
 */
export async function setAdminRole(
  db: Database,
  channels: SessionChannels,
  actor: AdminActor,
  input: v.InferOutput<typeof userAdminRoleSchema>,
  now = Date.now(),
): Promise<void> {
  const otherAdmins = sql`(select count(*) from ${users} where ${users.isAdmin} = 1 and ${users.id} <> ${input.userId})`;
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ isAdmin: input.isAdmin, updatedAt: now })
      .where(and(eq(users.id, input.userId), input.isAdmin ? undefined : sql`${otherAdmins} > 0`))
      .returning({ id: users.id }),
    auditRow(
      db,
      actor,
      {
        action: input.isAdmin ? 'admin_granted' : 'admin_revoked',
        targetType: 'user',
        targetId: input.userId,
        targetLabel: userEmail(input.userId),
      },
      { now },
    ),
  ]);
  if (updated.length > 0) return tellSessionsChanged(channels, input.userId);
  const exists = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.id, input.userId) });
  if (!exists) throw new DomainError('not_found', [USER_NOT_FOUND]);
  throw new DomainError('conflict', [{ field: 'userId', code: ADMIN_USER_ERRORS.lastAdmin }]);
}
