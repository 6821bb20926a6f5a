import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import { spendCaptcha } from './captcha.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { countBlindGuess, countWrongPassword, forgetWrongPasswords, refuseWhileGuessing } from './password-guesses.ts';
import { normalizeEmail } from './users.ts';

// Unknown addresses still cost one scrypt, so the answer's timing does not tell which exist.
let decoyHash: Promise<string> | undefined;

export type LoginAttempt = {
  email: string;
  password: string;
  captcha: string;
  captchaCookie: string | undefined;
  address: string;
};

/**
 * Checks a login (spec §8's errors, in this order): the captcha first, then the limits, then the
 * password. Whether an account is unverified or disabled is told only to someone who knows its
 * password, so nothing here tells a stranger which addresses have accounts.
 */
export async function logIn(
  db: Database,
  windows: RateWindows,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<number> {
  const guesser = { email: normalizeEmail(attempt.email), address: attempt.address };

  if (!(await spendCaptcha(db, attempt.captchaCookie, attempt.captcha, now))) {
    await countBlindGuess(windows, attempt.address, now);
    throw new DomainError('invalid', [{ field: 'captcha', code: 'captcha_invalid' }]);
  }
  await refuseWhileGuessing(windows, guesser, now);

  const user = await db.query.users.findFirst({
    columns: { id: true, passwordHash: true, emailVerified: true, status: true },
    where: eq(users.email, guesser.email),
  });
  decoyHash ??= hashPassword('decoy-password-1');
  const matches = await verifyPassword(attempt.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    await countWrongPassword(windows, guesser, now);
    throw new DomainError('invalid', [{ field: 'email', code: 'account_login_failed' }]);
  }
  if (!user.emailVerified)
    throw new DomainError('forbidden', [{ field: 'email', code: 'account_login_email_not_verfied' }]);
  if (user.status !== 'active')
    throw new DomainError('forbidden', [{ field: 'email', code: 'account_is_temporary_disabled' }]);
  await forgetWrongPasswords(windows, guesser);
  return user.id;
}
