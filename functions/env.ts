/**
 * The Worker's bindings. Those wrangler.toml declares are generated into worker-configuration.d.ts
 * (`npm run types` after changing wrangler.toml; its Durable Object namespaces point at the classes
 * functions/worker.ts exports). Declared here is only what wrangler cannot see: secrets, bindings
 * some runs lack, and vars narrower than a string. `env` from 'cloudflare:workers' (Astro pages)
 * reads the same interface.
 */
export type Env = Cloudflare.Env;

declare global {
  namespace Cloudflare {
    interface Env {
      /** wrangler.toml's two environments, by name. */
      VITRINE_ENV: 'local' | 'production';
      /** Signs anti-forgery tokens. A secret in production. */
      APP_SECRET: string;
      /** Static files (dist/client); absent inside the worker tests. */
      ASSETS?: Fetcher;
      /** Local only: every captcha's answer, so tests can log in (README). Ignored outside local. */
      VITRINE_CAPTCHA_ANSWER?: string;
      /** Sentry's DSN, a secret (docs/operations.md): errors go there too when it is set (lib/error-tracker.ts). */
      SENTRY_DSN?: string;
      /** Worker tests only: 'yes' lets local mode answer any host (lib/configuration.ts). Never set elsewhere. */
      VITRINE_LOCAL_ANY_HOST?: string;
      /** Web Push (functions/push/web-push.ts): the VAPID pair, secrets in production; npm start makes a local pair. */
      VAPID_PUBLIC_KEY?: string;
      VAPID_PRIVATE_KEY?: string;
      /**
       * Cloudflare Stream, the production video host (functions/lib/media/stream-api.ts): its binding
       * (wrangler.toml [stream]) and the account's customer subdomain code
       * (customer-{code}.cloudflarestream.com). Without both, videos are kept in R2 (the embedded default).
       */
      STREAM?: StreamBinding;
      STREAM_CUSTOMER_CODE?: string;
      /**
       * Cloudflare for SaaS, production's way to bring owners' domains to the Worker
       * (functions/lib/domains/custom-hostnames-api.ts): the zone of SITE_ORIGIN and an API token with
       * "SSL and Certificates: Edit" on it (a secret). Without both, a found TXT record is enough to serve.
       */
      CUSTOM_HOSTNAMES_ZONE_ID?: string;
      CUSTOM_HOSTNAMES_API_TOKEN?: string;
      /**
       * Local only: the stand-in of the Workers Cache in front of this Worker (npm start), and the
       * token its purge asks for (functions/edge-cache/edge-purger.ts).
       */
      CACHE_FRONT_ORIGIN?: string;
      CACHE_FRONT_TOKEN?: string;
      /**
       * The PDF catalogue's renderer (functions/pdf/render-pdf.ts): in production Cloudflare's
       * Browser Rendering REST API, with the account id and an API token allowed "Browser Rendering:
       * Edit" (a secret); locally npm start's stand-in, a browser on this machine, at its origin.
       * Without either, Download PDF answers 503 pdf_unavailable.
       */
      BROWSER_RENDERING_ACCOUNT_ID?: string;
      BROWSER_RENDERING_API_TOKEN?: string;
      PDF_RENDERER_ORIGIN?: string;
      /** Benchmarks only: 'off' stops counting page views (tests/bench/view-counting.ts). Never set in production. */
      VITRINE_COUNT_VIEWS?: string;
    }
  }
}
