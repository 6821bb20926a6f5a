import type { Env } from '#functions/env.ts';

/**
 * The site's own address for absolute links (mails, the invite link, QR codes, sitemaps, canonical
 * links, structured data): configured (SITE_ORIGIN in wrangler.toml), never taken from the request,
 * whose Host header whoever sends it chooses.
 */
export function siteOrigin(env: Pick<Env, 'SITE_ORIGIN'>): string {
  return new URL(env.SITE_ORIGIN).origin;
}

/** An absolute address on this site. */
export function siteUrl(env: Pick<Env, 'SITE_ORIGIN'>, path: string): string {
  return new URL(path, siteOrigin(env)).toString();
}

/** This machine's names: never a customer's domain or a public push service (local development and tests only). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** The site's own hostname (no port): where an owner's domain points its CNAME record. */
export function siteHost(env: Pick<Env, 'SITE_ORIGIN'>): string {
  return new URL(env.SITE_ORIGIN).hostname;
}
