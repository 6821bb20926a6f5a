import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { FieldFrame } from './fields.tsx';

const COMMANDS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
  // Drawn: a visible "1." is a label its button's name does not contain (WCAG 2.5.3).
  { command: 'insertOrderedList', label: 'Numbered list', text: null },
] as const;

/**
 * Rich text (main products, description): an editable box with bold, italic and lists. What it
 * holds is purified in the browser before it is shown and sanitised again by the server on save.
 */
export function RichTextField({
  label,
  value,
  onValue,
  error,
  hint,
}: {
  label: string;
  value: string;
  onValue: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  // The box is the editor's own: it is only rewritten when the value changes from outside (undo, a save).
  useEffect(() => {
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = DOMPurify.sanitize(value);
  }, [value]);

  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="ws-rich">
          <div className="ws-rich-tools" role="toolbar" aria-label={`${label} formatting`}>
            {COMMANDS.map(({ command, label: name, text }) => (
              <button
                key={command}
                type="button"
                className="icon-button"
                aria-label={name}
                // Keeps the selection in the box while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  box.current?.focus();
                  document.execCommand(command);
                  onValue(box.current?.innerHTML ?? '');
                }}
              >
                {text ?? (
                  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
                    <path fill="currentColor" d={ICON_PATHS.numberedList} />
                  </svg>
                )}
              </button>
            ))}
          </div>
          <div
            ref={box}
            id={id}
            className="ws-rich-box"
            contentEditable
            role="textbox"
            aria-multiline="true"
            aria-labelledby={undefined}
            aria-label={label}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            tabIndex={0}
            onInput={() => onValue(box.current?.innerHTML ?? '')}
            onPaste={(event) => {
              // Pasted text comes in as plain text: no foreign styles or scripts ride along.
              event.preventDefault();
              document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
}
