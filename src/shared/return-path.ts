const PROBE_ORIGIN = 'https://vitrine.invalid';

/**
 * Where the login page goes after a login: its `return` parameter when that is a path of this
 * site ('/demo?page=2'), else '/'. Never another site: '//evil.example', '/\evil.example' and
 * tricks the URL parser turns into those ('/\t/evil.example', '/.//evil.example') all fall back to '/'.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const url = new URL(value, PROBE_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' normalises to '//evil.example': another site again.
  return url.origin === PROBE_ORIGIN && !path.startsWith('//') ? path : '/';
}
