import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

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
  const id = useId();
  const [typing, setTyping] = useState(false);
  const describedBy = error ? `${id}-error` : typingHint ? `${id}-hint` : undefined;
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
          aria-invalid={error ? true : undefined}
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
