import { DomainError } from '#functions/domain/domain-error.ts';
import { clearBucket, countEvent, isLimited, type RateLimit, type RateWindows } from '#functions/lib/rate-limit.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';

// Wrong passwords, wherever they are typed (login, change password, delete account), counted in
// three windows of 15 minutes. Per account *and* address, so a stranger's guesses elsewhere never
// lock the owner out; per account from anywhere, with a higher ceiling, against guesses spread over
// many addresses; per address, against one machine trying many accounts.

const FIFTEEN_MINUTES = 15 * 60_000;
export const PASSWORD_GUESS_LIMITS = {
  accountFromAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  account: { limit: 50, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

export type Guesser = { email: string; address: string };

function bucketsOf({ email, address }: Guesser) {
  return {
    accountFromAddress: `password:account-address:${email}:${address}`,
    account: `password:account:${email}`,
    address: `password:address:${address}`,
  } as const satisfies Record<keyof typeof PASSWORD_GUESS_LIMITS, string>;
}

/** 429 too_many_attempts while any window is full: even the right password waits. */
export async function refuseWhileGuessing(windows: RateWindows, guesser: Guesser, now = Date.now()): Promise<void> {
  const buckets = bucketsOf(guesser);
  const full = await Promise.all(
    (Object.keys(buckets) as (keyof typeof buckets)[]).map((window) =>
      isLimited(windows, buckets[window], PASSWORD_GUESS_LIMITS[window], now),
    ),
  );
  if (full.some(Boolean)) throw new DomainError('limited', TOO_MANY_ATTEMPTS);
}

/** One wrong password, in every window. */
export async function countWrongPassword(windows: RateWindows, guesser: Guesser, now = Date.now()): Promise<void> {
  const buckets = bucketsOf(guesser);
  await Promise.all(
    (Object.keys(buckets) as (keyof typeof buckets)[]).map((window) =>
      countEvent(windows, buckets[window], PASSWORD_GUESS_LIMITS[window], now),
    ),
  );
}

/** A wrong captcha costs the address a try too: it is what a script guessing blind sends. */
export async function countBlindGuess(windows: RateWindows, address: string, now = Date.now()): Promise<void> {
  await countEvent(windows, bucketsOf({ email: '', address }).address, PASSWORD_GUESS_LIMITS.address, now);
}

/**
 * The right password from this address forgives this address's mistakes; the account-wide window
 * runs on, so guesses spread over many addresses are not forgiven by the owner's login.
 */
export async function forgetWrongPasswords(windows: RateWindows, guesser: Guesser): Promise<void> {
  await clearBucket(windows, bucketsOf(guesser).accountFromAddress);
}

/** An account that goes leaves no counters behind. */
export async function forgetAccountGuesses(windows: RateWindows, email: string): Promise<void> {
  await clearBucket(windows, bucketsOf({ email, address: '' }).account);
}
