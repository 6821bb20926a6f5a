import * as v from 'valibot';

// Spec §5 and §8 video rules, checked by the browser first and the server again (by the bytes).

/** Spec §5: the video formats the site takes. */
export const VIDEO_EXTENSIONS = ['flv', 'avi', 'mpg', 'mp4', 'wmv', 'mov', '3gp', 'asf', 'webm'] as const;
export const VIDEO_ACCEPT = VIDEO_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Spec §9: a video is smaller than 20 MB. */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
/** Spec §9: at least 640×360. */
export const MIN_VIDEO_WIDTH = 640;
export const MIN_VIDEO_HEIGHT = 360;

export const VIDEO_TOO_LARGE = 'video_too_large';
/** Spec §8, word for word. */
export const VIDEO_TOO_LARGE_MESSAGE = 'Please upload a video which is smaller than 20 MB.';
export const INVALID_VIDEO_TYPE = 'invalid_video_type';
export const VIDEO_TOO_SMALL = 'video_too_small';
export const VIDEO_NOT_FOUND = 'video_not_found';
/** The host is still making the video playable: it can be added once it is ready. */
export const VIDEO_PROCESSING = 'video_processing';
/** The host could not make the video playable (a damaged or unreadable file). */
export const VIDEO_FAILED = 'video_failed';
/** The video host (Cloudflare Stream) did not answer as it should. */
export const VIDEO_HOST_UNAVAILABLE = 'video_host_unavailable';

type VideoLimits = { maxBytes: number; minWidth: number; minHeight: number };

/** What GET common/polyv/sign answers: where and how the browser sends one video. */
export type VideoUploadTicket =
  | (VideoLimits & {
      /** The embedded default: the Worker keeps the video in R2. */
      provider: 'r2';
      /** Multipart to this site: file, poster (a frame as JPEG or PNG), width, height. */
      uploadUrl: string;
    })
  | (VideoLimits & {
      /** Cloudflare Stream (production): the browser sends the file to Stream itself. */
      provider: 'stream';
      /** Stream's one-time address for this upload: one multipart POST with the `file` field. */
      uploadUrl: string;
      /** The video's name from now on; `video/image {vid}` tells when Stream has made it playable. */
      vid: string;
    });

/** How often and how long the workspace asks whether a hosted video is ready. */
export const VIDEO_READY_POLL_MS = 3000;
export const VIDEO_READY_TIMEOUT_MS = 10 * 60_000;

/** A stored video (spec §3: vid, status, imageUrl, width, height) and where it plays. */
export type VideoInfo = {
  vid: string;
  status: 'processing' | 'ready';
  url: string;
  imageUrl: string | null;
  posterKey: string | null;
  width: number | null;
  height: number | null;
};

/** POST common/polyv/video/image. */
export const videoImageInput = v.object({
  vid: v.pipe(v.string('invalid_vid'), v.trim(), v.maxLength(100, 'invalid_vid')),
});

/** The upload's text fields: the size the browser read from the video (absent when it cannot play the format). */
const dimension = v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'invalid_number'), v.transform(Number)));
export const videoUploadFields = v.object({ width: dimension, height: dimension });

/** Where a video of the library shows (issue 26 Videos): the company gallery, a product, a post. */
export type VideoUse =
  | { kind: 'company' }
  | { kind: 'product'; productId: number; productName: string }
  | { kind: 'post'; postId: number; productId: number | null };

/** One video of the catalogue's library (GET supplier/home/video/library), newest first. */
export type LibraryVideo = VideoInfo & { uploadedAt: number; uses: VideoUse[] };

/** The library lists at most this many videos, newest first. */
export const VIDEO_LIBRARY_LIMIT = 200;
