import { getPlatformProxy } from 'wrangler';
import type { Env } from '#functions/env.ts';
import { WRANGLER_CONFIG } from './local-paths.ts';

/**
 * The Worker's bindings (D1, R2, …) on the local state directory, from Node: the same data
 * `wrangler dev --persist-to <stateDir>` serves. Dispose it when done.
 */
export async function openLocalPlatform(stateDir: string) {
  process.env.WRANGLER_LOG ??= 'error';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
  return getPlatformProxy<Env>({ configPath: WRANGLER_CONFIG, persist: { path: `${stateDir}/v3` } });
}
