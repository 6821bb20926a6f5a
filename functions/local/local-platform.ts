import { mkdir, writeFile } from 'node:fs/promises';
import { experimental_readRawConfig, getPlatformProxy } from 'wrangler';
import type { Env } from '#functions/env.ts';
import { LOCAL_ENVIRONMENT, WRANGLER_CONFIG } from './local-paths.ts';

/**
 * wrangler.toml's local environment without its Durable Objects. The proxy below shares the state
 * directory with a running `wrangler dev`, whose objects set alarms there; a proxy that declared
 * the objects without their classes would take those alarms up and fail them ("no such actor class").
 */
async function storageOnlyConfig(stateDir: string): Promise<string> {
  const { rawConfig } = experimental_readRawConfig({ config: WRANGLER_CONFIG });
  const { durable_objects: _objects, ...local } = rawConfig.env?.[LOCAL_ENVIRONMENT] ?? {};
  const { name, compatibility_date, compatibility_flags } = rawConfig;
  await mkdir(stateDir, { recursive: true });
  const path = `${stateDir}/platform-proxy.wrangler.json`;
  await writeFile(path, JSON.stringify({ name, compatibility_date, compatibility_flags, ...local }));
  return path;
}

/**
 * The Worker's storage bindings (D1, R2, KV) on the local state directory, from Node: the same
 * data `wrangler dev --persist-to <stateDir>` serves. Dispose it when done.
 */
export async function openLocalPlatform(stateDir: string) {
  process.env.WRANGLER_LOG ??= 'error';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
  return getPlatformProxy<Env>({ configPath: await storageOnlyConfig(stateDir), persist: { path: `${stateDir}/v3` } });
}
