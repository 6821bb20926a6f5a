import type { SaveOutcome } from './use-draft.ts';

/** A tab's save and undo buttons, and what came of the last save (announced to screen readers). */
export function SaveBar({
  dirty,
  outcome,
  onReset,
  saveLabel = 'Save',
  savedMessage = 'Saved. The public pages show it now.',
  unsavedMessage = 'You have unsaved changes.',
}: {
  dirty: boolean;
  outcome: SaveOutcome;
  onReset: () => void;
  saveLabel?: string;
  /** What a save did, when it is not at once on the public pages (a domain waits for its check). */
  savedMessage?: string;
  /** What it says while there are changes to save (the product editor names its sections). */
  unsavedMessage?: string;
}) {
  return (
    <div className="ws-save-bar">
      <p className={`ws-outcome ws-outcome-${outcome?.kind ?? 'none'}`} role="status">
        {outcome?.kind === 'saved' && savedMessage}
        {outcome?.kind === 'failed' && outcome.message}
        {!outcome && dirty && unsavedMessage}
      </p>
      <button type="button" className="button" onClick={onReset} disabled={!dirty}>
        Undo changes
      </button>
      <button type="submit" className="button button-primary">
        {saveLabel}
      </button>
    </div>
  );
}
