import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { createEmailToken, spendEmailToken } from './email-tokens.ts';
import { setPassword } from './change-password.ts';
import type { SessionChannels } from './session-changes.ts';
import { findUserIdByEmail } from './users.ts';

/** Spec §8: forgot for an unknown address says so ('The email not exists.'). */
export async function requestPasswordReset(db: Database, email: string, now = Date.now()): Promise<string> {
  const userId = await findUserIdByEmail(db, email);
  if (userId === null) throw new DomainError('invalid', [{ field: 'email', code: 'account_forgot_email_not_exists' }]);
  return createEmailToken(db, userId, 'reset', now);
}

/**
 * Sets the new password from a reset link, once. Following the link proves the mailbox, so the
 * address counts as verified; every session of the account ends (setPassword).
 */
export async function resetPassword(
  db: Database,
  channels: SessionChannels,
  input: { token: string; password: string },
  now = Date.now(),
): Promise<number> {
  const userId = await spendEmailToken(db, input.token, 'reset', now);
  if (userId === null) throw new DomainError('invalid', [{ field: 'token', code: 'account_reset_token_invalid' }]);
  await setPassword(db, channels, userId, input.password, now);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return userId;
}
