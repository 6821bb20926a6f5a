import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { LOCAL_ENVIRONMENT, WRANGLER_CONFIG } from '#functions/local/local-paths.ts';
import { QUIET_TOOL_ENV } from '#functions/local/run-tool.ts';

// What a plain `wrangler deploy` ships is wrangler.toml's top level (docs/decisions/072): it must be
// production, unable to go out without its secrets, and never local mode with its committed secret
// and its mailbox of account links. Local development opts in by naming its environment.

const readConfig = (env?: string) => unstable_readConfig({ config: WRANGLER_CONFIG, env }, { hideWarnings: true });

describe('wrangler.toml', () => {
  it('ships production from its top level: no local mode, no committed secret, its secrets required, its own domain', () => {
    const top = readConfig();
    expect(top.vars.VITRINE_ENV).toBe('production');
    expect(top.vars).not.toHaveProperty('APP_SECRET');
    expect(top.secrets?.required).toEqual(
      expect.arrayContaining(['APP_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']),
    );
    expect(top.routes).toEqual([{ pattern: 'vitrine.example', custom_domain: true }]);
    expect(top.workers_dev).toBe(false);
    expect(top.cache).toEqual({ enabled: true });
  });

  it('tries versions on staging in production mode, with its own resources and secrets', () => {
    const staging = readConfig('staging');
    expect(staging.vars.VITRINE_ENV).toBe('production');
    expect(staging.secrets?.required).toEqual(readConfig().secrets?.required);
    expect(staging.d1_databases[0]!.database_name).not.toBe(readConfig().d1_databases[0]!.database_name);
  });

  it('keeps local mode in the environment the local tools name', () => {
    expect(QUIET_TOOL_ENV.CLOUDFLARE_ENV).toBe(LOCAL_ENVIRONMENT);
    const local = readConfig(LOCAL_ENVIRONMENT);
    expect(local.vars.VITRINE_ENV).toBe('local');
    expect(local.routes).toEqual([]);
    expect(local.secrets?.required).toEqual([]);
    // The same bindings everywhere: the local server and staging must be the production Worker.
    const top = readConfig();
    type Named = { binding?: string; name?: string };
    const namesOf = (bindings: Named[] | undefined = []) => bindings.map(({ binding, name }) => binding ?? name);
    const names = (config: typeof top) => [
      ...namesOf(config.d1_databases),
      ...namesOf(config.r2_buckets),
      ...namesOf(config.kv_namespaces),
      ...namesOf(config.durable_objects.bindings),
      ...namesOf(config.queues.producers),
      ...namesOf(config.send_email),
      config.images?.binding,
    ];
    expect(names(local)).toEqual(names(top));
    expect(names(readConfig('staging'))).toEqual(names(top));
  });
});
