import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { firstCodeByField } from '#src/shared/account-rules.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { useUnsavedWarning } from './unsaved-changes.ts';
import { fieldMessage } from './field-messages.ts';
import { refusedFields } from './refused-fields.ts';

export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** The save bar stands below the form's fields: the marks it points to are above it. */
const FIX_MARKED_FIELDS = 'Please correct the fields marked above.';

/**
 * A tab's form: a draft of the stored values, checked by the schema the API uses as the owner
 * types (errors show once a save was tried), the server's refusals shown on their fields, and
 * the unsaved-changes warning while the draft differs from what is stored.
 * The account panes' useAccountForm reads schema and server the same way (firstCodeByField,
 * refusedFields) but stays apart: it starts empty, checks only on submit, moves focus to the
 * first error and knows nothing of stored values, undo or unsaved changes.
 */
export function useDraft<TSchema extends v.GenericSchema>(
  schema: TSchema,
  stored: v.InferInput<TSchema>,
  /** The words for a code: the area's own first (company-messages.ts, …). */
  messageOf: (code: string) => string = fieldMessage,
) {
  const [draft, setDraft] = useState(stored);
  const [tried, setTried] = useState(false);
  const [serverCodes, setServerCodes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(stored), [draft, stored]);
  useUnsavedWarning(dirty);

  const parsed = useMemo(() => v.safeParse(schema, draft), [schema, draft]);
  const codes = parsed.success ? {} : firstCodeByField(parsed.issues);
  const shownCodes = { ...serverCodes, ...(tried ? codes : {}) };
  const errorOf = (field: string): string | undefined => (shownCodes[field] ? messageOf(shownCodes[field]) : undefined);

  const change = (next: v.InferInput<TSchema>) => {
    setDraft(next);
    setServerCodes({});
    setOutcome(null);
  };

  /** Saves the parsed draft; the stored answer becomes the new draft. True once it is stored. */
  const save = async (call: (input: v.InferOutput<TSchema>) => Promise<v.InferInput<TSchema>>): Promise<boolean> => {
    setTried(true);
    if (!parsed.success) {
      setOutcome({ kind: 'failed', message: FIX_MARKED_FIELDS });
      return false;
    }
    try {
      setDraft(await call(parsed.output));
      setTried(false);
      setOutcome({ kind: 'saved' });
      return true;
    } catch (error) {
      const fieldErrors = refusedFields(error);
      setServerCodes(Object.fromEntries(fieldErrors.map((fieldError) => [fieldError.field, fieldError.code])));
      const whole = fieldErrors.find((fieldError) => fieldError.field === '');
      setOutcome({
        kind: 'failed',
        message: whole ? messageOf(whole.code) : fieldErrors.length > 0 ? FIX_MARKED_FIELDS : MESSAGES.unexpected,
      });
      return false;
    }
  };

  const reset = () => change(stored);
  /** What the save bar shows (TabForm, ProductSection): spread onto it. */
  const bar = { dirty, outcome, onReset: reset };
  return { draft, change, dirty, errorOf, save, outcome, reset, bar };
}
