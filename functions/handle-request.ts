import { createApi } from './api/app.ts';
import { retryingD1 } from './db/retrying-d1.ts';
import type { Env } from './env.ts';
import { assertSafeConfiguration, isRefusedHere, LOCAL_MODE_REFUSAL } from './lib/configuration.ts';
import { serveMediaPath } from './lib/media/media-route.ts';
import { applySecurityHeaders } from './lib/security-headers.ts';
import { xsrfCookieToIssue } from './lib/xsrf.ts';
import { routeToUserChannel } from './realtime/route-to-channel.ts';
import { answerAtCustomDomain, answerAtUnknownHost } from './custom-domain/answer-at-custom-domain.ts';
import { catalogueAtHost, isSiteAddress } from './custom-domain/catalogue-at-host.ts';
import { isUnder } from './lib/path-under.ts';
import { withRequestId } from './lib/log.ts';
import { errorTrackerFor } from './lib/error-tracker.ts';
import { answerHealth, HEALTH_PATH } from './health/answer-health.ts';
import { servePage, type PageRenderer } from './page-cache/serve-page.ts';
import { findCacheablePage } from './page-cache/cacheable-page.ts';
import { readThroughSession, sessionOf, sessionStartFor } from './db/read-replicas.ts';
import { gatherChangedTags } from './edge-cache/changed-tags.ts';
import { EDGE_CACHE_CONTROL } from './edge-cache/edge-page-headers.ts';
import { purgeChangedPages } from './edge-cache/purge-changed-pages.ts';
import { XSRF_COOKIE } from '#src/shared/api.ts';
import { MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';

/** A path a router can decode: '%zz' or half a UTF-8 character is nobody's address. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const BAD_PATH = () =>
  new Response('Bad request\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

const api = createApi();

/**
 * Locally the database file is shared with other writers (the seed, the e2e tests): its writes are
 * retried on SQLITE_BUSY (retrying-d1.ts). Made once per Worker environment, not per request.
 */
const localEnvs = new WeakMap<Env, Env>();
function withLocalRetries(env: Env): Env {
  if (env.VITRINE_ENV !== 'local') return env;
  let local = localEnvs.get(env);
  if (!local) localEnvs.set(env, (local = { ...env, DB: retryingD1(env.DB) }));
  return local;
}

/**
 * The Worker's routing (DESIGN §1). Static files never get here: Cloudflare serves them first,
 * with the headers of public/_headers.
 */
export function createRequestHandler(renderPage: PageRenderer) {
  /**
   * A request that changed public pages purges their edge copies before it answers, so the next
   * request anywhere sees the change (docs/decisions/068).
   */
  return async function handleRequest(received: Request, workerEnv: Env, ctx: ExecutionContext): Promise<Response> {
    assertSafeConfiguration(workerEnv);
    if (isRefusedHere(received, workerEnv)) return LOCAL_MODE_REFUSAL();
    const env = withLocalRetries(workerEnv);
    return withRequestId(
      received,
      async () => {
        const { result, tags } = await gatherChangedTags(() => route(received, env, ctx));
        await purgeChangedPages(env, ctx, tags);
        return result;
      },
      errorTrackerFor(received, env, ctx),
    );
  };

  async function route(received: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // A catalogue's own domain shows that catalogue's public side only (README "Domain"); a host
    // that is neither it nor the site's is sent to the site.
    const catalogue = await catalogueAtHost(received, env);
    const door = catalogue
      ? answerAtCustomDomain(received, catalogue.name, env)
      : isSiteAddress(received, env)
        ? { request: received }
        : answerAtUnknownHost(received, env);
    if ('answer' in door) return finishResponse(received, env, door.answer, { onCustomDomain: true });
    const { request } = door;
    const onCustomDomain = catalogue !== null;
    return readThroughSession(databaseSessionFor(request, env), () => answer(request, env, ctx, onCustomDomain));
  }

  async function answer(request: Request, env: Env, ctx: ExecutionContext, onCustomDomain: boolean) {
    const { pathname } = new URL(request.url);
    if (isUnder(pathname, '/socket.io')) return routeToUserChannel(request, env, ctx);

    let response: Response;
    if (pathname.startsWith(MEDIA_PATH_PREFIX))
      response = await serveMediaPath(request, env, pathname.slice(MEDIA_PATH_PREFIX.length));
    else if (isUnder(pathname, '/api')) response = await api.fetch(request, env, ctx);
    else if (pathname === HEALTH_PATH) response = await answerHealth(env);
    // Answered here, quietly: Astro would log a URIError for it.
    else if (!isDecodable(pathname)) response = BAD_PATH();
    else response = await servePage(request, env, ctx, renderPage);
    return finishResponse(request, env, response, { onCustomDomain });
  }
}

/** The request's D1 session (docs/decisions/070); locally its writes are retried as the binding's are. */
function databaseSessionFor(request: Request, env: Env): D1Database {
  const keptAtTheEdge = findCacheablePage(new URL(request.url)) !== null;
  const session = sessionOf(env.DB, sessionStartFor(request, { keptAtTheEdge }));
  return env.VITRINE_ENV === 'local' ? retryingD1(session) : session;
}

/**
 * Security headers on every answer; `no-store` on every answer that says nothing of caching, as
 * Cloudflare's cache would otherwise keep it for a guessed lifetime (a signed-in page for the
 * next visitor); and an anti-forgery cookie on pages and API answers to a browser that has none
 * valid, except on the pages the edge keeps, which stay cookie-free for everyone (the browser
 * gets its token from its first API answer: src/client/request.ts). A catalogue's own domain
 * never gets a cookie: whatever set one is overruled here, the last line.
 */
async function finishResponse(
  request: Request,
  env: Env,
  response: Response,
  { onCustomDomain }: { onCustomDomain: boolean },
): Promise<Response> {
  const finished = new Response(response.body, response);
  applySecurityHeaders(finished.headers, finished.status);
  if (!finished.headers.has('cache-control')) finished.headers.set('cache-control', 'no-store');
  if (onCustomDomain) {
    finished.headers.delete('set-cookie');
    return finished;
  }
  const contentType = finished.headers.get('content-type') ?? '';
  // Any API answer, the view beacon's empty one too: a page the edge kept gets its token from it.
  const isPageOrApi = contentType.startsWith('text/html') || isUnder(new URL(request.url).pathname, '/api');
  const setsTokenItself = finished.headers.getSetCookie().some((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
  // A shared copy (a page the edge keeps, a public QR image) must never hold one visitor's token.
  const keptAtTheEdge =
    finished.headers.has(EDGE_CACHE_CONTROL) || /\bpublic\b/.test(finished.headers.get('cache-control') ?? '');
  if (isPageOrApi && !setsTokenItself && !keptAtTheEdge) {
    const cookie = await xsrfCookieToIssue(request, env.APP_SECRET);
    if (cookie) finished.headers.append('set-cookie', cookie);
  }
  return finished;
}
