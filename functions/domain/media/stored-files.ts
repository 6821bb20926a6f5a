import { DomainError } from '#functions/domain/domain-error.ts';
import { UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import { fileExtension } from '#src/shared/uploads.ts';

/**
 * What R2 holds under each key (size and type), or an error on each row whose key was never
 * uploaded: saves name files by the keys POST supplier/home/file handed out.
 */
export async function storedFiles(
  bucket: R2Bucket,
  keys: { field: string; key: string }[],
): Promise<Map<string, { size: number; mimeType: string }>> {
  const heads = await Promise.all(keys.map(({ key }) => bucket.head(key)));
  const missing = keys.flatMap(({ field }, index) => (heads[index] ? [] : [{ field, code: UNKNOWN_FILE }]));
  if (missing.length > 0) throw new DomainError('invalid', missing);
  return new Map(
    heads.map((head, index) => [
      keys[index]!.key,
      { size: head!.size, mimeType: head!.httpMetadata?.contentType ?? 'application/octet-stream' },
    ]),
  );
}

const PICTURE_KEY_EXTENSIONS = new Set(['jpg', 'png', 'gif']);

/** Of these keys, the ones that are not a picture R2 holds (a document's key, or one never uploaded). */
export async function unstoredPictures(bucket: R2Bucket, keys: string[]): Promise<Set<string>> {
  const heads = await Promise.all(
    keys.map((key) => (PICTURE_KEY_EXTENSIONS.has(fileExtension(key)) ? bucket.head(key) : null)),
  );
  return new Set(keys.filter((_, index) => !heads[index]));
}
