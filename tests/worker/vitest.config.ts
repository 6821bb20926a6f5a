import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { makeVapidKeys } from '#functions/local/vapid-keys.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// wrangler's own chatter ("Using secrets defined in process.env", once per test file) stays out of
// the run's output; its warnings and the Worker's own logs stay in.
process.env.WRANGLER_LOG ??= 'warn';

// Tests run inside workerd with the real bindings of wrangler.toml (D1, R2, KV, Durable Objects),
// in memory. Each test file gets its own Miniflare, so files do not see each other's data.
export default defineConfig(async () => {
  const vapid = await makeVapidKeys();
  return {
    plugins: [
      cloudflareTest({
        main: `${root}tests/worker/support/test-worker.ts`,
        wrangler: { configPath: `${root}wrangler.toml`, environment: 'local' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(`${root}functions/db/migrations`),
            // The local test answer of every captcha (README "Captcha in tests").
            VITRINE_CAPTCHA_ANSWER: 'TEST42',
            // Local mode answers this machine only; the tests call the site and owners' domains by name.
            VITRINE_LOCAL_ANY_HOST: 'yes',
            // The origin the tests call (support/call-worker.ts ORIGIN): absolute links point there.
            SITE_ORIGIN: 'https://vitrine.test',
            // Web Push's key pair, made for this run (production keeps its pair in secrets).
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            // The PDF catalogue's renderer: never reached, the tests answer its address (catalogue-pdf-api.test.ts).
            PDF_RENDERER_ORIGIN: 'http://pdf-renderer.test',
            // The chat chaos test's size and seed (tests/worker/realtime/chaos.test.ts): npm run bench runs 1,000.
            CHAOS_RUNS: process.env.CHAOS_RUNS ?? '40',
            ...(process.env.CHAOS_SEED && { CHAOS_SEED: process.env.CHAOS_SEED }),
          },
        },
      }),
    ],
    test: {
      root,
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/support/apply-migrations.ts'],
      testTimeout: 30_000,
      // One workerd per core: left to itself the pool ran one file at a time on two cores (six
      // files: 68 s, against 39 s with two).
      maxWorkers: availableParallelism(),
      // sanitize-html is CommonJS with browser-field tricks (postcss) that workerd's module loader
      // cannot follow; pre-bundling it the way the Worker build does makes it load.
      deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    },
  };
});
