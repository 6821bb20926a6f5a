import * as v from 'valibot';
import { DomainError } from '#functions/domain/domain-error.ts';
import { MEDIA_KEY_PATTERN } from '#functions/lib/media/media-key.ts';
import { MAX_POST_MEDIAS } from '#src/shared/posts.ts';

/**
 * Spec §3 "update medias": each item is a new file named by its lowercased file name, an existing
 * item by key, or a video by vid. Items are objects ({name} | {key} | {vid}) or plain strings
 * (a key of this post when it is one, otherwise a file name).
 */
const mediaItem = v.union(
  [
    v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
    v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)) }),
    v.object({ key: v.pipe(v.string(), v.regex(MEDIA_KEY_PATTERN)) }),
    v.object({ vid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }),
  ],
  'invalid_medias',
);
export const mediasJson = v.pipe(
  v.string('invalid_medias'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'invalid_medias' });
      return NEVER;
    }
  }),
  v.array(mediaItem, 'invalid_medias'),
  v.maxLength(MAX_POST_MEDIAS, 'too_many_medias'),
);
export const mediasInput = v.optional(mediasJson, '[]');

export type MediaItem = v.InferOutput<typeof mediaItem>;

/** Where each item of the updated post comes from, in order: kept, a new file, or a video the host has. */
export type PlannedMedia = { key: string } | { fileName: string } | { vid: string };

/** Checks the list against the post's pictures and the attached files (by lowercased name). */
export function planMedias(
  items: MediaItem[],
  existingKeys: ReadonlySet<string>,
  fileNames: ReadonlySet<string>,
): PlannedMedia[] {
  return items.map((item) => {
    if (typeof item === 'string')
      return existingKeys.has(item) ? { key: item } : requireFile(item.toLowerCase(), fileNames);
    if ('vid' in item) return { vid: item.vid };
    if ('key' in item) {
      if (!existingKeys.has(item.key)) throw new DomainError('invalid', [{ field: 'medias', code: 'media_not_found' }]);
      return { key: item.key };
    }
    return requireFile(item.name.toLowerCase(), fileNames);
  });
}

function requireFile(fileName: string, fileNames: ReadonlySet<string>): PlannedMedia {
  if (!fileNames.has(fileName)) throw new DomainError('invalid', [{ field: 'medias', code: 'file_missing' }]);
  return { fileName };
}
