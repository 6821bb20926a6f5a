import { CAPTCHA_LIFETIME_MS } from '#functions/domain/accounts/captcha.ts';
import { cookieAttributes, readCookies, serializeCookie } from '#functions/lib/cookies.ts';
import type { Env } from '#functions/env.ts';

/** Names the captcha this browser was last shown; only the API reads it. */
export const CAPTCHA_COOKIE = 'vitrine_captcha';

export function captchaCookie(url: URL, value: string): string {
  return serializeCookie(
    CAPTCHA_COOKIE,
    value,
    cookieAttributes(url, { httpOnly: true, maxAge: CAPTCHA_LIFETIME_MS / 1000 }),
  );
}

export function readCaptchaCookie(request: Request): string | undefined {
  return readCookies(request)[CAPTCHA_COOKIE];
}

/**
 * Local development and the test suites may fix every captcha's answer (VITRINE_CAPTCHA_ANSWER,
 * like Turnstile's test keys); a Worker that is not local ignores it.
 */
export function captchaTestAnswer(env: Pick<Env, 'VITRINE_ENV' | 'VITRINE_CAPTCHA_ANSWER'>): string | null {
  const answer = env.VITRINE_CAPTCHA_ANSWER?.trim().toUpperCase() ?? '';
  return env.VITRINE_ENV === 'local' && /^[A-Z0-9]{6}$/.test(answer) ? answer : null;
}
