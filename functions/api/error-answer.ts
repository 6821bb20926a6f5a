import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '#functions/domain/domain-error.ts';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { ApiError } from './api-error.ts';
import type { ApiEnv } from './api-env.ts';
import { logError } from '#functions/lib/log.ts';

/** The one place a domain refusal becomes an HTTP status (DESIGN §2). */
const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  limited: 429,
  too_large: 413,
  unavailable: 503,
};

/** Any failure below a handler becomes an error envelope; unexpected ones are logged without the request. */
export const answerError: ErrorHandler<ApiEnv> = (error) => {
  if (error instanceof DomainError) return jsonEnvelope(STATUS_OF_KIND[error.kind], errorBody(error.errors));
  if (error instanceof ApiError) return jsonEnvelope(error.status, errorBody(error.errors));
  if (error instanceof HTTPException)
    return jsonEnvelope(error.status, errorBody([{ field: '', code: 'bad_request' }]));
  logError('api: unexpected error', error);
  return jsonEnvelope(500, errorBody([{ field: '', code: 'internal_error' }]));
};
