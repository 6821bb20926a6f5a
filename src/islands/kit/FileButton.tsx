import type { InputHTMLAttributes } from 'react';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'accept' | 'multiple' | 'disabled' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * A file input that looks like a button: the input stays in the tab order, out of sight (Enter or
 * Space opens the browser's picker), and its label is the button the pointer clicks.
 */
export function FileButton({ id, label, ...input }: InputProps & { id: string; label: string }) {
  return (
    <>
      <input id={id} type="file" className="ws-file-input visually-hidden" {...input} />
      <label htmlFor={id} className="button" aria-disabled={input.disabled || undefined}>
        {label}
      </label>
    </>
  );
}
