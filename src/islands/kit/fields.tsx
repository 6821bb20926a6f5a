import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './tab-form.css';

// The workspace's labelled fields: the error shows under the field and is tied to it
// (aria-invalid, aria-describedby), a hint likewise.

type FieldFrameProps = { label: string; error?: string; hint?: string; children: (ids: FieldIds) => ReactNode };
type FieldIds = { id: string; describedBy: string | undefined; invalid: true | undefined };

/** The ids of a field's hint and error, for its aria-describedby. */
function notesOf(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error under it, with the ids notesOf names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="ws-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ws-error">
          {error}
        </p>
      )}
    </>
  );
}

function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = notesOf(id, hint, error);
  return (
    <div className="ws-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'placeholder' | 'required'
>;

export function TextInput({
  label,
  value,
  onValue,
  error,
  hint,
  ...input
}: InputProps & { label: string; value: string; onValue: (value: string) => void; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export function SelectInput({
  label,
  value,
  onValue,
  options,
  error,
  hint,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A yes/no field: the box inside its label (the whole line takes a click or a tap), hint and error tied to it. */
export function CheckboxInput({
  label,
  checked,
  onChecked,
  error,
  hint,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = notesOf(id, hint, error);
  return (
    <div className="ws-check">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export { FieldFrame };
