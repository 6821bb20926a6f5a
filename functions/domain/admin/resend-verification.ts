import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { createEmailToken } from '#functions/domain/accounts/email-tokens.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_USER_ERRORS } from '#src/shared/admin-users.ts';
import { auditRow, type AdminActor } from './audit-log.ts';
import { USER_NOT_FOUND } from './user-status.ts';

/**
 * A fresh verification link for an unverified account (its earlier links stop working), and the
 * address to send it to.
 */
export async function renewVerification(
  db: Database,
  actor: AdminActor,
  userId: number,
  now = Date.now(),
): Promise<{ email: string; token: string }> {
  const user = await db.query.users.findFirst({
    columns: { email: true, emailVerified: true },
    where: eq(users.id, userId),
  });
  if (!user) throw new DomainError('not_found', [USER_NOT_FOUND]);
  if (user.emailVerified)
    throw new DomainError('conflict', [{ field: 'userId', code: ADMIN_USER_ERRORS.alreadyVerified }]);
  const token = await createEmailToken(db, userId, 'verify', now);
  await auditRow(
    db,
    actor,
    { action: 'verification_resent', targetType: 'user', targetId: userId, targetLabel: user.email },
    { always: true, now },
  );
  return { email: user.email, token };
}
