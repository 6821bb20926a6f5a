import { createMiddleware } from 'hono/factory';
import { ApiError } from '#functions/lib/envelope.ts';
import type { ApiEnv } from '#functions/api/api-env.ts';

export const LOGIN_REQUIRED = 'login_required';

/**
 * The one check that a call has a signed-in viewer (DESIGN §4: authorisation in one place per
 * family), from the session loadViewer found; never from the isLogin cookie, which is a UI hint.
 */
export const requireViewer = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiError(401, LOGIN_REQUIRED);
  await next();
});
