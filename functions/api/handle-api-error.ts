import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import type { ApiEnv } from './api-env.ts';

/** Any failure below a handler becomes an error envelope; unexpected ones are logged without the request. */
export const handleApiError: ErrorHandler<ApiEnv> = (error) => {
  if (error instanceof ApiError) return jsonEnvelope(error.status, errorBody(error.errors));
  if (error instanceof HTTPException) return jsonEnvelope(error.status, errorBody([{ field: '', code: 'bad_request' }]));
  console.error('api: unexpected error', error instanceof Error ? `${error.name}: ${error.message}` : typeof error);
  return jsonEnvelope(500, errorBody([{ field: '', code: 'internal_error' }]));
};
