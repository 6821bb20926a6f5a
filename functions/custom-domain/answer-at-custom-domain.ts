import type { Env } from '#functions/env.ts';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { isUnder } from '#functions/lib/path-under.ts';
import { siteOrigin } from '#functions/lib/site-origin.ts';
import { CUSTOM_DOMAIN_PUBLIC_ONLY, HOST_NOT_SERVED } from '#src/shared/custom-domain.ts';
import { MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';

// On a catalogue's own domain only that catalogue's public side answers (README "Domain"): its
// storefront (at the root too), product, company and posts pages, the files they show, the public
// GET calls under /api/common and the pages' view beacon. Accounts, the workspace, the admin area,
// My catalogue and other catalogues are the site's: a page goes there (same path on SITE_ORIGIN), a
// call or the chat's socket is refused. Sessions live on the site's host alone: nothing here reads
// one (the cookies and a bearer token are dropped at the door) and nothing sets one
// (handle-request.ts strips Set-Cookie), so a domain's owner can never see or plant a visitor's session.

export type AtCustomDomain = { request: Request } | { answer: Response };

/** The catalogue's pages below /{name}: the storefront itself is /{name}. Its /app page signs a phone in: the site's. */
const CATALOGUE_PAGES = new Set(['product', 'company', 'posts']);
/** What the catalogue's pages load from the Worker besides themselves (static files never reach it). */
const PAGE_FILES = [MEDIA_PATH_PREFIX.replace(/\/$/, ''), '/flags'];
/** Under /api/common but for a signed-in caller (api/app.ts guards them). */
const SIGNED_IN_COMMON_CALLS = ['/api/common/supplier/note', '/api/common/polyv'];

function isCataloguePage(pathname: string, name: string): boolean {
  const [, first, below] = pathname.split('/');
  return first === name && (below === undefined || below === '' || CATALOGUE_PAGES.has(below));
}

function isPublicCall(method: string, pathname: string): boolean {
  // The catalogue's pages send their view beacon to the origin they were read at: this domain.
  if (method === 'POST' && pathname === VIEW_BEACON_PATH) return true;
  return (
    (method === 'GET' || method === 'HEAD') &&
    pathname.startsWith('/api/common/') &&
    !SIGNED_IN_COMMON_CALLS.some((prefix) => isUnder(pathname, prefix))
  );
}

/** The request as it passes on: anonymous, and the domain's root as the catalogue's storefront. */
function anonymous(request: Request, url: URL, name: string): Request {
  const address = new URL(url);
  if (address.pathname === '/') address.pathname = `/${name}`;
  const passed = new Request(address, request);
  passed.headers.delete('cookie');
  passed.headers.delete('authorization');
  return passed;
}

/** The same address on the site's own origin, joined rather than resolved: //elsewhere.example stays a path of the site. */
function toSite(request: Request, url: URL, env: Pick<Env, 'SITE_ORIGIN'>): Response {
  const status = request.method === 'GET' || request.method === 'HEAD' ? 302 : 303;
  return new Response(null, { status, headers: { location: `${siteOrigin(env)}${url.pathname}${url.search}` } });
}

/**
 * What a request to a host that is neither the site's nor a verified catalogue's gets: pages go to
 * the site, calls and the socket are refused. Never the site itself: a session signed in at a host
 * whose DNS someone else holds (a closed catalogue's domain still routed here) would be theirs to read.
 */
export function answerAtUnknownHost(request: Request, env: Pick<Env, 'SITE_ORIGIN'>): { answer: Response } {
  const url = new URL(request.url);
  if (isUnder(url.pathname, '/api') || isUnder(url.pathname, '/socket.io'))
    return { answer: jsonEnvelope(421, errorBody([{ field: '', code: HOST_NOT_SERVED }])) };
  return { answer: toSite(request, url, env) };
}

/** What a request to the domain of catalogue `name` gets: passed on, sent to the site, or refused. */
export function answerAtCustomDomain(request: Request, name: string, env: Pick<Env, 'SITE_ORIGIN'>): AtCustomDomain {
  const url = new URL(request.url);
  const { pathname } = url;
  if (isUnder(pathname, '/api') || isUnder(pathname, '/socket.io'))
    return isPublicCall(request.method, pathname)
      ? { request: anonymous(request, url, name) }
      : { answer: jsonEnvelope(421, errorBody([{ field: '', code: CUSTOM_DOMAIN_PUBLIC_ONLY }])) };
  const passes =
    pathname === '/' ||
    pathname === '/404' ||
    isCataloguePage(pathname, name) ||
    PAGE_FILES.some((prefix) => isUnder(pathname, prefix));
  return passes ? { request: anonymous(request, url, name) } : { answer: toSite(request, url, env) };
}
