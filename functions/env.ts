import type { UserChannel } from './realtime/user-channel.ts';

/** The Worker's bindings, as declared in wrangler.toml. */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  KV: KVNamespace;
  CHANNEL: DurableObjectNamespace<UserChannel>;
  /** Static files (dist/client); absent inside the worker tests. */
  ASSETS?: Fetcher;
  VITRINE_ENV: 'local' | 'production';
  /** Signs anti-forgery tokens. A secret in production. */
  APP_SECRET: string;
}

type VitrineEnv = Env;

// Types `env` from 'cloudflare:workers' (used by Astro pages) with the same bindings.
declare global {
  namespace Cloudflare {
    interface Env extends VitrineEnv {}
  }
}
