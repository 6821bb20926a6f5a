import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../lib/envelope.ts';
import { hasValidXsrfPair, needsXsrfCheck } from '../../lib/xsrf.ts';
import type { ApiEnv } from '../api-env.ts';

/** Every non-GET call needs the signed anti-forgery pair (cookie XSRF-TOKEN, header X-XSRF-TOKEN). */
export const xsrfGuard = createMiddleware<ApiEnv>(async (c, next) => {
  if (needsXsrfCheck(c.req.method) && !(await hasValidXsrfPair(c.req.raw, c.env.APP_SECRET))) {
    throw new ApiError(403, 'xsrf_token_invalid');
  }
  await next();
});
