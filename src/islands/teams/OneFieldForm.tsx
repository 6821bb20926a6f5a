import { useId, useState } from 'react';
import { useTeamSubmit } from './use-team-submit.ts';

type Props = {
  label: string;
  submitLabel: string;
  type?: 'text' | 'email';
  maxLength?: number;
  initial?: string;
  /** Does the work; what it answers is shown under the field (an invitation's "sent"). */
  onSubmit: (value: string) => Promise<string | void>;
};

/**
 * One field and its button (a new team, a list, a rename, an invitation): the refusal in words
 * under the field, tied to it for screen readers; the field empties once the call succeeds.
 */
export function OneFieldForm({ label, submitLabel, type = 'text', maxLength, initial = '', onSubmit }: Props) {
  const [value, setValue] = useState(initial);
  const {
    busy,
    error,
    said: done,
    submit,
  } = useTeamSubmit(
    () => onSubmit(value.trim()),
    () => setValue(initial),
  );
  const id = useId();

  return (
    <form className="team-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-field`}>{label}</label>
      <div className="team-form-row">
        <input
          id={`${id}-field`}
          type={type}
          value={value}
          maxLength={maxLength}
          required
          autoComplete={type === 'email' ? 'email' : 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy || value.trim() === ''}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="team-form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="team-form-done" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
