import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldIds } from './field-ids.ts';
import './tab-form.css';

// The workspace's labelled fields (and the admin's filters): the error shows under the field and
// is tied to it (aria-invalid, aria-describedby), a hint likewise. The account panes draw their
// own look (account/Field.tsx) on the same ids.

type FieldFrameProps = {
  label: string;
  error?: string;
  hint?: string;
  /** A fixed id, where the page names the field (the admin's filters); else one of React's. */
  id?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
};
type FieldIds = ReturnType<typeof useFieldIds>;

/** A field's hint and error under it, with the ids useFieldIds names. */
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

function FieldFrame({ label, error, hint, id: givenId, className = 'ws-field', children }: FieldFrameProps) {
  const ids = useFieldIds({ id: givenId, hint, error });
  return (
    <div className={className}>
      <label htmlFor={ids.id}>{label}</label>
      {children(ids)}
      <FieldNotes id={ids.id} hint={hint} error={error} />
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
  id,
  className,
  label,
  value,
  onValue,
  options,
  error,
  hint,
}: {
  id?: string;
  className?: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
}) {
  return (
    <FieldFrame id={id} className={className} label={label} error={error} hint={hint}>
      {(ids) => (
        <select
          id={ids.id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        >
          <SelectOptions options={options} />
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
  const { id, describedBy, invalid } = useFieldIds({ hint, error });
  return (
    <div className="ws-check">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export { FieldFrame };

/** An error of a whole list or form, not of one field; nothing while there is none. */
export function ErrorNote({ message }: { message: string | undefined }) {
  return message ? <p className="ws-error">{message}</p> : null;
}

/** A select's options, each a value and what it says. */
export function SelectOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
