import { useId, useState, type ChangeEvent } from 'react';
import { uploadVideo, type VideoChoice } from '#src/client/workspace.ts';
import { RequestError } from '#src/client/request.ts';
import { VIDEO_ACCEPT, type VideoInfo } from '#src/shared/videos.ts';
import { videoProblem } from './video-checks.ts';
import { readVideoLook } from './video-frame.ts';
import { fieldMessage } from './field-messages.ts';
import { FileButton } from './FileButton.tsx';
import { useStaleNote } from './use-stale-note.ts';

const VIDEO_TIP = 'flv, avi, mpg, mp4, wmv, mov, 3gp, asf or webm, smaller than 20 MB, at least 640×360.';

/** 'Add a video': checked in the browser, its poster frame taken, then sent to the video host. */
export function VideoPicker({
  onVideo,
  disabled,
  addedText = (fileName) => `${fileName} added. Save to show it on your company page.`,
  upload = uploadVideo,
  unsaved,
}: {
  onVideo: (video: VideoInfo) => void;
  disabled: boolean;
  /** Where the video goes: the owner's video host by default. */
  upload?: (video: VideoChoice) => Promise<VideoInfo>;
  /** The announcement once the video is uploaded. */
  addedText?: (fileName: string) => string;
  /** Whether the list the video joins has unsaved changes: the announcement goes once it is saved. */
  unsaved?: boolean;
}) {
  const id = useId();
  const [message, setMessage] = useState<{ kind: 'added' | 'refused'; text: string } | null>(null);
  useStaleNote(unsaved, () => setMessage((last) => (last?.kind === 'added' ? null : last)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    const look = await readVideoLook(file);
    const problem = videoProblem(file, look);
    if (problem) return setMessage({ kind: 'refused', text: `${file.name}: ${fieldMessage(problem)}` });
    try {
      onVideo(await upload({ file, ...look }));
      setMessage({ kind: 'added', text: addedText(file.name) });
    } catch (error) {
      const code = error instanceof RequestError ? (error.errors[0]?.code ?? '') : '';
      setMessage({ kind: 'refused', text: `${file.name}: ${fieldMessage(code)}` });
    }
  };

  return (
    <div className="ws-file-picker">
      <FileButton
        id={id}
        label="Add a video"
        accept={VIDEO_ACCEPT}
        disabled={disabled}
        onChange={(event) => void choose(event)}
        aria-describedby={`${id}-hint${message?.kind === 'refused' ? ` ${id}-message` : ''}`}
      />
      <p id={`${id}-hint`} className="ws-hint">
        {VIDEO_TIP}
      </p>
      <p id={`${id}-message`} className={message?.kind === 'refused' ? 'ws-error' : 'ws-hint'} aria-live="polite">
        {message?.text}
      </p>
    </div>
  );
}
