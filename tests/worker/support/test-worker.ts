// The Worker under test: the real request handler, with a stand-in for the Astro renderer, which
// only exists in a built site (pages are tested end to end in tests/e2e against that build).
import { createRequestHandler } from '../../../functions/handle-request.ts';

export { UserChannel } from '../../../functions/realtime/user-channel.ts';

/** What the stand-in answers for any page path. */
export const PAGE_STAND_IN_BODY = '<!doctype html><title>page</title>';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('./test-worker.ts');
      durableNamespaces: 'UserChannel';
    }
  }
}

export default {
  fetch: createRequestHandler(async () => new Response(PAGE_STAND_IN_BODY, { headers: { 'content-type': 'text/html; charset=utf-8' } })),
};
