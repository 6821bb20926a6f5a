import { parse, serialize, type CookieOptions } from 'hono/utils/cookie';

/** `__Host-` pins the cookie to our exact origin over HTTPS; plain HTTP (local) cannot use the prefix. */
export function sessionCookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Host-vitrine_session' : 'vitrine_session';
}

export function readCookies(request: Request): Record<string, string> {
  const header = request.headers.get('cookie');
  return header ? parse(header) : {};
}

/** The session token the request's cookie carries, if any. */
export function sessionTokenOf(request: Request): string | undefined {
  return readCookies(request)[sessionCookieName(new URL(request.url))];
}

/** Cookie attributes we always want: whole site, Lax, Secure whenever the page is HTTPS. */
export function cookieAttributes(
  url: URL,
  options: Omit<CookieOptions, 'path' | 'secure' | 'sameSite'> = {},
): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure: url.protocol === 'https:', ...options };
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, options);
}
