import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { LOGIN_REQUIRED } from '#src/shared/api.ts';

/**
 * The one check that a call has a signed-in viewer (DESIGN §4: authorisation in one place per
 * family), from the session loadViewer found; never from the isLogin cookie, which is a UI hint.
 */
export const requireViewer = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiError(401, LOGIN_REQUIRED);
  await next();
});
