import { useId, useState, type FormEvent } from 'react';
import { sendReport } from '#src/client/engagement.ts';
import { RequestError } from '#src/client/request.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { noticeSignedOut } from '#src/stores/session-ended.ts';
import type { ReportTarget } from '#src/shared/reports.ts';
import { MAX_EXPLANATION_LENGTH, REPORT_REASONS } from '#src/shared/reports.ts';
import { PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import {
  checkReport,
  REPORT_NEXT_STEPS,
  REPORT_SENT_MESSAGE,
  reportErrorsFrom,
  type ReportErrors,
} from './report-form.ts';

type Props = { target: ReportTarget; onCancel: () => void; onSent: (showSent: () => void) => void };

/**
 * Spec §2/§5: reason and explanation required, photos optional (JPG, GIF, PNG, JPEG), chosen ones
 * listed and removable. Each error shows under its field and is tied to it.
 */
export default function ReportForm({ target, onCancel, onSent }: Props) {
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [sending, setSending] = useState(false);
  const id = useId();
  const errorId = (field: keyof ReportErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkReport({ reason, explanation, photos });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendReport(target, { reason, explanation, photos });
      onSent(() => void openModal('info', REPORT_SENT_MESSAGE));
    } catch (error) {
      noticeSignedOut(error);
      setErrors(reportErrorsFrom(error instanceof RequestError ? error.errors : []));
      setSending(false);
    }
  };

  return (
    <form className="report-form" noValidate onSubmit={submit}>
      <fieldset
        className="report-reasons"
        aria-describedby={errorId('reason')}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend>Reason</legend>
        {REPORT_REASONS.map((choice, index) => (
          <label key={choice} className="report-choice">
            <input
              id={index === 0 ? `${id}-reason` : undefined}
              type="radio"
              name={`${id}-reason`}
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            <span>{choice}</span>
          </label>
        ))}
        {errors.reason && (
          <p id={errorId('reason')} className="report-error">
            {errors.reason}
          </p>
        )}
      </fieldset>

      <div className="report-field">
        <label htmlFor={`${id}-explanation`}>Explanation</label>
        <textarea
          id={`${id}-explanation`}
          rows={4}
          maxLength={MAX_EXPLANATION_LENGTH}
          required
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          aria-invalid={errors.explanation ? true : undefined}
          aria-describedby={errorId('explanation')}
        />
        {errors.explanation && (
          <p id={errorId('explanation')} className="report-error">
            {errors.explanation}
          </p>
        )}
      </div>

      <div className="report-field">
        <label htmlFor={`${id}-photos`}>Photos (optional)</label>
        <p id={`${id}-photos-hint`} className="report-hint">
          JPG, GIF or PNG; up to 5 photos of 5 MB each.
        </p>
        <input
          id={`${id}-photos`}
          type="file"
          multiple
          accept={PICTURE_ACCEPT}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={[`${id}-photos-hint`, errorId('photos')].filter(Boolean).join(' ')}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = ''; // the same file may be chosen again after removing it
            setPhotos((current) => [...current, ...chosen]);
            setErrors(({ photos: _, ...rest }) => rest);
          }}
        />
        {photos.length > 0 && (
          <ul className="report-photos" aria-label="Chosen photos">
            {photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>
                <span className="report-photo-name">{photo.name}</span>
                <button
                  type="button"
                  className="tag-action tag-delete"
                  aria-label={`Remove ${photo.name}`}
                  onClick={() => setPhotos(photos.filter((_, other) => other !== index))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.photos && (
          <p id={errorId('photos')} className="report-error">
            {errors.photos}
          </p>
        )}
      </div>

      {errors.form && (
        <p className="report-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <p className="report-hint">{REPORT_NEXT_STEPS}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending || undefined}>
          Report
        </button>
      </div>
    </form>
  );
}
