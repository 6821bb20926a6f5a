import { fileExtension } from '#src/shared/uploads.ts';
import {
  INVALID_VIDEO_TYPE,
  MAX_VIDEO_BYTES,
  MIN_VIDEO_HEIGHT,
  MIN_VIDEO_WIDTH,
  VIDEO_EXTENSIONS,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_SMALL,
} from '#src/shared/videos.ts';

/**
 * Spec §5 and §9 video rules as the browser checks them before sending (the server checks the
 * bytes again): the error code, or null. The size is checked only when the browser could read it.
 */
export function videoProblem(
  file: { name: string; size: number },
  look: { width: number | null; height: number | null } | null,
): string | null {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return INVALID_VIDEO_TYPE;
  if (file.size >= MAX_VIDEO_BYTES) return VIDEO_TOO_LARGE;
  if (look?.width != null && look.height != null && (look.width < MIN_VIDEO_WIDTH || look.height < MIN_VIDEO_HEIGHT))
    return VIDEO_TOO_SMALL;
  return null;
}
