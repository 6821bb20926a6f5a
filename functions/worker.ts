import { handle } from '@astrojs/cloudflare/handler';
import type { Env } from './env.ts';
import type { PushChunk } from './push/push-chunk.ts';
import { createRequestHandler } from './handle-request.ts';
import { runHousekeeping } from './housekeeping.ts';
import { consumePushBatch } from './push/consume-push.ts';
import { errorTrackerFor } from './lib/error-tracker.ts';
import { withErrorTracking } from './lib/log.ts';

export { UserChannel } from './realtime/user-channel.ts';
export { SupplierStats } from './statistics/supplier-stats.ts';
export { PurgeGate } from './edge-cache/purge-gate.ts';
export { RateWindow } from './rate-limits/rate-window.ts';
export { MessageLog } from './message-log/message-log.ts';

// The cron's and the queue's errors reach the error tracker too, as a request's do (lib/log.ts).
export default {
  fetch: createRequestHandler(handle),
  scheduled: (_controller, env, ctx) =>
    ctx.waitUntil(withErrorTracking(() => runHousekeeping(env, ctx), errorTrackerFor(undefined, env, ctx))),
  queue: (batch, env, ctx) =>
    withErrorTracking(
      () => consumePushBatch(batch as MessageBatch<PushChunk>, env),
      errorTrackerFor(undefined, env, ctx),
    ),
} satisfies ExportedHandler<Env>;
