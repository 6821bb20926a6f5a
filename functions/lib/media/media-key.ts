import { MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';
import { DOWNLOAD_NAME_PARAMETER } from './download-name.ts';

/** R2 keys are the SHA-256 of the content plus an extension: the same bytes are stored once. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

export function mediaUrl(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

export function mediaUrlOrNull(key: string | null | undefined): string | null {
  return key ? mediaUrl(key) : null;
}

/** A document's link: its stored bytes, offered for download under the name this reference gives it. */
export function documentUrl(key: string, name: string): string {
  return `${mediaUrl(key)}?${new URLSearchParams({ [DOWNLOAD_NAME_PARAMETER]: name })}`;
}
