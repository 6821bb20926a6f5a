import { Toucan } from 'toucan-js';
import type { Env } from '#functions/env.ts';
import { BUILD_ID } from './build-id.ts';

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
  const { SENTRY_DSN: dsn } = env;
  if (!dsn) return undefined;
  // Made at the first error only: most requests log none, and pay nothing for the tracker.
  let tracker: Toucan | undefined;
  return (error) => {
    tracker ??= new Toucan({
      dsn,
      context: ctx,
      ...(request && { request }),
      environment: env.VITRINE_ENV,
      release: BUILD_ID,
      requestDataOptions: {
        allowedHeaders: ['cf-ray', 'user-agent'],
        allowedCookies: false,
        allowedSearchParams: false,
        allowedIps: false,
      },
    });
    tracker.captureException(error);
  };
}
