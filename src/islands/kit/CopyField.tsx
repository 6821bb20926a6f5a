import { useId, useRef, useState } from 'react';

type Props = { label: string; value: string };

/**
 * An address to pass on, with Copy. The clipboard needs a secure page and the user's permission;
 * when it refuses, the text is selected so the user can copy it themselves.
 */
export function CopyField({ label, value }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied.');
    } catch {
      input.current?.focus();
      input.current?.select();
      setSaid('Selected: press Ctrl+C (⌘C on a Mac) to copy.');
    }
  };

  return (
    <div className="my-copy">
      <label htmlFor={id}>{label}</label>
      <div className="my-copy-row">
        <input id={id} ref={input} type="text" readOnly value={value} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="my-copy-said" role="status">
        {said}
      </p>
    </div>
  );
}
