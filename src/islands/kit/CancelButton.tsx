/** A form's Cancel, where it may be left unsaved (`onCancel` given); nothing where it may not. */
export function CancelButton({ onCancel }: { onCancel?: () => void }) {
  if (!onCancel) return null;
  return (
    <button type="button" className="button" onClick={onCancel}>
      Cancel
    </button>
  );
}
