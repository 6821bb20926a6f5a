import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { AccountForm } from '#src/shared/account-messages.ts';
import { errorsFromFailure, errorsFromIssues, type ShownErrors } from './shown-errors.ts';

/** invalid: the browser's check failed, nothing was sent; rejected: the server said no; done. */
export type SubmitOutcome = 'invalid' | 'rejected' | 'done';

type Options<TValues, TInput> = {
  form: AccountForm;
  /** The shared schema (lib/account-rules.ts): the server checks the same. */
  schema: v.GenericSchema<unknown, TInput>;
  initial: TValues;
  send: (input: TInput) => Promise<unknown>;
};

/** The names of a form's text values. */
type TextKey<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] & string;

/**
 * An account form's values, errors and submit: the schema first, then the call; errors land on
 * their fields (account-messages.ts), and focus moves to the first field in error so a screen
 * reader reads it with its message (or to the form's own error when no field is wrong).
 * Not kit/use-draft.ts: that one edits stored values (undo, unsaved changes, errors as one types);
 * both read the schema's codes and the server's refusal alike (firstCodeByField, refusedFields).
 */
export function useAccountForm<TValues extends object, TInput>({
  form,
  schema,
  initial,
  send,
}: Options<TValues, TInput>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ShownErrors>({});
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failures > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-error:not([hidden])')?.focus();
  }, [failures]);

  const change = <TField extends keyof TValues>(field: TField, value: TValues[TField]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const fail = (shown: ShownErrors) => {
    setErrors(shown);
    setFailures((count) => count + 1);
  };

  const submit = async (): Promise<SubmitOutcome> => {
    const parsed = v.safeParse(schema, values);
    if (!parsed.success) {
      fail(errorsFromIssues(form, parsed.issues));
      return 'invalid';
    }
    setBusy(true);
    setErrors({});
    try {
      await send(parsed.output);
      return 'done';
    } catch (failure) {
      fail(errorsFromFailure(form, failure));
      return 'rejected';
    } finally {
      setBusy(false);
    }
  };

  /** A text field's name, value, setter and error, for a TextField. */
  const field = <TField extends TextKey<TValues>>(name: TField) => ({
    name,
    value: values[name] as string,
    onValue: (value: string) => change(name, value as TValues[TField]),
    error: errors[name],
  });

  return { values, errors, busy, formRef, change, field, submit, reset: () => setValues(initial) };
}
