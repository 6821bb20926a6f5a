import { fileExtension } from '#src/shared/uploads.ts';

/**
 * The query parameter a document's link carries its name in (/media/{key}?name=…). The stored
 * object is shared by everyone who uploaded the same bytes, so its name belongs to each reference
 * (a company document, a product document, a chat message), and the page that shows the reference
 * builds the link.
 */
export const DOWNLOAD_NAME_PARAMETER = 'name';

/** Long enough for any name the site takes (documents: 120 characters) plus its extension. */
const MAX_NAME_LENGTH = 160;

/** Extensions that name the same stored type ('scan.jpeg' stays as it is for a .jpg key). */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'] };

/**
 * A name anyone may put in a link, made safe to offer: no control characters (header
 * injection), no path or reserved characters, no leading dots, and always the stored type's
 * extension — a link can name the file, never turn a PDF into 'invoice.bat'. Empty when nothing is left.
 */
export function safeDownloadName(requested: string, key: string): string {
  const extension = fileExtension(key);
  const name = requested
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|\s+$/g, '')
    .slice(0, MAX_NAME_LENGTH);
  if (name === '') return '';
  return (SAME_TYPE[extension] ?? [extension]).includes(fileExtension(name)) ? name : `${name}.${extension}`;
}

/**
 * How /media/{key} offers the file: a download under the link's name when it has one; otherwise
 * documents (anything but a picture or a video) as a download under the key, pictures and videos
 * for the page to show. RFC 6266: an ASCII fallback plus the exact UTF-8 name.
 */
export function contentDisposition(contentType: string, key: string, requested: string | null): string | null {
  const name = requested === null ? '' : safeDownloadName(requested, key);
  if (name === '') return /^(image|video)\//.test(contentType) ? null : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
