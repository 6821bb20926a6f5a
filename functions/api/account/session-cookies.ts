import type { Context } from 'hono';
import type { Database } from '#functions/db/client.ts';
import { createSession, endSession, SESSION_ABSOLUTE_MS } from '#functions/domain/accounts/sessions.ts';
import type { Env } from '#functions/env.ts';
import { cookieAttributes, readCookies, serializeCookie, sessionCookieName } from '#functions/lib/cookies.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { createXsrfToken } from '#functions/lib/xsrf.ts';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { CHANNEL_TOKEN_COOKIE, CHANNEL_TOKEN_LIFETIME_MS } from '#src/shared/realtime.ts';
import { XSRF_COOKIE } from '#src/shared/api.ts';
import { IS_LOGIN_COOKIE } from '#src/shared/login-hint.ts';

const SESSION_MAX_AGE_S = Math.floor(SESSION_ABSOLUTE_MS / 1000);

/** What the session cookies need from a call, whichever API family it belongs to. */
type SessionCall = { req: { raw: Request }; env: Env; var: { db: Database }; header: Context['header'] };

function setCookie(
  c: SessionCall,
  name: string,
  value: string,
  options: { httpOnly?: boolean; maxAge?: number },
): void {
  c.header('set-cookie', serializeCookie(name, value, cookieAttributes(new URL(c.req.raw.url), options)), {
    append: true,
  });
}

/** The real-time channel's token (spec: read by the page from a cookie), bound to this session. */
export async function setChannelTokenCookie(c: SessionCall, sessionId: string): Promise<void> {
  setCookie(c, CHANNEL_TOKEN_COOKIE, await createChannelToken(c.env.APP_SECRET, sessionId), {
    maxAge: CHANNEL_TOKEN_LIFETIME_MS / 1000,
  });
}

/**
 * Signs the browser in as `userId` with a brand-new session (renewed at login: an id the browser
 * held before is ended, never promoted). Sets the HttpOnly session cookie, the isLogin hint, an
 * anti-forgery token and the real-time channel's token, both bound to the new session.
 */
export async function startBrowserSession(c: SessionCall, userId: number): Promise<void> {
  const name = sessionCookieName(new URL(c.req.raw.url));
  const previous = readCookies(c.req.raw)[name];
  if (previous) await endSession(c.var.db, c.env, await sha256Hex(previous));
  const { token } = await createSession(c.var.db, userId);
  setCookie(c, name, token, { httpOnly: true, maxAge: SESSION_MAX_AGE_S });
  setCookie(c, IS_LOGIN_COOKIE, 'true', { maxAge: SESSION_MAX_AGE_S });
  setCookie(c, XSRF_COOKIE, await createXsrfToken(c.env.APP_SECRET, token), {});
  await setChannelTokenCookie(c, await sha256Hex(token));
}

/** Ends the browser's session, if any, and drops its cookies (with an anti-forgery token for no session). */
export async function endBrowserSession(c: SessionCall): Promise<void> {
  const name = sessionCookieName(new URL(c.req.raw.url));
  const current = readCookies(c.req.raw)[name];
  if (current) await endSession(c.var.db, c.env, await sha256Hex(current));
  setCookie(c, name, '', { httpOnly: true, maxAge: 0 });
  setCookie(c, IS_LOGIN_COOKIE, '', { maxAge: 0 });
  setCookie(c, CHANNEL_TOKEN_COOKIE, '', { maxAge: 0 });
  setCookie(c, XSRF_COOKIE, await createXsrfToken(c.env.APP_SECRET, ''), {});
}
