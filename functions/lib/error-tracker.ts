import { Toucan } from 'toucan-js';
import type { Env } from '#functions/env.ts';

// Errors to Sentry when the SENTRY_DSN secret is set (docs/operations.md): every error a request
// logs with logError goes there too, with its stack, the build that ran and the request's method,
// path and cf-ray; never its cookies, query, body or the caller's address. Toucan (a small Sentry
// client made for Workers) sends in waitUntil, after the answer.

/** Reports one error of this request (or queue batch, or cron run); none without a DSN. */
export type TrackError = (error: unknown) => void;

export function errorTrackerFor(
  request: Request | undefined,
  env: Pick<Env, 'SENTRY_DSN' | 'VITRINE_ENV'>,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
): TrackError | undefined {
  if (!env.SENTRY_DSN) return undefined;
  const tracker = new Toucan({
    dsn: env.SENTRY_DSN,
    context: ctx,
    ...(request && { request }),
    environment: env.VITRINE_ENV,
    release: import.meta.env.VITRINE_BUILD_ID ?? 'unbuilt',
    requestDataOptions: {
      allowedHeaders: ['cf-ray', 'user-agent'],
      allowedCookies: false,
      allowedSearchParams: false,
      allowedIps: false,
    },
  });
  return (error) => void tracker.captureException(error);
}
