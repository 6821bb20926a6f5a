import type { Env } from '#functions/env.ts';
import { isLoopbackHost } from './site-origin.ts';

const LOCAL_SECRET_PREFIX = 'local-development-only-';
const MIN_SECRET_LENGTH = 32;

/**
 * Outside local development the Worker refuses to serve with the committed local secret or a weak
 * one: every anti-forgery token would be forgeable.
 */
export function assertSafeConfiguration(env: Pick<Env, 'VITRINE_ENV' | 'APP_SECRET' | 'SITE_ORIGIN'>): void {
  if (env.VITRINE_ENV === 'local') return;
  const secret = env.APP_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH || secret.startsWith(LOCAL_SECRET_PREFIX)) {
    throw new Error(
      `APP_SECRET must be a random secret of ${MIN_SECRET_LENGTH}+ characters (wrangler secret put APP_SECRET)`,
    );
  }
  if (!isUsableSiteOrigin(env.SITE_ORIGIN ?? '')) {
    throw new Error('SITE_ORIGIN must be the https:// origin of the site, e.g. https://catalog.example.com');
  }
}

const RESERVED_TOP_LEVEL_NAMES = ['example', 'test', 'invalid', 'localhost'];

/** A name reserved for examples and tests (RFC 2606), such as wrangler.toml's placeholder vitrine.example. */
export function isReservedHostname(hostname: string): boolean {
  return RESERVED_TOP_LEVEL_NAMES.includes(hostname.split('.').pop() ?? '');
}

/**
 * Mails, QR codes and sitemaps carry the site's origin: a production site never sends people to
 * localhost, to a path, or to a name reserved for examples and tests.
 */
export function isUsableSiteOrigin(origin: string): boolean {
  return /^https:\/\/(?!localhost\b)[^/]+$/.test(origin) && !isReservedHostname(new URL(origin).hostname);
}

/**
 * Local mode (the committed secret, the mailbox that lists every reset link) answers this machine
 * only: a local configuration deployed by mistake serves nobody. `*.localhost` is this machine too
 * (RFC 6761; the e2e tests' custom domains). The worker tests, which call other hosts inside
 * workerd, say so with VITRINE_LOCAL_ANY_HOST.
 */
export function isRefusedHere(request: Request, env: Pick<Env, 'VITRINE_ENV' | 'VITRINE_LOCAL_ANY_HOST'>): boolean {
  if (env.VITRINE_ENV !== 'local' || env.VITRINE_LOCAL_ANY_HOST === 'yes') return false;
  const { hostname } = new URL(request.url);
  return !(isLoopbackHost(hostname) || hostname.endsWith('.localhost'));
}

export const LOCAL_MODE_REFUSAL = () =>
  new Response(
    'This Vitrine runs in local mode and answers on this machine only (production is the top level of wrangler.toml: docs/deploy.md).\n',
    {
      status: 421,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
