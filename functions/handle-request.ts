import { createApi } from './api/app.ts';
import { retryingD1 } from './db/retrying-d1.ts';
import type { Env } from './env.ts';
import { assertSafeConfiguration } from './lib/configuration.ts';
import { serveMediaPath } from './lib/media/media-route.ts';
import { applySecurityHeaders } from './lib/security-headers.ts';
import { xsrfCookieToIssue } from './lib/xsrf.ts';
import { routeToUserChannel } from './realtime/route-to-channel.ts';
import { answerAtCustomDomain, answerAtUnknownHost } from './custom-domain/answer-at-custom-domain.ts';
import { catalogueAtHost, isSiteAddress } from './custom-domain/catalogue-at-host.ts';
import { isUnder } from './lib/path-under.ts';
import { servePage, type PageRenderer } from './page-cache/serve-page.ts';
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
  return async function handleRequest(received: Request, workerEnv: Env, ctx: ExecutionContext): Promise<Response> {
    assertSafeConfiguration(workerEnv);
    const env = withLocalRetries(workerEnv);
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
    const { pathname } = new URL(request.url);
    if (isUnder(pathname, '/socket.io')) return routeToUserChannel(request, env, ctx);

    let response: Response;
    if (pathname.startsWith(MEDIA_PATH_PREFIX))
      response = await serveMediaPath(request, env, pathname.slice(MEDIA_PATH_PREFIX.length));
    else if (isUnder(pathname, '/api')) response = await api.fetch(request, env, ctx);
    // Answered here, quietly: Astro would log a URIError for it.
    else if (!isDecodable(pathname)) response = BAD_PATH();
    else response = await servePage(request, env, ctx, renderPage);
    return finishResponse(request, env, response, { onCustomDomain: catalogue !== null });
  };
}

/**
 * Security headers on every answer, and an anti-forgery cookie on pages and API answers to a
 * browser that has none valid. Added here, after any cache, so cached pages stay cookie-free.
 * A catalogue's own domain never gets a cookie: whatever set one is overruled here, the last line.
 */
async function finishResponse(
  request: Request,
  env: Env,
  response: Response,
  { onCustomDomain }: { onCustomDomain: boolean },
): Promise<Response> {
  const finished = new Response(response.body, response);
  applySecurityHeaders(finished.headers, finished.status);
  if (onCustomDomain) {
    finished.headers.delete('set-cookie');
    return finished;
  }
  const contentType = finished.headers.get('content-type') ?? '';
  const isPageOrApi = contentType.startsWith('text/html') || contentType.startsWith('application/json');
  const setsTokenItself = finished.headers.getSetCookie().some((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
  if (isPageOrApi && !setsTokenItself) {
    const cookie = await xsrfCookieToIssue(request, env.APP_SECRET);
    if (cookie) finished.headers.append('set-cookie', cookie);
  }
  return finished;
}
