import { useId, useState } from 'react';
import { IMAGE_UPLOAD_TIP, PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import { fileProblem, PROFILE_PICTURE_RULE } from './file-checks.ts';

/** What the owner did with a stored picture: kept it, chose a new file, or removed it. */
export type ChosenPicture = { kind: 'stored' } | { kind: 'removed' } | { kind: 'new'; file: File; previewUrl: string };

/** One picture of the settings (logo, favicon): shown, replaced by a checked file, or removed. */
export function PictureChoice({
  label,
  current,
  onChoice,
  error,
}: {
  label: string;
  current: string | null;
  onChoice: (choice: ChosenPicture) => void;
  error?: string;
}) {
  const id = useId();
  const [refused, setRefused] = useState('');
  const shownError = refused ? `${refused}: ${IMAGE_UPLOAD_TIP}` : error;
  return (
    <div className="ws-field ws-picture">
      <span className="ws-picture-label">{label}</span>
      <div className="ws-picture-row">
        {current ? (
          <img src={current} alt={`${label} shown now`} width={64} height={64} />
        ) : (
          <span className="ws-picture-none">No {label.toLowerCase()}</span>
        )}
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={PICTURE_ACCEPT}
          aria-describedby={`${id}-tip${shownError ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (fileProblem(file, PROFILE_PICTURE_RULE)) return setRefused(file.name);
            setRefused('');
            onChoice({ kind: 'new', file, previewUrl: URL.createObjectURL(file) });
          }}
        />
        <label className="button" htmlFor={id}>
          {current ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </label>
        {current && (
          <button type="button" className="button" onClick={() => onChoice({ kind: 'removed' })}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      <p id={`${id}-tip`} className="ws-hint">
        {IMAGE_UPLOAD_TIP}
      </p>
      {shownError && (
        <p id={`${id}-error`} className="ws-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
