import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import { verifyPassword } from './password-hash.ts';
import { countWrongPassword, refuseWhileGuessing } from './password-guesses.ts';

/**
 * A signed-in user proves it is them before a change that matters (a new password, deleting the
 * account): the current password, counted like a login's so a stolen session cannot guess it.
 */
export async function confirmPassword(
  db: Database,
  windows: RateWindows,
  userId: number,
  typed: { password: string; field: string; address: string },
  now = Date.now(),
): Promise<void> {
  const user = await db.query.users.findFirst({
    columns: { email: true, passwordHash: true },
    where: eq(users.id, userId),
  });
  if (!user) throw new DomainError('not_found', [{ field: typed.field, code: 'account_not_found' }]);
  const guesser = { email: user.email, address: typed.address };
  await refuseWhileGuessing(windows, guesser, now);
  if (!(await verifyPassword(typed.password, user.passwordHash))) {
    await countWrongPassword(windows, guesser, now);
    throw new DomainError('invalid', [{ field: typed.field, code: 'account_password_wrong' }]);
  }
}
