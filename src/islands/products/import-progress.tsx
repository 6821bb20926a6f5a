import type { ImportProgress } from './import-run.ts';

/** The check's or the import's progress: pictures uploaded first, then rows. */
export function ImportProgressBar({ importing, progress }: { importing: boolean; progress: ImportProgress | null }) {
  const label =
    progress?.phase === 'pictures'
      ? `Uploading pictures: ${progress.done} of ${progress.total}`
      : `${importing ? 'Importing' : 'Checking'} rows: ${(progress?.done ?? 0).toLocaleString('en')} of ${(progress?.total ?? 0).toLocaleString('en')}`;
  return (
    <div className="ws-import-progress">
      <label htmlFor="ws-import-progress">{label}</label>
      <progress id="ws-import-progress" max={progress?.total || 1} value={progress?.done ?? 0} />
    </div>
  );
}
