import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { clearBucket, countEvent, isLimited, type RateLimit } from '#functions/lib/rate-limit.ts';
import { spendCaptcha } from './captcha.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { normalizeEmail } from './users.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Failed logins allowed per account and per address within 15 minutes; then 429 until the window ends. */
export const LOGIN_LIMITS = {
  account: { limit: 5, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

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
export async function logIn(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<number> {
  const email = normalizeEmail(attempt.email);
  const buckets = { account: `login:account:${email}`, address: `login:address:${attempt.address}` };

  if (!(await spendCaptcha(db, attempt.captchaCookie, attempt.captcha, now))) {
    await countEvent(db, buckets.address, LOGIN_LIMITS.address, now);
    throw new DomainError('invalid', [{ field: 'captcha', code: 'captcha_invalid' }]);
  }
  const [accountLimited, addressLimited] = await Promise.all([
    isLimited(db, buckets.account, LOGIN_LIMITS.account, now),
    isLimited(db, buckets.address, LOGIN_LIMITS.address, now),
  ]);
  if (accountLimited || addressLimited) throw new DomainError('limited', TOO_MANY_ATTEMPTS);

  const user = await db.query.users.findFirst({
    columns: { id: true, passwordHash: true, emailVerified: true, status: true },
    where: eq(users.email, email),
  });
  decoyHash ??= hashPassword('decoy-password-1');
  const matches = await verifyPassword(attempt.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    await Promise.all([
      countEvent(db, buckets.account, LOGIN_LIMITS.account, now),
      countEvent(db, buckets.address, LOGIN_LIMITS.address, now),
    ]);
    throw new DomainError('invalid', [{ field: 'email', code: 'account_login_failed' }]);
  }
  if (!user.emailVerified)
    throw new DomainError('forbidden', [{ field: 'email', code: 'account_login_email_not_verfied' }]);
  if (user.status !== 'active')
    throw new DomainError('forbidden', [{ field: 'email', code: 'account_is_temporary_disabled' }]);
  await clearBucket(db, buckets.account);
  return user.id;
}
