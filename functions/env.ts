import type { UserChannel } from './realtime/user-channel.ts';
import type { PushChunk } from './push/push-chunk.ts';
import type { SupplierStats } from './statistics/supplier-stats.ts';

/** The Worker's bindings, as declared in wrangler.toml. */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  KV: KVNamespace;
  CHANNEL: DurableObjectNamespace<UserChannel>;
  /** One page-view counter per supplier (functions/statistics). */
  STATS: DurableObjectNamespace<SupplierStats>;
  /** An administrator's push, a chunk of followers per message (functions/push). */
  PUSH_QUEUE: Queue<PushChunk>;
  /**
   * Cloudflare Images: smaller copies of uploaded pictures (functions/lib/media/image-copies.ts).
   * Local development makes them with Sharp; without the binding pages show the originals.
   */
  IMAGES?: ImagesBinding;
  /** Static files (dist/client); absent inside the worker tests. */
  ASSETS?: Fetcher;
  VITRINE_ENV: 'local' | 'production';
  /** The site's own address (https://… in production), for every absolute link it writes. */
  SITE_ORIGIN: string;
  /** Signs anti-forgery tokens. A secret in production. */
  APP_SECRET: string;
  /** Cloudflare Email Service (production); local development keeps mails in the local mailbox. */
  EMAIL?: SendEmail;
  /** The sender of account mails, e.g. "Vitrine <noreply@example.com>" (production). */
  MAIL_FROM?: string;
  /** Local only: every captcha's answer, so tests can log in (README). Ignored outside local. */
  VITRINE_CAPTCHA_ANSWER?: string;
  /** Web Push (functions/push/web-push.ts): the VAPID pair, secrets in production; npm start makes a local pair. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Who push services may contact about our pushes (RFC 8292): a mailto: or https: address. */
  VAPID_SUBJECT: string;
  /**
   * Cloudflare Stream, the production video host (functions/lib/media/stream-api.ts): the account,
   * its customer subdomain code (customer-{code}.cloudflarestream.com) and an API token with Stream
   * Write (a secret). Without all three, videos are kept in R2 (the embedded default).
   */
  STREAM_ACCOUNT_ID?: string;
  STREAM_CUSTOMER_CODE?: string;
  STREAM_API_TOKEN?: string;
  /**
   * A catalogue's own domain (README "Domain"): the DNS-over-HTTPS resolver (JSON API) its check
   * asks for the owner's TXT record (functions/lib/domains/dns-txt-lookup.ts).
   */
  DOMAIN_RESOLVER_URL: string;
  /**
   * Cloudflare for SaaS, production's way to bring owners' domains to the Worker
   * (functions/lib/domains/custom-hostnames-api.ts): the zone of SITE_ORIGIN and an API token with
   * "SSL and Certificates: Edit" on it (a secret). Without both, a found TXT record is enough to serve.
   */
  CUSTOM_HOSTNAMES_ZONE_ID?: string;
  CUSTOM_HOSTNAMES_API_TOKEN?: string;
  /** Benchmarks only: 'off' stops counting page views (tests/bench/view-counting.ts). Never set in production. */
  VITRINE_COUNT_VIEWS?: string;
}

type VitrineEnv = Env;

// Types `env` from 'cloudflare:workers' (used by Astro pages) with the same bindings.
declare global {
  namespace Cloudflare {
    interface Env extends VitrineEnv {}
  }
}
