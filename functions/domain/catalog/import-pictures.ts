import { DomainError } from '#functions/domain/domain-error.ts';
import { readProfileImageUpload } from '#functions/domain/media/picture-upload.ts';
import { unstoredPictures } from '#functions/domain/media/stored-files.ts';
import { MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import { IMAGE_NOT_FETCHED, type ImportFault } from '#src/shared/product-import.ts';

// The Images column of a bulk import: each entry is a key the owner uploaded, this site's own
// /media/ address (an export imported again) or an address elsewhere, fetched and stored at import.

/** Fetches a picture from an address; the import's tests give their own. */
export type FetchPicture = (url: string) => Promise<File>;

const FETCH_TIMEOUT_MS = 10_000;

export const fetchPicture: FetchPicture = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  const name = new URL(url).pathname.split('/').pop() || 'picture';
  return new File([await response.arrayBuffer()], name, { type: response.headers.get('content-type') ?? '' });
};

type RowPictures = { line: number; images: string[] };

export type PictureContext = { bucket: R2Bucket; siteOrigin: string; fetchPicture: FetchPicture };

/** The key an entry names without fetching anything: an upload's key or this site's /media/ address. */
function keyOf(ref: string, siteOrigin: string): string | null {
  if (!/^https?:\/\//.test(ref)) return ref;
  const url = new URL(ref);
  return url.origin === siteOrigin && url.pathname.startsWith(MEDIA_PATH_PREFIX)
    ? url.pathname.slice(MEDIA_PATH_PREFIX.length)
    : null;
}

/**
 * Checks every row's pictures and, unless `dryRun`, fetches and stores the ones from elsewhere:
 * the keys of each row's gallery in order (by the rows' order), and a fault on the Images column
 * of each row that fails.
 */
export async function resolvePictures(
  rows: RowPictures[],
  { bucket, siteOrigin, fetchPicture }: PictureContext,
  dryRun: boolean,
): Promise<{ keys: string[][]; faults: ImportFault[] }> {
  const faults: ImportFault[] = [];
  const known = [...new Set(rows.flatMap((row) => row.images.flatMap((ref) => keyOf(ref, siteOrigin) ?? [])))];
  const unstored = await unstoredPictures(bucket, known);
  const fetched = new Map<string, Promise<string>>();
  const fetchOnce = (url: string) => {
    if (!fetched.has(url))
      fetched.set(
        url,
        fetchPicture(url).then(async (file) => storeMedia(bucket, await readProfileImageUpload(file, 'images'))),
      );
    return fetched.get(url)!;
  };

  const keys: string[][] = rows.map(() => []);
  await Promise.all(
    rows.map(async ({ line, images }, index) => {
      try {
        keys[index] = await Promise.all(
          images.map(async (ref) => {
            const key = keyOf(ref, siteOrigin);
            if (key !== null && unstored.has(key)) throw new DomainError('invalid', UNKNOWN_FILE);
            if (key !== null || dryRun) return key ?? ref;
            return fetchOnce(ref);
          }),
        );
      } catch (error) {
        // A refused file says why (type, size); anything else is an address that did not answer.
        const code = error instanceof DomainError ? (error.errors[0]?.code ?? UNKNOWN_FILE) : IMAGE_NOT_FETCHED;
        faults.push({ line, column: 'images', code });
      }
    }),
  );
  return { keys, faults };
}
