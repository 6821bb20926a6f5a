import { handle } from '@astrojs/cloudflare/handler';
import type { Env } from './env.ts';
import type { PushChunk } from './push/push-chunk.ts';
import { createRequestHandler } from './handle-request.ts';
import { runHousekeeping } from './housekeeping.ts';
import { consumePushBatch } from './push/consume-push.ts';

export { UserChannel } from './realtime/user-channel.ts';
export { SupplierStats } from './statistics/supplier-stats.ts';
export { PurgeGate } from './edge-cache/purge-gate.ts';
export { RateWindow } from './rate-limits/rate-window.ts';

export default {
  fetch: createRequestHandler(handle),
  scheduled: (_controller, env, ctx) => ctx.waitUntil(runHousekeeping(env)),
  queue: (batch, env) => consumePushBatch(batch as MessageBatch<PushChunk>, env),
} satisfies ExportedHandler<Env>;
