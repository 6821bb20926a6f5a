// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from './src/scripts/inline/inline-scripts.ts';
import { deployConfigProblems, readDeployConfig } from './functions/local/deploy-config.ts';

/** Hydration directives that keep JavaScript off pages until it is needed (src/client-directives). */
const vitrineDirectives = {
  name: 'vitrine-client-directives',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interact', entrypoint: './src/client-directives/interact.ts' });
      addClientDirective({ name: 'signedin', entrypoint: './src/client-directives/signed-in.ts' });
      addClientDirective({ name: 'event', entrypoint: './src/client-directives/on-event.ts' });
    },
  },
};

/**
 * A build for Cloudflare (any environment but the local one) stops on wrangler.toml's placeholders
 * (functions/local/deploy-config.ts). `npm test`'s dry-run deploy, which only measures the bundle,
 * says so with VITRINE_DRY_RUN_BUILD=1.
 */
const refusePlaceholderDeploys = {
  name: 'vitrine-refuse-placeholder-deploys',
  hooks: {
    /** @param {{ command: string }} options */
    'astro:config:setup': ({ command }) => {
      if (command !== 'build' || process.env.VITRINE_DRY_RUN_BUILD === '1') return;
      const problems = deployConfigProblems(readDeployConfig(process.env.CLOUDFLARE_ENV || undefined));
      if (problems.length > 0)
        throw new Error(`wrangler.toml is not ready to deploy:\n  ${problems.join('\n  ')}\n(docs/deploy.md)`);
    },
  },
};

/**
 * Names this build. The page cache keys pages by it: a new deployment never serves a cached page
 * that points at the previous build's scripts and styles.
 */
const BUILD_ID = Date.now().toString(36);

/**
 * Browser bundles keep console.error only: the rest is development chatter (and, from libraries,
 * noise in a buyer's console); tests/e2e/site/bundle.desktop.spec.ts checks it. The Worker keeps its logs.
 * @type {import('vite').Plugin}
 */
const quietBrowserConsole = {
  name: 'vitrine-quiet-browser-console',
  apply: 'build',
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            rolldownOptions: {
              treeshake: {
                manualPureFunctions: ['console.log', 'console.info', 'console.debug', 'console.warn', 'console.trace'],
              },
            },
          },
        }
      : undefined,
};

/**
 * The policy's entry for one of the site's own inline scripts (components/InlineScript.astro).
 * @type {(code: string) => `sha256-${string}`}
 */
const scriptHash = (code) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

export default defineConfig({
  output: 'server',
  vite: {
    define: { 'import.meta.env.VITRINE_BUILD_ID': JSON.stringify(BUILD_ID) },
    plugins: [quietBrowserConsole],
  },
  // `astro dev` keeps its local data where npm run dev's --state says (functions/local/start.ts).
  adapter: cloudflare({
    imageService: 'passthrough',
    ...(process.env.VITRINE_STATE_DIR && { persistState: { path: process.env.VITRINE_STATE_DIR } }),
  }),
  // Sessions are ours (D1, DESIGN §4), not Astro's KV sessions.
  session: false,
  integrations: [react(), vitrineDirectives, refusePlaceholderDeploys],
  server: { port: 4321 },
  // Every page's CSS in the page itself (about 6 KB gzip): no stylesheet request blocks the first
  // paint, which on a phone's slow 4G cost about 400 ms of LCP. Cached pages carry it for free.
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  security: {
    // Sent as a response header on every page, with hashes of Astro's own inline scripts and
    // styles (DESIGN §4): nothing else inline runs. Style attributes alone are allowed, because
    // supplier colours are set inline; they cannot execute code.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        // Videos kept by Cloudflare Stream play from the account's Stream domain (/media/{uid} sends
        // them on there) and are uploaded to Stream straight from the workspace.
        "media-src 'self' blob: https://*.cloudflarestream.com",
        "font-src 'self'",
        "connect-src 'self' https://upload.cloudflarestream.com https://upload.videodelivery.net",
        // The push service worker (public/push-worker.js); script-src lists hashes only.
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      scriptDirective: { hashes: Object.values(INLINE_SCRIPTS).map(scriptHash) },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
});
