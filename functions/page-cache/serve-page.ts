import { openDatabase } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { timeRequest } from '#functions/lib/server-timing.ts';
import { findCacheablePage, type CacheablePage } from './cacheable-page.ts';
import { findKeptPage, keepPage } from './page-store.ts';
import { withOwnHashes } from './own-hashes.ts';
import { readPageVersion, type PageVersion } from './page-version.ts';
import { edgeCachedPageHeaders } from '#functions/edge-cache/edge-page-headers.ts';
import { BUILD_ID } from '#functions/lib/build-id.ts';

/** Renders everything that is not media, API or socket: the Astro site, which this module caches. */
export type PageRenderer = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

/** Says whether the answer came from the edge cache: HIT, MISS, or BYPASS for pages it does not keep. */
export const PAGE_CACHE_HEADER = 'x-vitrine-cache';

/**
 * The cache key: the page's identity, the build, and what its content depends on (the same page
 * for every device: the browser decides on the 'Open in App' banner). An edit bumps catalogVersion,
 * so the old key is never asked for again and needs no purge here (DESIGN §3).
 */
// Pages of another build point at other scripts and styles: the build is in the key, never served across.
function cacheKey(url: URL, page: CacheablePage, version: PageVersion): string {
  const key = new URL(`${url.origin}/__page-cache${page.identity}`);
  key.searchParams.set('__s', String(version.supplierId));
  key.searchParams.set('__v', String(version.catalogVersion));
  if (version.productUpdated !== null) key.searchParams.set('__u', String(version.productUpdated));
  if (version.others !== null) key.searchParams.set('__o', version.others);
  // The footer's copyright year.
  key.searchParams.set('__y', String(new Date().getUTCFullYear()));
  key.searchParams.set('__b', BUILD_ID);
  return key.toString();
}

/** Browsers revalidate every time; the ETag lets an unchanged page answer 304 without a body. */
async function entityTag(key: string): Promise<string> {
  return `"${(await sha256Hex(key)).slice(0, 32)}"`;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
  return answer;
}

function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  return ifNoneMatch?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag) ?? false;
}

type CacheState = 'HIT' | 'MISS' | 'BYPASS';

/**
 * Serves a page through the edge cache when it is a public supplier page of an active supplier
 * (the same for every visitor: personal state loads in islands afterwards); renders it otherwise.
 * Server-Timing tells the time spent and the D1 round trips made, version read included.
 */
export async function servePage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  renderPage: PageRenderer,
): Promise<Response> {
  const { result, serverTiming } = await timeRequest(() => answerPage(request, env, ctx, renderPage));
  return withHeaders(result.response, {
    [PAGE_CACHE_HEADER]: result.state,
    'server-timing': serverTiming('page', result.state),
  });
}

async function answerPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  renderPage: PageRenderer,
): Promise<{ response: Response; state: CacheState }> {
  const url = new URL(request.url);
  const page = request.method === 'GET' || request.method === 'HEAD' ? findCacheablePage(url) : null;
  const version = page ? await readPageVersion(openDatabase(env.DB), page) : null;
  const cacheable =
    page && version?.status === 'active' && (page.productId === null || version.productUpdated !== null);
  if (!cacheable) return { response: await renderPage(request, env, ctx), state: 'BYPASS' };

  const key = cacheKey(url, page, version);
  const tag = await entityTag(key);
  const revalidation = { 'cache-control': 'no-cache', etag: tag, ...edgeCachedPageHeaders(version) };
  if (matchesTag(request.headers.get('if-none-match'), tag))
    return { response: new Response(null, { status: 304, headers: revalidation }), state: 'HIT' };
  // Search results are endless in variety: they stay out of memory, for the pages everyone reads.
  const keep = { inMemory: !url.searchParams.has('keyword') };
  const kept = await findKeptPage(key, keep);
  if (kept) return { response: withHeaders(kept, revalidation), state: 'HIT' };

  const rendered = await renderPage(request, env, ctx);
  const storable =
    request.method === 'GET' &&
    rendered.status === 200 &&
    !rendered.headers.has('set-cookie') &&
    (rendered.headers.get('content-type')?.startsWith('text/html') ?? false);
  if (!storable) return { response: rendered, state: 'MISS' };
  const response = await withOwnHashes(rendered);
  await keepPage(key, response.clone(), ctx, keep);
  return { response: withHeaders(response, revalidation), state: 'MISS' };
}
