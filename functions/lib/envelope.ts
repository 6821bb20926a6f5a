import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, FieldError } from '#src/shared/api.ts';

// The envelope every /api answer (and the socket route's refusals) is sent in (DESIGN §4).

export function successBody<T>(data: T): Envelope<T> {
  return { success: true, data };
}

export function errorBody(errors: FieldError[]): Envelope<never> {
  return { success: false, errors };
}

export function jsonEnvelope(status: ContentfulStatusCode, body: Envelope<unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
