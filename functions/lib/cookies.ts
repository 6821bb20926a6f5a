import { parse, serialize, type CookieOptions } from 'hono/utils/cookie';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** A UI hint only (spec: isLogin); the server never trusts it. */
export const IS_LOGIN_COOKIE = 'isLogin';

/** `__Host-` pins the cookie to our exact origin over HTTPS; plain HTTP (local) cannot use the prefix. */
export function sessionCookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Host-vitrine_session' : 'vitrine_session';
}

export function readCookies(request: Request): Record<string, string> {
  const header = request.headers.get('cookie');
  return header ? parse(header) : {};
}

/** Cookie attributes we always want: whole site, Lax, Secure whenever the page is HTTPS. */
export function cookieAttributes(url: URL, options: Omit<CookieOptions, 'path' | 'secure' | 'sameSite'> = {}): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure: url.protocol === 'https:', ...options };
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, options);
}
