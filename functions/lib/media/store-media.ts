import { sha256Hex } from '#functions/lib/crypto.ts';

export type MediaUpload = {
  bytes: Uint8Array;
  contentType: string;
  /** Lower-case extension without the dot, e.g. 'png'. */
  extension: string;
  /** For documents: the file name offered when downloading. */
  downloadName?: string;
};

/** Stores bytes under their content hash and returns the key (idempotent). */
export async function storeMedia(bucket: R2Bucket, upload: MediaUpload): Promise<string> {
  const key = `${await sha256Hex(upload.bytes)}.${upload.extension}`;
  await bucket.put(key, upload.bytes, {
    httpMetadata: {
      contentType: upload.contentType,
      ...(upload.downloadName && { contentDisposition: attachmentDisposition(upload.downloadName) }),
    },
  });
  return key;
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
