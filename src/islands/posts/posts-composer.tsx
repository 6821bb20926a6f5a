import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PostDraftBody, UploadVideo } from '#src/client/posts.ts';
import { bodyOfDraft, draftSaysSomething, type PostDraft } from './posts-draft.ts';
import { postErrorMessage, postMessage } from './posts-messages.ts';
import { PostMediaEditor } from './posts-media-editor.tsx';
import { RichTextField } from '#src/islands/kit/RichTextField.tsx';
import { useUnsavedWarning } from '#src/islands/kit/unsaved-changes.ts';
import { CancelButton } from '#src/islands/kit/CancelButton.tsx';
import '#src/islands/kit/card.css';

/**
 * A post's form, new or being edited: the text and the pictures and videos; `onSave` sends it and
 * the form reports a failure (the caller closes or renews the form on success).
 */
export function PostComposer({
  initial,
  label,
  saveLabel,
  uploadVideo,
  onSave,
  onCancel,
}: {
  initial: PostDraft;
  /** The form's name ('New post', 'Edit the post of 3 May'). */
  label: string;
  saveLabel: string;
  uploadVideo: UploadVideo;
  onSave: (body: PostDraftBody) => Promise<void>;
  /** An edit's form: Cancel closes it, and the text takes the focus when it opens. */
  onCancel?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const dirty = draft !== start;
  useUnsavedWarning(dirty);
  useEffect(() => {
    if (onCancel) form.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus();
    // Once, as the edit opens.
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draftSaysSomething(draft)) return setError(postMessage('post_empty'));
    setError(null);
    try {
      await onSave(bodyOfDraft(draft));
    } catch (failure) {
      setError(postErrorMessage(failure));
    }
  };

  return (
    <form
      ref={form}
      className="ws-card ws-post-form"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <RichTextField
        label="Text"
        value={draft.content}
        onValue={(content) => setDraft({ ...draft, content })}
        hint="What is new: a product, a trade show, an offer. Buyers who follow the catalogue are told."
      />
      <PostMediaEditor
        medias={draft.medias}
        onMedias={(medias) => setDraft((current) => ({ ...current, medias }))}
        uploadVideo={uploadVideo}
      />
      <p id={`${id}-error`} className="ws-error" role="alert">
        {error}
      </p>
      <div className="ws-post-form-actions">
        <button type="submit" className="button button-primary" aria-describedby={error ? `${id}-error` : undefined}>
          {saveLabel}
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
