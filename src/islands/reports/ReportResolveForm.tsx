import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { resolveReport } from '#src/client/admin-reports.ts';
import {
  MAX_RESOLUTION_NOTE_LENGTH,
  reportResolveSchema,
  type AdminReport,
  type ReportOutcome,
} from '#src/shared/admin-reports.ts';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { reportFailureMessage } from './report-labels.ts';

const NOTE_MESSAGES: Record<string, string> = {
  note_required: 'Please write a note: what was done, or why nothing needs doing.',
  note_too_long: `Please keep the note under ${MAX_RESOLUTION_NOTE_LENGTH} characters.`,
};

/** The note an open report is closed with, checked by the call's own schema, and the two ways to close it. */
export function ReportResolveForm({
  report,
  onOutcome,
}: {
  report: AdminReport;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const id = useId();

  const close = async (outcome: ReportOutcome) => {
    const checked = v.safeParse(reportResolveSchema, { reportId: report.id, outcome, note });
    if (!checked.success) {
      setError(NOTE_MESSAGES[checked.issues[0].message] ?? reportFailureMessage(null));
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setError('');
    try {
      await resolveReport(report.id, outcome, checked.output.note);
      onOutcome({ ok: true, message: `The report about ${report.supplier.companyName} is ${outcome}.` });
    } catch (failure) {
      onOutcome({ ok: false, message: reportFailureMessage(failure) });
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void close(submitter?.value === 'dismissed' ? 'dismissed' : 'handled');
  };

  return (
    <form className="admin-report-resolve" noValidate onSubmit={onSubmit}>
      <div className="ws-field">
        <label htmlFor={`${id}-note`}>Note for the administrators</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={MAX_RESOLUTION_NOTE_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="ws-hint">
          The reporter is told the report was handled or dismissed; the note stays with the administrators.
        </p>
        {error && (
          <p id={`${id}-error`} className="ws-error">
            {error}
          </p>
        )}
      </div>
      <div className="admin-report-buttons">
        <button type="submit" className="button button-primary" value="handled">
          Mark handled
        </button>
        <button type="submit" className="button" value="dismissed">
          Dismiss
        </button>
      </div>
    </form>
  );
}
