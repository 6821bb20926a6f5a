import type { Env } from '#functions/env.ts';
import { STAND_IN_PURGE_PATH, STAND_IN_PURGE_TOKEN_HEADER } from './stand-in-addresses.ts';

export type EdgePurger = Pick<CacheContext, 'purge'>;

/** The local stand-in's purge (npm start gives the Worker its address and token). */
function standInPurger(origin: string, token: string): EdgePurger {
  return {
    async purge(options) {
      const answer = await fetch(new URL(STAND_IN_PURGE_PATH, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STAND_IN_PURGE_TOKEN_HEADER]: token },
        body: JSON.stringify(options),
      });
      return (await answer.json()) as CachePurgeResult;
    },
  };
}

/**
 * What purges the cache in front of this Worker: Cloudflare's (ctx.cache, present when
 * `[cache] enabled`), the local stand-in, or nothing when no cache is in front (the worker tests,
 * `npm run dev`).
 */
export function edgePurger(env: Env, ctx: ExecutionContext): EdgePurger | null {
  if (ctx.cache) return ctx.cache;
  if (env.VITRINE_ENV === 'local' && env.CACHE_FRONT_ORIGIN && env.CACHE_FRONT_TOKEN)
    return standInPurger(env.CACHE_FRONT_ORIGIN, env.CACHE_FRONT_TOKEN);
  return null;
}
