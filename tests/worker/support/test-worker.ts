// The Worker under test: the real request handler, with a stand-in for the Astro renderer, which
// only exists in a built site (pages are tested end to end in tests/e2e against that build). The
// stand-in behaves like a page for the edge cache: one D1 read, and a body that tells renders apart.
import { createRequestHandler } from '#functions/handle-request.ts';
import { openDatabase } from '#functions/db/client.ts';
import { consumePushBatch } from '#functions/push/consume-push.ts';
import type { PushChunk } from '#functions/push/push-chunk.ts';
import type { Env } from '#functions/env.ts';

export { UserChannel } from '#functions/realtime/user-channel.ts';
export { SupplierStats } from '#functions/statistics/supplier-stats.ts';
export { PurgeGate } from '#functions/edge-cache/purge-gate.ts';
export { RateWindow } from '#functions/rate-limits/rate-window.ts';
export { MessageLog } from '#functions/message-log/message-log.ts';

let renders = 0;

/** Pages the stand-in renderer has rendered since the worker started. */
export function renderCount(): number {
  return renders;
}

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('./test-worker.ts');
      durableNamespaces: 'UserChannel' | 'SupplierStats' | 'PurgeGate' | 'RateWindow' | 'MessageLog';
    }
  }
}

export default {
  fetch: createRequestHandler(async (request, env) => {
    await openDatabase(env.DB).$client.prepare('select 1').first();
    renders++;
    const { pathname, search } = new URL(request.url);
    return new Response(`<!doctype html><title>page</title><p>render ${renders} of ${pathname}${search}`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }),
  queue: (batch: MessageBatch<PushChunk>, env: Env) => consumePushBatch(batch, env),
};
