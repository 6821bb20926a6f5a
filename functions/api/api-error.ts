import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toFieldErrors } from '#functions/domain/domain-error.ts';
import type { FieldError } from '#src/shared/api.ts';

/**
 * A refusal of the API's own, before the domain is asked: no session, a forged write, a body that
 * is not JSON or too large. Rules of the domain throw DomainError instead.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldError[];

  constructor(status: ContentfulStatusCode, errors: FieldError[] | string) {
    super(
      toFieldErrors(errors)
        .map((error) => error.code)
        .join(', '),
    );
    this.name = 'ApiError';
    this.status = status;
    this.errors = toFieldErrors(errors);
  }
}
