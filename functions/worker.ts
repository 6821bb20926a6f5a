import { handle } from '@astrojs/cloudflare/handler';
import type { Env } from './env.ts';
import { createRequestHandler } from './handle-request.ts';

export { UserChannel } from './realtime/user-channel.ts';

export default {
  fetch: createRequestHandler(handle),
} satisfies ExportedHandler<Env>;
