// What the browser reads from a chosen video before it is sent: its size (spec §9: at least
// 640×360) and a poster frame (DESIGN §9: the local video host takes the poster in the browser).

/** The video's size and a JPEG of a frame a little in; null for both when the browser cannot play the format. */
export type VideoLook = { width: number | null; height: number | null; poster: Blob | null };

const NOTHING: VideoLook = { width: null, height: null, poster: null };

/** Whether the event came before the failure; a browser that says neither within 5 s counts as failed. */
function once(target: EventTarget, ok: string, failure = 'error'): Promise<boolean> {
  return new Promise((resolve) => {
    target.addEventListener(ok, () => resolve(true), { once: true });
    target.addEventListener(failure, () => resolve(false), { once: true });
    setTimeout(() => resolve(false), 5000);
  });
}

export async function readVideoLook(file: File): Promise<VideoLook> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  const url = URL.createObjectURL(file);
  try {
    video.src = url;
    if (!(await once(video, 'loadeddata'))) return NOTHING;
    const { videoWidth: width, videoHeight: height } = video;
    // A frame a second in (or a tenth of a short video) shows more than the usual black first frame.
    video.currentTime = Math.min(1, (video.duration || 0) / 10);
    await once(video, 'seeked');
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(video, 0, 0, width, height);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return { width, height, poster };
  } finally {
    URL.revokeObjectURL(url);
  }
}
