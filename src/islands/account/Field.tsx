import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldIds } from '#src/islands/kit/field-ids.ts';

// The account panes' fields share their ids and aria wiring with the workspace's (kit/fields.tsx)
// but keep their own look: the public site's .field classes (account.css, also drawn by the server
// on the sign-in pages), a row beside the input (the captcha picture), one note at a time, and a
// typing hint shown only while the field has focus (spec §2).

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoCapitalize' | 'spellCheck'
>;

type TextFieldProps = InputProps & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Spec: a hint shown while the field is being typed in (the password rule); screen readers always get it. */
  typingHint?: string;
  /** Called as focus leaves the field (a check of what was typed). */
  onLeave?: () => void;
  /** Beside the input: the captcha picture and its refresh button. */
  children?: ReactNode;
};

/** A labelled input; its error shows under it and is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onValue, error, typingHint, onLeave, children, ...input }: TextFieldProps) {
  const [typing, setTyping] = useState(false);
  // One note at a time: the error replaces the hint.
  const { id, describedBy, invalid } = useFieldIds({ hint: error ? undefined : typingHint, error });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          {...input}
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          onFocus={() => setTyping(true)}
          onBlur={() => {
            setTyping(false);
            onLeave?.();
          }}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        typingHint && (
          <p id={`${id}-hint`} className={typing ? 'field-hint' : 'visually-hidden'}>
            {typingHint}
          </p>
        )
      )}
    </div>
  );
}

type CheckboxFieldProps = { children: ReactNode; checked: boolean; onChecked: (checked: boolean) => void };

export function CheckboxField({ children, checked, onChecked }: CheckboxFieldProps) {
  return (
    <label className="field-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
