import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import type { Env } from '#functions/env.ts';
import { isLoopbackHost, siteHost } from '#functions/lib/site-origin.ts';

// README "Domain": in production Cloudflare for SaaS brings a catalogue's own domain to the Worker;
// its home page is that catalogue. Every other address answers as on the site's host (the pages'
// links, /{name}/…, work there as they are).

/** How long an isolate remembers which catalogue a domain shows: a saved or removed domain shows within it. */
const REMEMBER_MS = 60_000;
const remembered = new Map<string, { name: string | null; until: number }>();

/** The site's own host, or this machine (local development, the tests): never an owner's domain. */
function isSiteHost(hostname: string, env: Pick<Env, 'SITE_ORIGIN'>): boolean {
  return hostname === siteHost(env) || isLoopbackHost(hostname);
}

async function catalogueAt(db: Database, hostname: string, now: number): Promise<string | null> {
  const known = remembered.get(hostname);
  if (known && known.until > now) return known.name;
  const row = await db.query.suppliers.findFirst({
    columns: { name: true },
    where: eq(suppliers.customDomain, hostname),
  });
  remembered.set(hostname, { name: row?.name ?? null, until: now + REMEMBER_MS });
  return row?.name ?? null;
}

/** The request as the site serves it: the root of a catalogue's own domain is that catalogue's storefront. */
export async function atCustomDomain(
  request: Request,
  env: Pick<Env, 'SITE_ORIGIN' | 'DB'>,
  now = Date.now(),
): Promise<Request> {
  const url = new URL(request.url);
  if (url.pathname !== '/' || isSiteHost(url.hostname, env)) return request;
  const name = await catalogueAt(openDatabase(env.DB), url.hostname, now);
  if (!name) return request;
  url.pathname = `/${name}`;
  return new Request(url, request);
}
