import { createMiddleware } from 'hono/factory';
import { bearerToken } from '#functions/lib/bearer-token.ts';
import { hasValidXsrfPair, needsXsrfCheck } from '#functions/lib/xsrf.ts';
import type { ApiEnv } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { XSRF_TOKEN_INVALID } from '#src/shared/api.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';

/**
 * The pages' view beacon cannot send the header (navigator.sendBeacon sets none), and a forged one
 * gains nothing: it counts a view of a public page, which anyone can do by opening the page.
 */
const isViewBeacon = (method: string, path: string) => method === 'POST' && path === VIEW_BEACON_PATH;

/**
 * Every non-GET call needs the signed anti-forgery pair (cookie XSRF-TOKEN, header X-XSRF-TOKEN).
 * Developer-token calls are exempt: another site cannot make a browser send an Authorization
 * header, and such calls never act on the browser's session (loadViewer ignores it). So is the view
 * beacon (isViewBeacon).
 */
export const xsrfGuard = createMiddleware<ApiEnv>(async (c, next) => {
  if (
    needsXsrfCheck(c.req.method) &&
    !bearerToken(c.req.raw) &&
    !isViewBeacon(c.req.method, c.req.path) &&
    !(await hasValidXsrfPair(c.req.raw, c.env.APP_SECRET))
  ) {
    throw new ApiError(403, XSRF_TOKEN_INVALID);
  }
  await next();
});
