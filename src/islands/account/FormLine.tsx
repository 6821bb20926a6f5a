import type { ReactNode } from 'react';
import { FORM_LINE, type ShownErrors } from './shown-errors.ts';

/** The form's own error (too many attempts, an unexpected failure), above its submit button. */
export function FormError({ errors }: { errors: ShownErrors }) {
  const message = errors[FORM_LINE];
  return (
    <p className="form-error" role="alert" tabIndex={-1} hidden={!message}>
      {message}
    </p>
  );
}

/** A success or information line of a pane, read out when it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="form-notice" role="status">
      {children}
    </p>
  );
}
