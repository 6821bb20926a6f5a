import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { loadViewerState, saveNote, viewerState } from '#src/stores/viewer-state.ts';
import { MAX_NOTE_LENGTH, type EngagementTarget } from '#src/shared/engagement.ts';
import { KEPT_OFFLINE_TEXT } from '#src/shared/offline.ts';
import { $waitingWrites } from '#src/client/offline-writes.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';

const savedAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

type Props = { target: EngagementTarget };

/**
 * Spec: My Notes, a private note shown with its date; Edit enters edit mode, Save leaves it only
 * when the save succeeds (a failure keeps edit mode, without a message). Signed-in users only
 * (client:signedin): visitors get nothing of it.
 */
export default function MyNotes({ target }: Props) {
  const state = useStore(viewerState(target));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  // A note saved without a connection waits on this device (issue 29 item 5) and says so until sent.
  const [keptOffline, setKeptOffline] = useState(false);
  const viewer = useSignedInUser();
  const waiting = useStore($waitingWrites) > 0;
  const fieldId = useId();

  useEffect(() => {
    void loadViewerState(target);
  }, []);

  if (!state) return null;
  const note = state.note;

  const edit = () => {
    setDraft(note?.content ?? '');
    setEditing(true);
  };
  const save = async () => {
    setSaving(true);
    const saved = await saveNote(target, draft, viewer.state === 'user' ? viewer.user.id : null);
    setSaving(false);
    setKeptOffline(saved === 'kept');
    if (saved) setEditing(false);
  };

  return (
    <details className="section my-notes" open>
      <summary>
        <h2>My Notes</h2>
      </summary>
      <div className="section-body">
        {editing ? (
          <div className="note-editor">
            <label htmlFor={fieldId}>Your private note</label>
            <textarea
              id={fieldId}
              value={draft}
              maxLength={MAX_NOTE_LENGTH}
              rows={5}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
            <div className="note-actions">
              <button type="button" className="button" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={save}
                aria-busy={saving || undefined}
                disabled={saving}
              >
                Save
              </button>
            </div>
          </div>
        ) : (
          <div className="note-view">
            {note?.content ? (
              <>
                <p className="note-text">{note.content}</p>
                <p className="note-date" role="status">
                  {keptOffline && waiting ? KEPT_OFFLINE_TEXT : `Saved ${savedAt.format(note.updated)}`}
                </p>
              </>
            ) : (
              <p className="note-empty">No note yet. Only you can see your notes.</p>
            )}
            <button type="button" className="button" onClick={edit}>
              Edit
            </button>
          </div>
        )}
      </div>
    </details>
  );
}
