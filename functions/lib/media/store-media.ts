import { sha256Hex } from '#functions/lib/crypto.ts';

export type MediaUpload = {
  bytes: Uint8Array;
  contentType: string;
  /** Lower-case extension without the dot, e.g. 'png'. */
  extension: string;
};

/**
 * Stores bytes under their content hash and returns the key (idempotent). Nothing about who sent
 * them is kept on the object: the same bytes sent by someone else are the same object, so a
 * file's name lives with each reference to it (download-name.ts).
 */
export async function storeMedia(bucket: R2Bucket, upload: MediaUpload): Promise<string> {
  const key = `${await sha256Hex(upload.bytes)}.${upload.extension}`;
  await bucket.put(key, upload.bytes, { httpMetadata: { contentType: upload.contentType } });
  return key;
}
