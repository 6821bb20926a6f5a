import { AsyncLocalStorage } from 'node:async_hooks';
import type { TrackError } from './error-tracker.ts';

// The Worker's logs, one JSON object a line: Workers Logs indexes each field, so "every error of
// request 8f3c…" or "every push failure" is one query (docs/operations.md). A line names its event,
// the request it belongs to (Cloudflare's cf-ray), what the caller chose to add, and an error's
// name, message, stack and causes. Never a request's body, cookies or tokens: only what callers
// name. Drizzle puts a failed query's parameters in its message (an e-mail address, a session
// hash); they are cut off here. An error logged as such also goes to the error tracker, when the
// request has one (lib/error-tracker.ts).

type Fields = Record<string, string | number | boolean | null | undefined>;
type Level = 'error' | 'warn' | 'info';

const requests = new AsyncLocalStorage<{ id?: string | undefined; trackError?: TrackError | undefined }>();

/**
 * Runs the request's work with its id on every line it logs (cf-ray in production, a fresh one
 * locally), and its errors sent to `trackError` too.
 */
export function withRequestId<T>(request: Request, work: () => T, trackError?: TrackError): T {
  return requests.run({ id: request.headers.get('cf-ray') ?? `local-${crypto.randomUUID()}`, trackError }, work);
}

/** Work that is no request (a queue batch, the cron): its errors sent to `trackError` too. */
export function withErrorTracking<T>(work: () => T, trackError: TrackError | undefined): T {
  return requests.run({ trackError }, work);
}

const QUERY_PARAMETERS = /\nparams: [\s\S]*/;
const withoutParameters = (text: string) => text.replace(QUERY_PARAMETERS, '\nparams: (not logged)');

type DescribedError = { name: string; message: string; stack?: string; cause?: DescribedError };

/** An error as a log field; its stack's frames only, the message being its own field. */
export function describeError(error: unknown, depth = 0): DescribedError {
  if (!(error instanceof Error)) return { name: typeof error, message: typeof error === 'string' ? error : '' };
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    name: error.name,
    message: withoutParameters(error.message),
    ...(frames && { stack: frames }),
    // A cause of a cause is where D1's own reason hides (Drizzle → D1 → SQLite); three is enough.
    ...(error.cause !== undefined && depth < 3 && { cause: describeError(error.cause, depth + 1) }),
  };
}

function write(level: Level, event: string, fields: Fields, error?: unknown): void {
  const line = JSON.stringify({
    level,
    event,
    requestId: requests.getStore()?.id,
    ...fields,
    ...(error !== undefined && { error: describeError(error) }),
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** Something failed that someone should look at. */
export function logError(event: string, error?: unknown, fields: Fields = {}): void {
  write('error', event, fields, error);
  if (error !== undefined) requests.getStore()?.trackError?.(error);
}

/** Something failed that the code got round (a fallback, a retry later). */
export function logWarning(event: string, error?: unknown, fields: Fields = {}): void {
  write('warn', event, fields, error);
}
