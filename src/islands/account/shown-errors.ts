import type * as v from 'valibot';
import { refusedFields } from '#src/islands/kit/refused-fields.ts';
import { accountErrorMessage, MESSAGES, type AccountForm } from '#src/shared/account-messages.ts';
import { firstCodeByField } from '#src/shared/account-rules.ts';

/** What a form shows: one message per field; the key '' is the form's own line, above its submit. */
export type ShownErrors = Record<string, string>;

export const FORM_LINE = '';

function shownErrors(form: AccountForm, errors: readonly { field: string; code: string }[]): ShownErrors {
  const shown: ShownErrors = {};
  for (const error of errors) {
    const { field, message } = accountErrorMessage(form, error);
    shown[field] ??= message;
  }
  return shown;
}

/** The browser's own check, with the shared schema's codes. */
export function errorsFromIssues(form: AccountForm, issues: readonly v.BaseIssue<unknown>[]): ShownErrors {
  return shownErrors(
    form,
    Object.entries(firstCodeByField(issues)).map(([field, code]) => ({ field, code })),
  );
}

/** The server's answer; a failure without field errors (offline, 500) reads as unexpected. */
export function errorsFromFailure(form: AccountForm, failure: unknown): ShownErrors {
  const errors = refusedFields(failure);
  return errors.length > 0 ? shownErrors(form, errors) : { [FORM_LINE]: MESSAGES.unexpected };
}
