import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One problem with a request: which input field (or '' for the whole request) and a stable code. */
export type FieldError = { field: string; code: string };

/** Every /api answer (DESIGN §4). */
export type Envelope<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

/** Thrown anywhere below an API handler; the API turns it into an error envelope. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldError[];

  constructor(status: ContentfulStatusCode, errors: FieldError[] | string) {
    const list = typeof errors === 'string' ? [{ field: '', code: errors }] : errors;
    super(list.map((error) => error.code).join(', '));
    this.status = status;
    this.errors = list;
  }
}

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
