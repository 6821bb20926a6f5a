import type { Env } from '#functions/env.ts';

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
  // Mails, QR codes and sitemaps carry it: a production site never sends people to localhost.
  if (!/^https:\/\/(?!localhost\b)[^/]+$/.test(env.SITE_ORIGIN ?? '')) {
    throw new Error('SITE_ORIGIN must be the https:// origin of the site, e.g. https://catalog.example.com');
  }
}
