import { describe, expect, it } from 'vitest';
import { deployConfigProblems, readDeployConfig } from '#functions/local/deploy-config.ts';
import { LOCAL_ENVIRONMENT } from '#functions/local/local-paths.ts';

// A build for Cloudflare stops on wrangler.toml's placeholders (astro.config.mjs): the committed
// top level names each, a filled-in one passes, and local mode is never held to them.

describe('the deploy configuration check', () => {
  it('names every placeholder of the committed top level', () => {
    expect(deployConfigProblems(readDeployConfig(undefined))).toEqual([
      'DB: the placeholder database_id (wrangler d1 create)',
      'KV: the placeholder namespace id (wrangler kv namespace create)',
      'SITE_ORIGIN: https://vitrine.example is not the https:// address of your domain',
      'routes: vitrine.example is a placeholder',
      'MAIL_FROM: vitrine.example is a placeholder',
    ]);
  });

  it('passes an operator’s filled-in configuration, and refuses the local secret put back as a variable', () => {
    const committed = readDeployConfig(undefined);
    const filled = {
      ...committed,
      d1_databases: [{ ...committed.d1_databases[0]!, database_id: '3f9a1c52-7d41-4e0b-9c8e-2b7f6a5d4e31' }],
      kv_namespaces: [{ ...committed.kv_namespaces[0]!, id: 'a41c9f0e2b7d48c6b1e3f5a7c9d2e4f6' }],
      routes: [{ pattern: 'catalog.acme-valves.de', custom_domain: true }],
      vars: {
        ...committed.vars,
        SITE_ORIGIN: 'https://catalog.acme-valves.de',
        MAIL_FROM: 'Vitrine <noreply@acme-valves.de>',
      },
    };
    expect(deployConfigProblems(filled)).toEqual([]);
    expect(
      deployConfigProblems({
        ...filled,
        vars: { ...filled.vars, APP_SECRET: 'local-development-only-secret-0b6f2c9e' },
      }),
    ).toEqual(['APP_SECRET: a secret, never a variable (wrangler secret put APP_SECRET)']);
  });

  it('leaves local mode alone', () => {
    expect(deployConfigProblems(readDeployConfig(LOCAL_ENVIRONMENT))).toEqual([]);
  });
});
