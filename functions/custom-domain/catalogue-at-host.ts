import { openDatabase } from '#functions/db/client.ts';
import { findCatalogueAtDomain } from '#functions/domain/suppliers/custom-domain.ts';
import type { Env } from '#functions/env.ts';
import { isLoopbackHost, siteHost } from '#functions/lib/site-origin.ts';
import { isSiteHost } from '#src/shared/custom-domain.ts';

// Which catalogue a request's host shows: a catalogue's own, verified domain (README "Domain"), or
// none (the site's host, this machine, a host nobody verified).

/** The site's own host (or a name under it), or this machine: where accounts and the workspace live. */
export function isSiteAddress(request: Request, env: Pick<Env, 'SITE_ORIGIN'>): boolean {
  const hostname = hostnameOf(request);
  return isSiteHost(hostname, siteHost(env)) || isLoopbackHost(hostname);
}

/** A host's final dot names the same host (shop.example.com. is shop.example.com). */
const hostnameOf = (request: Request) => new URL(request.url).hostname.replace(/\.$/, '');

/** How long an isolate remembers a host's catalogue: a domain verified, changed or removed shows within it. */
const REMEMBER_MS = 60_000;
/** Hosts come from requests: whoever sends them must not grow an isolate's memory. */
const MAX_REMEMBERED = 1_000;
const remembered = new Map<string, { catalogue: { name: string } | null; until: number }>();

export async function catalogueAtHost(
  request: Request,
  env: Pick<Env, 'SITE_ORIGIN' | 'DB'>,
  now = Date.now(),
): Promise<{ name: string } | null> {
  if (isSiteAddress(request, env)) return null;
  const hostname = hostnameOf(request);
  const known = remembered.get(hostname);
  if (known && known.until > now) return known.catalogue;
  const catalogue = await findCatalogueAtDomain(openDatabase(env.DB), hostname);
  remembered.delete(hostname);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(hostname, { catalogue, until: now + REMEMBER_MS });
  return catalogue;
}

/** After a domain changed (saved, verified, removed): this isolate asks again at once, others within a minute. */
export function forgetCataloguesAtHosts(): void {
  remembered.clear();
}
