import { unstable_readConfig } from 'wrangler';
import { isReservedHostname, isUsableSiteOrigin } from '#functions/lib/configuration.ts';
import { WRANGLER_CONFIG } from './local-paths.ts';

// What keeps a build for Cloudflare from going out with wrangler.toml's placeholders
// (docs/decisions/072): the build of any environment but the local one stops on them (astro.config.mjs),
// so a deploy never reaches a database that is not there, a domain nobody owns, or the local secret.

/** The committed placeholders of the D1 database's and the KV namespace's ids. */
const PLACEHOLDER_IDS = new Set(['00000000-0000-4000-8000-000000000000', '00000000000000000000000000000000']);
const isPlaceholderId = (id: string | undefined) => !id || PLACEHOLDER_IDS.has(id);

type Config = ReturnType<typeof unstable_readConfig>;

/** Why this environment's configuration cannot be deployed as it stands; none for local mode. */
export function deployConfigProblems(config: Config): string[] {
  const vars = config.vars as Record<string, unknown>;
  if (vars.VITRINE_ENV === 'local') return [];
  const problems: string[] = [];
  for (const { binding, database_id } of config.d1_databases)
    if (isPlaceholderId(database_id)) problems.push(`${binding}: the placeholder database_id (wrangler d1 create)`);
  for (const { binding, id } of config.kv_namespaces)
    if (isPlaceholderId(id)) problems.push(`${binding}: the placeholder namespace id (wrangler kv namespace create)`);
  if (!isUsableSiteOrigin(String(vars.SITE_ORIGIN ?? '')))
    problems.push(`SITE_ORIGIN: ${String(vars.SITE_ORIGIN)} is not the https:// address of your domain`);
  for (const route of config.routes ?? []) {
    const pattern = typeof route === 'string' ? route : route.pattern;
    if (isReservedHostname(pattern.split('/')[0]!)) problems.push(`routes: ${pattern} is a placeholder`);
  }
  const mailDomain = /@([^>\s]+)/.exec(String(vars.MAIL_FROM ?? ''))?.[1];
  if (mailDomain && isReservedHostname(mailDomain)) problems.push(`MAIL_FROM: ${mailDomain} is a placeholder`);
  if ('APP_SECRET' in vars) problems.push('APP_SECRET: a secret, never a variable (wrangler secret put APP_SECRET)');
  return problems;
}

/** wrangler.toml as wrangler reads it for `environment` (the top level, production, when none). */
export function readDeployConfig(environment: string | undefined): Config {
  return unstable_readConfig({ config: WRANGLER_CONFIG, env: environment }, { hideWarnings: true });
}
