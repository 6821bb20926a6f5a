import { eq, lt } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { captchas } from '#functions/db/schema/index.ts';
import { CAPTCHA_ALPHABET } from '#functions/lib/captcha/captcha-glyphs.ts';
import { drawCaptcha } from '#functions/lib/captcha/captcha-image.ts';
import { constantTimeEqual, randomToken, sha256Hex } from '#functions/lib/crypto.ts';
import { CAPTCHA_LENGTH } from '#src/shared/account-rules.ts';

/** A captcha is good for one guess within five minutes. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

function randomAnswer(): string {
  const picks = crypto.getRandomValues(new Uint8Array(CAPTCHA_LENGTH));
  // 256 is not a multiple of the alphabet's length; the slight bias does not help a guesser.
  return Array.from(picks, (pick) => CAPTCHA_ALPHABET[pick % CAPTCHA_ALPHABET.length]).join('');
}

/**
 * A new captcha for one browser: the picture, and the cookie value that names it (the row keeps
 * only its hash). `fixedAnswer` is the local test answer (see captchaTestAnswer).
 */
export async function issueCaptcha(
  db: Database,
  fixedAnswer: string | null,
  now = Date.now(),
): Promise<{ cookieValue: string; png: Uint8Array<ArrayBuffer> }> {
  const answer = fixedAnswer ?? randomAnswer();
  const cookieValue = randomToken();
  await db.insert(captchas).values({ id: await sha256Hex(cookieValue), answer, expiresAt: now + CAPTCHA_LIFETIME_MS });
  return { cookieValue, png: await drawCaptcha(answer) };
}

/** Spends the captcha whatever the guess (one guess each); true only for the right answer in time. */
export async function spendCaptcha(
  db: Database,
  cookieValue: string | undefined,
  guess: string,
  now = Date.now(),
): Promise<boolean> {
  if (!cookieValue) return false;
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.id, await sha256Hex(cookieValue)))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  return !!row && row.expiresAt > now && constantTimeEqual(row.answer, guess.trim().toUpperCase());
}

/** Housekeeping: captchas shown and never answered. */
export async function deleteExpiredCaptchas(db: Database, now = Date.now()): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
