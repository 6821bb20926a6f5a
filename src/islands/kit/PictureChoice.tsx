import { useId, useState } from 'react';
import { IMAGE_UPLOAD_TIP, PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import { fileProblem, PICTURE_TYPE_RULE } from './file-checks.ts';
import { preparePictures } from './picture-preparation.ts';
import { useImageCropper } from './use-image-cropper.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

/** What the owner did with a stored picture: kept it, chose a new file, or removed it. */
export type ChosenPicture = { kind: 'stored' } | { kind: 'removed' } | { kind: 'new'; file: File; previewUrl: string };

/** One picture of the settings (logo, favicon): shown, replaced by a checked (and cropped) file, or removed. */
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
  const { crop, cropper } = useImageCropper();
  const [refused, setRefused] = useState('');
  const shownError = refused ? `${refused}: ${IMAGE_UPLOAD_TIP}` : error;

  const choose = async (file: File) => {
    if (fileProblem(file, PICTURE_TYPE_RULE)) return setRefused(file.name);
    const prepared = await preparePictures([file], crop);
    if (prepared.refused.length > 0) return setRefused(file.name);
    const [picture] = prepared.ready;
    if (!picture) return; // the cropper was cancelled: the picture shown stays
    setRefused('');
    onChoice({ kind: 'new', file: picture, previewUrl: URL.createObjectURL(picture) });
  };
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
            if (file) void choose(file);
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
      <ErrorAlert id={`${id}-error`} message={shownError} />
      {cropper}
    </div>
  );
}
