import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '#functions/api/api-env.ts';
import { LOGIN_REQUIRED } from '#src/shared/api.ts';
import { ApiError } from '#functions/api/api-error.ts';

/** The admin family's one check: a signed-in administrator (from the session, never a cookie hint). */
export const requireAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.viewer) throw new ApiError(401, LOGIN_REQUIRED);
  if (!c.var.viewer.isAdmin) throw new ApiError(403, 'admin_required');
  await next();
});
