import { constantTimeEqual, hmacSha256, randomToken } from './crypto.ts';
import { cookieAttributes, readCookies, serializeCookie, sessionCookieName } from './cookies.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#src/shared/api.ts';

// OWASP "signed double-submit cookie" (DESIGN §4): the token is a random nonce plus an HMAC of the
// nonce bound to the caller's session cookie. A matching cookie/header pair is not enough: it must
// also be one we signed for this very session, so a token planted by a sibling domain fails.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function signingInput(sessionValue: string, nonce: string): string {
  return `${sessionValue.length}!${sessionValue}!${nonce.length}!${nonce}`;
}

export async function createXsrfToken(secret: string, sessionValue: string): Promise<string> {
  const nonce = randomToken();
  return `${nonce}.${await hmacSha256(secret, signingInput(sessionValue, nonce))}`;
}

export async function isValidXsrfToken(secret: string, sessionValue: string, token: string): Promise<boolean> {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return constantTimeEqual(signature, await hmacSha256(secret, signingInput(sessionValue, nonce)));
}

export function needsXsrfCheck(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** True when the request carries a header equal to its cookie and that token is ours for this session. */
export async function hasValidXsrfPair(request: Request, secret: string): Promise<boolean> {
  const cookies = readCookies(request);
  const cookieToken = cookies[XSRF_COOKIE];
  const headerToken = request.headers.get(XSRF_HEADER);
  if (!cookieToken || !headerToken || !constantTimeEqual(cookieToken, headerToken)) return false;
  const sessionValue = cookies[sessionCookieName(new URL(request.url))] ?? '';
  return isValidXsrfToken(secret, sessionValue, cookieToken);
}

/**
 * Whether one of our own pages sent the request: a same-origin fetch (Fetch Metadata), our own
 * Origin, or the anti-forgery pair, which only our pages can read. For the spec's GETs that change
 * state (logout), which SameSite=Lax alone leaves open to a cross-site link.
 */
export async function isOwnPagesRequest(request: Request, secret: string): Promise<boolean> {
  if (request.headers.get('sec-fetch-site') === 'same-origin') return true;
  if (request.headers.get('origin') === new URL(request.url).origin) return true;
  return hasValidXsrfPair(request, secret);
}

/**
 * A Set-Cookie value with a fresh token when the request has none valid for its session, else null.
 * The cookie is readable by scripts on purpose: the request layer copies it into the header.
 */
export async function xsrfCookieToIssue(request: Request, secret: string): Promise<string | null> {
  const url = new URL(request.url);
  const cookies = readCookies(request);
  const sessionValue = cookies[sessionCookieName(url)] ?? '';
  const current = cookies[XSRF_COOKIE];
  if (current && (await isValidXsrfToken(secret, sessionValue, current))) return null;
  const token = await createXsrfToken(secret, sessionValue);
  return serializeCookie(XSRF_COOKIE, token, cookieAttributes(url));
}
