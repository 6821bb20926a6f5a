import type { Env } from '#functions/env.ts';
import { edgePurger } from './edge-purger.ts';
import { purgeGateOf } from './purge-gate.ts';
import { logError } from '#functions/lib/log.ts';

/** Why a purge failed, for the log: codes and messages only, never a request's data. */
function describeErrors(errors: CachePurgeError[]): string {
  return errors.map((error) => `${error.code} ${error.message}`).join('; ') || 'no reason given';
}

/**
 * Purges the edge copies of the pages a request changed, and resolves once Cloudflare accepted it:
 * the request answers after this, so the next request anywhere is fresh (docs/decisions/068).
 * A purge that fails is logged and the write stands; its pages then refresh when their edge
 * lifetime ends (EDGE_PAGE_SECONDS).
 */
export async function purgeChangedPages(env: Env, ctx: ExecutionContext, tags: string[]): Promise<void> {
  const purger = tags.length > 0 ? edgePurger(env, ctx) : null;
  if (!purger) return;
  const gate = purgeGateOf(env);
  const admission = await gate.admit(tags);
  if (!admission.lead) {
    if (!admission.purged) logError('edge cache: a batched purge failed; pages refresh at their lifetime');
    return;
  }
  const result = await purger.purge(admission.purge).catch((error: unknown): CachePurgeResult => ({
    success: false,
    errors: [{ code: 0, message: error instanceof Error ? error.message : 'the purge threw' }],
  }));
  await gate.settle(admission.batch, result.success);
  if (!result.success) logError('edge cache: purge failed', undefined, { errors: describeErrors(result.errors) });
}
