import type { FieldError } from '#src/shared/api.ts';

/**
 * Why the domain refused: what a caller may do about it, not an HTTP status. The API turns each
 * kind into a status in one place (api/error-answer.ts); the chat's socket will say it its own way.
 */
export type DomainErrorKind =
  /** The input breaks a rule (a turnover over 100 %, an empty post). */
  | 'invalid'
  /** What the call names does not exist, or is not the caller's to see. */
  | 'not_found'
  /** It exists, but the caller may not do this (a disabled supplier, someone else's post). */
  | 'forbidden'
  /** It clashes with what is there (a tag name taken, a supplier owner deleting the account). */
  | 'conflict'
  /** Too many tries in a while. */
  | 'limited'
  /** A file over its size limit. */
  | 'too_large'
  /** A service the call depends on (the video host) did not answer as it should: try again later. */
  | 'unavailable';

/** A refusal's field errors; a bare code refuses the whole request (field ''). */
export function toFieldErrors(errors: FieldError[] | string): FieldError[] {
  return typeof errors === 'string' ? [{ field: '', code: errors }] : errors;
}

/** Thrown by the domain when a rule refuses a request: the kind, and which fields with what codes. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly errors: FieldError[];

  constructor(kind: DomainErrorKind, errors: FieldError[] | string) {
    super(
      toFieldErrors(errors)
        .map((error) => error.code)
        .join(', '),
    );
    this.name = 'DomainError';
    this.kind = kind;
    this.errors = toFieldErrors(errors);
  }
}
