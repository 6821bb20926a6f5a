import CachePolicy from 'http-cache-semantics';

// What Cloudflare's Workers Cache stores, on top of RFC 9111 (http-cache-semantics, as a shared
// cache), as its docs state it (developers.cloudflare.com/workers/cache/, 2026): which header
// governs, the lifetimes it guesses when a response names none, Set-Cookie and Cache-Tag.

/** Node's request and response headers: lower-case names, Set-Cookie as a list. */
export type HeaderMap = Record<string, string | string[] | undefined>;

export type RequestFacts = { url: string; method: string; headers: HeaderMap };

/** Governs the cache in this order; the first is Cloudflare's own and never reaches the client. */
const CONTROL_HEADERS = ['cloudflare-cdn-cache-control', 'cdn-cache-control', 'cache-control'] as const;

/** Seconds Cloudflare keeps a response that has neither Cache-Control nor Expires; other statuses are not kept. */
const HEURISTIC_SECONDS = new Map([
  [200, 7200],
  [203, 7200],
  [204, 7200],
  [300, 1200],
  [301, 1200],
  [404, 180],
  [410, 180],
  [405, 60],
  [414, 60],
  [501, 60],
]);

/** A tag Cloudflare accepts: printable ASCII without spaces, at most 1024 characters. */
const VALID_TAG = /^[\x21-\x7e]{1,1024}$/;
const MOST_TAGS = 1000;

/** Headers the cache reads and the client never sees. */
export const EDGE_ONLY_HEADERS = ['cloudflare-cdn-cache-control', 'cache-tag'];

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Directive names (lower case) and their values, unquoted: `private="set-cookie"` → private: set-cookie. */
function directives(control: string): Map<string, string> {
  const parsed = new Map<string, string>();
  for (const part of control.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    const [name = '', ...value] = part.trim().split('=');
    if (name) parsed.set(name.toLowerCase(), value.join('=').replace(/^"|"$/g, '').toLowerCase());
  }
  return parsed;
}

/** The response's tags for purging, lower case (purges match them so); invalid ones are dropped. */
export function cacheTags(headers: HeaderMap): string[] {
  const tags = (single(headers['cache-tag']) ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => VALID_TAG.test(tag));
  return [...new Set(tags)].slice(0, MOST_TAGS);
}

/** Whether a qualified `private="…"` or `no-cache="…"` names Set-Cookie: then only the cookie is left out. */
function dropsOnlySetCookie(value: string | undefined): boolean {
  return value?.split(',').some((name) => name.trim() === 'set-cookie') ?? false;
}

/** The first of the control headers the response has: the one the cache obeys. */
function governingControl(headers: HeaderMap): string | undefined {
  return CONTROL_HEADERS.map((name) => single(headers[name])).find((value) => value !== undefined);
}

/** The qualified forms only leave the cookie out; the library would read them as the whole response's. */
function withoutCookieQualifiers(control: Map<string, string>): string {
  return [...control]
    .filter(([name, value]) => !((name === 'private' || name === 'no-cache') && dropsOnlySetCookie(value)))
    .map(([name, value]) => (value ? `${name}=${value}` : name))
    .join(', ');
}

/** A 304's headers as the cache reads them when it refreshes a copy: the governing header as Cache-Control. */
export function revalidationTheEdgeReads(headers: HeaderMap): HeaderMap {
  const governing = governingControl(headers);
  if (governing === undefined) return headers;
  return { ...headers, 'cache-control': withoutCookieQualifiers(directives(governing)) || undefined };
}

/** The stored copy's policy and the headers it keeps, or null when Cloudflare would not store it (BYPASS). */
export type EdgeVerdict = { policy: CachePolicy; keptHeaders: HeaderMap } | null;

/**
 * Decides as the Workers Cache does: GET and HEAD only; never 206 or 520–526; not `Vary: *`; not
 * `no-store` or an unqualified `private`; not with Set-Cookie unless the directive says to leave the
 * cookie out; without Cache-Control or Expires, the heuristic lifetime of its status.
 */
export function edgeVerdict(request: RequestFacts, status: number, headers: HeaderMap): EdgeVerdict {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (status === 206 || (status >= 520 && status <= 526)) return null;
  if ((single(headers.vary) ?? '').split(',').some((name) => name.trim() === '*')) return null;

  const governing = governingControl(headers);
  const control = directives(governing ?? '');
  if (control.has('no-store') || (control.has('private') && !dropsOnlySetCookie(control.get('private')))) return null;
  const keptHeaders: HeaderMap = { ...headers };
  for (const name of EDGE_ONLY_HEADERS) delete keptHeaders[name];
  if (headers['set-cookie'] !== undefined) {
    if (!dropsOnlySetCookie(control.get('private')) && !dropsOnlySetCookie(control.get('no-cache'))) return null;
    delete keptHeaders['set-cookie'];
  }

  let effectiveControl: string;
  if (governing !== undefined) {
    effectiveControl = withoutCookieQualifiers(control);
  } else if (headers.expires !== undefined) {
    effectiveControl = '';
  } else {
    const seconds = HEURISTIC_SECONDS.get(status);
    if (seconds === undefined) return null;
    effectiveControl = `max-age=${seconds}`;
  }
  const policyHeaders: HeaderMap = { ...keptHeaders, 'cache-control': effectiveControl || undefined };
  const policy = new CachePolicy(
    { ...request, method: 'GET', headers: headersTheEdgeMatches(request.headers) },
    { status, headers: policyHeaders },
    { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0 },
  );
  // A `no-cache` copy is kept too, stale at once: each request revalidates it with the Worker.
  return policy.storable() ? { policy, keptHeaders } : null;
}

/**
 * The request headers the edge compares a stored copy against: clients do not steer it (their
 * Cache-Control and Pragma are not read), and the host is not in its key.
 */
export function headersTheEdgeMatches(headers: HeaderMap): HeaderMap {
  const { 'cache-control': _control, pragma: _pragma, host: _host, ...rest } = headers;
  return rest;
}
