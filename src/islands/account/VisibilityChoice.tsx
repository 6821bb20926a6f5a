import { useState } from 'react';
import { updateVisibility } from '#src/client/accounts.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { CurrentUser } from '#src/shared/current-user.ts';

type Visibility = CurrentUser['visibility'];

const OPTIONS: { value: Visibility; label: string; description: string }[] = [
  { value: 'visible', label: 'Visible', description: 'suppliers can see your profile: name, job title and company.' },
  { value: 'hidden', label: 'Hidden', description: 'your profile stays hidden from suppliers.' },
];

/** Spec: Profile > Visibility. Saved as soon as it is chosen; a choice the server did not save goes back. */
export function VisibilityChoice({ initial }: { initial: Visibility }) {
  const [visibility, setVisibility] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const choose = async (next: Visibility) => {
    const previous = visibility;
    setVisibility(next);
    setSaving(true);
    setFailed(false);
    try {
      await updateVisibility(next);
    } catch {
      setVisibility(previous);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="visibility-choice" aria-busy={saving || undefined}>
      <legend>Visibility</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="field-check">
          <input
            type="radio"
            name="visibility"
            value={option.value}
            checked={visibility === option.value}
            disabled={saving}
            onChange={() => void choose(option.value)}
          />
          <span>
            <strong>{option.label}</strong> — {option.description}
          </span>
        </label>
      ))}
      <p className="form-error" role="alert" hidden={!failed}>
        {MESSAGES.unexpected}
      </p>
    </fieldset>
  );
}
