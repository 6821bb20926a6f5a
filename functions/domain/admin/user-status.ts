import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { tellSessionsChanged, type SessionChannels } from '#functions/domain/accounts/session-changes.ts';
import { ADMIN_USER_ERRORS, type userStatusSchema } from '#src/shared/admin-users.ts';
import { auditRow, userEmail, type AdminActor } from './audit-log.ts';
import { notePersonChanged } from '#functions/edge-cache/changed-tags.ts';

export const USER_NOT_FOUND = { field: 'userId', code: ADMIN_USER_ERRORS.userNotFound };

/**
 * Disables or re-enables an account. Disabling ends every session of it in the same write, and
 * their sockets (DESIGN §4); its next login says 'Your account is temporary disabled.'
 */
export async function setUserStatus(
  db: Database,
  channels: SessionChannels,
  actor: AdminActor,
  input: v.InferOutput<typeof userStatusSchema>,
  now = Date.now(),
): Promise<void> {
  if (input.userId === actor.userId)
    throw new DomainError('invalid', [{ field: 'userId', code: ADMIN_USER_ERRORS.ownStatus }]);
  notePersonChanged(input.userId);
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ status: input.status, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id }),
    auditRow(
      db,
      actor,
      {
        action: input.status === 'active' ? 'user_enabled' : 'user_disabled',
        targetType: 'user',
        targetId: input.userId,
        targetLabel: userEmail(input.userId),
      },
      { now },
    ),
    ...(input.status === 'active' ? [] : [db.delete(sessions).where(eq(sessions.userId, input.userId))]),
  ] as const);
  if (updated.length === 0) throw new DomainError('not_found', [USER_NOT_FOUND]);
  if (input.status !== 'active') await tellSessionsChanged(channels, input.userId);
}
