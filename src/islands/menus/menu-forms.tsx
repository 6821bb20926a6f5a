import { useId, useState, type FormEvent } from 'react';
import { RequestError } from '#src/client/request.ts';
import { MENU_NAME_MAX } from '#src/shared/catalog-menu-edit.ts';
import { menuMessage } from './menu-messages.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import { CancelButton } from '#src/islands/kit/CancelButton.tsx';

/** The sentence for a failed menu call: its first code, or the generic one. */
export function menuErrorText(error: unknown): string {
  const code = error instanceof RequestError ? error.errors[0]?.code : undefined;
  return menuMessage(code ?? 'unexpected');
}

type NameFormProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the name; rejects with the call's error, shown under the field. */
  onName: (name: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
  /** What a screen reader hears once the name is saved ("Pumps added."). */
  doneText?: (name: string) => string;
};

/** One name field with its button: Enter saves, Escape cancels (when it can), errors under the field. */
export function MenuNameForm(props: NameFormProps) {
  const { label, submitLabel, initial = '', onName, onCancel, autoFocus, className, doneText } = props;
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError(menuMessage('required'));
    if (trimmed.length > MENU_NAME_MAX) return setError(menuMessage(`too_long_${MENU_NAME_MAX}`));
    try {
      await onName(trimmed);
      setError('');
      setName('');
      setDone(doneText?.(trimmed) ?? '');
    } catch (failure) {
      setError(menuErrorText(failure));
    }
  };

  return (
    <form
      className={`ws-menu-form ${className ?? ''}`}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
      noValidate
    >
      <label htmlFor={`${id}-name`}>{label}</label>
      <div className="ws-menu-form-line">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MENU_NAME_MAX + 20}
          autoComplete="off"
          // The form opens on the owner's request (Rename, Add a sub menu): the field is what they want next.
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
      <ErrorAlert id={`${id}-error`} message={error} />
      <p className="visually-hidden" aria-live="polite">
        {done}
      </p>
    </form>
  );
}
