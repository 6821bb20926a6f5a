import { useEffect, useRef, useState } from 'react';
import type { MessageVideo } from '#src/shared/messaging.ts';

/**
 * Spec §2 video overlay: the video plays at once in a modal dialog, with a 2× speed option; the
 * interface is in English. Escape or Close ends it.
 */
export function VideoOverlay({ video, onClose }: { video: MessageVideo; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [fast, setFast] = useState(false);

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = fast ? 2 : 1;
  }, [fast]);

  return (
    <dialog ref={dialogRef} className="chat-video-overlay" aria-label="Video" lang="en" onClose={onClose}>
      <video ref={videoRef} src={video.url} poster={video.imageUrl ?? undefined} controls autoPlay playsInline />
      <div className="chat-video-actions">
        <button type="button" className="button" aria-pressed={fast} onClick={() => setFast(!fast)}>
          Speed 2×
        </button>
        <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
