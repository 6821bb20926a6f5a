import { DomainError } from '#functions/domain/domain-error.ts';
import { readProfileImageUpload } from '#functions/domain/media/picture-upload.ts';
import { unstoredPictures } from '#functions/domain/media/stored-files.ts';
import { fetchPublicFile, type PublicFetchLimits } from '#functions/lib/fetch-public-file.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { isPublicHttpsAddress } from '#functions/lib/public-address.ts';
import { countEvent, type RateLimit, type RateWindows } from '#functions/lib/rate-limit.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';
import { UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import { MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';
import {
  IMAGE_NOT_FETCHED,
  PICTURE_ADDRESSES_PER_CALL,
  TOO_MANY_PICTURE_ADDRESSES,
  type ImportFault,
} from '#src/shared/product-import.ts';
import { MAX_PROFILE_IMAGE_BYTES } from '#src/shared/uploads.ts';
import { logWarning } from '#functions/lib/log.ts';

// The Images column of a bulk import: each entry is a key the owner uploaded, this site's own
// /media/ address (an export imported again) or an address elsewhere, fetched and stored at import.
// The Worker fetches those for whoever imports, so only public https hosts (lib/public-address.ts),
// a picture's size at most, a few at a time, and within budgets; every address that fails is the
// same fault, IMAGE_NOT_FETCHED, so the answer tells nothing of what answers where.

/** A picture: 800 KB like the editor's, ten seconds, three redirects (a CDN's move and a scheme's). */
const PICTURE_FETCH: PublicFetchLimits = { maxBytes: MAX_PROFILE_IMAGE_BYTES, timeoutMs: 10_000, maxRedirects: 3 };

/** Fetches under way at once: a Worker's open connections (six); each one's time runs from its start. */
const FETCHES_AT_ONCE = 6;

/**
 * Picture addresses a supplier's imports fetch in an hour: a 10,000-row file naming three pictures
 * a row is 30,000, two at once are refused past it (issue 24: an import must not be an amplifier).
 */
export const PICTURE_FETCHES_PER_HOUR = { limit: 30_000, windowMs: 60 * 60_000 } satisfies RateLimit;

type RowPictures = { line: number; images: string[] };

/** Where pictures go and how the Worker fetches (the tests hand in their own internet). */
export type PictureContext = { bucket: R2Bucket; siteOrigin: string; fetcher: typeof fetch; windows: RateWindows };

/** The key an entry names without fetching anything: an upload's key or this site's /media/ address. */
function keyOf(ref: string, siteOrigin: string): string | null {
  if (!/^https?:\/\//.test(ref)) return ref;
  const url = URL.parse(ref);
  return url?.origin === siteOrigin && url.pathname.startsWith(MEDIA_PATH_PREFIX)
    ? url.pathname.slice(MEDIA_PATH_PREFIX.length)
    : null;
}

/** The picture at an address, stored; any failure on the way is the caller's one fault. */
async function storeFetchedPicture(address: string, { bucket, fetcher }: PictureContext): Promise<string> {
  const { bytes } = await fetchPublicFile(address, PICTURE_FETCH, fetcher);
  // The file's name gives the extension the leading bytes must agree with, as for an upload.
  const name = new URL(address).pathname.split('/').pop() || 'picture';
  return storeMedia(bucket, await readProfileImageUpload(new File([bytes], name), 'images'));
}

/** Runs `task` on every item, `width` at a time. */
async function eachAtMost<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Counts the call's fetches in the supplier's hour; refuses them all once it would pass the budget. */
async function spendFetchBudget(windows: RateWindows, supplierId: number, fetches: number, now: number): Promise<void> {
  const bucket = `import-pictures:supplier:${supplierId}`;
  const count = await countEvent(windows, bucket, PICTURE_FETCHES_PER_HOUR, now, fetches);
  if (count > PICTURE_FETCHES_PER_HOUR.limit) throw new DomainError('limited', TOO_MANY_ATTEMPTS);
}

/**
 * Checks every row's pictures and, unless `dryRun`, fetches and stores the ones from elsewhere:
 * the keys of each row's gallery in order (by the rows' order), and a fault on the Images column
 * of each row that fails. A call naming too many addresses is refused whole, dry run or not, and
 * one past the supplier's hourly budget is refused before anything is fetched.
 */
export async function resolvePictures(
  supplierId: number,
  rows: RowPictures[],
  context: PictureContext,
  dryRun: boolean,
  now: number,
): Promise<{ keys: string[][]; faults: ImportFault[] }> {
  const refs = rows.flatMap((row) => row.images);
  const known = [...new Set(refs.flatMap((ref) => keyOf(ref, context.siteOrigin) ?? []))];
  const addresses = [
    ...new Set(refs.filter((ref) => keyOf(ref, context.siteOrigin) === null && isPublicHttpsAddress(ref))),
  ];
  if (addresses.length > PICTURE_ADDRESSES_PER_CALL)
    throw new DomainError('invalid', [{ field: 'rows', code: TOO_MANY_PICTURE_ADDRESSES }]);
  const unstored = await unstoredPictures(context.bucket, known);

  // Each address's key, or null when it failed; addresses the rule refuses are never fetched.
  const fetched = new Map<string, string | null>();
  if (!dryRun && addresses.length > 0) {
    await spendFetchBudget(context.windows, supplierId, addresses.length, now);
    await eachAtMost(addresses, FETCHES_AT_ONCE, async (address) => {
      const key = await storeFetchedPicture(address, context).catch((failure: unknown) => {
        // The owner sees one fault; the log keeps why, for whoever helps them.
        logWarning('import: picture not fetched', failure, { host: new URL(address).host });
        return null;
      });
      fetched.set(address, key);
    });
  }

  /** An entry's key, or the fault that stops its row. */
  const resolve = (ref: string): { key: string } | { fault: string } => {
    const key = keyOf(ref, context.siteOrigin);
    if (key !== null) return unstored.has(key) ? { fault: UNKNOWN_FILE } : { key };
    if (dryRun && isPublicHttpsAddress(ref)) return { key: ref };
    const stored = fetched.get(ref);
    return stored ? { key: stored } : { fault: IMAGE_NOT_FETCHED };
  };
  const faults: ImportFault[] = [];
  const keys = rows.map(({ line, images }) => {
    const resolved = images.map(resolve);
    const failed = resolved.find((each) => 'fault' in each);
    if (failed) faults.push({ line, column: 'images', code: failed.fault });
    return resolved.flatMap((each) => ('key' in each ? [each.key] : []));
  });
  return { keys, faults };
}
