import { useId, useState, type ChangeEvent } from 'react';
import { refusalText, type FileRefusal } from './file-checks.ts';
import { FileButton } from './FileButton.tsx';
import { useStaleNote } from './use-stale-note.ts';
import './files.css';

/** What came of the chosen files: how many were added to the list, and those left out. */
export type PickedOutcome = { added: number; refused: FileRefusal[] };

/**
 * A tab's upload button: a labelled file input (keyboard: Tab to it, Enter or Space opens the
 * browser's picker) with its rules always shown. What came of the last choice is announced, and
 * each file left out is named with its reason, tied to the input.
 */
export function FilePicker({
  label,
  accept,
  hint,
  note,
  onFiles,
  addedText,
  unsaved,
}: {
  label: string;
  accept: string;
  /** The rules, always visible ('JPG, GIF or PNG. Max size of 800K'). */
  hint: string;
  /** A further remark under the rules, e.g. that the list is full. */
  note?: string;
  onFiles: (files: File[]) => Promise<PickedOutcome>;
  /** The announcement for added files ('2 photos added. …'). */
  addedText: (count: number) => string;
  /** Whether the list the files join has unsaved changes: the announcement goes once it is saved. */
  unsaved?: boolean;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<PickedOutcome | null>(null);
  useStaleNote(unsaved, () => setOutcome((last) => last && { ...last, added: 0 }));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again
    if (files.length === 0) return;
    setOutcome(null);
    setOutcome(await onFiles(files));
  };

  const refused = outcome?.refused ?? [];
  const describedBy = [`${id}-hint`, note && `${id}-note`, refused.length > 0 && `${id}-refused`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="ws-file-picker">
      <FileButton
        id={id}
        label={label}
        accept={accept}
        multiple
        onChange={choose}
        aria-invalid={refused.length > 0 || undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="ws-hint">
        {hint}
      </p>
      {note && (
        <p id={`${id}-note`} className="ws-hint">
          {note}
        </p>
      )}
      <div aria-live="polite">
        {outcome && outcome.added > 0 && <p className="ws-file-added">{addedText(outcome.added)}</p>}
        {refused.length > 0 && (
          <ul id={`${id}-refused`} className="ws-file-refused">
            {refused.map((refusal, index) => (
              <li key={index} className="ws-error">
                {refusalText(refusal)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
