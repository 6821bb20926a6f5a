import { fileExtension } from '#src/shared/uploads.ts';
import type { AppPost, PostMediaItem } from '#src/shared/posts.ts';
import type { PostDraftBody } from '#src/client/posts.ts';

// A post being written or edited, and what its save sends (spec §3 medias rule): kept pictures by
// key, videos by vid, new pictures as files under lowercased names the list names them by.

export type DraftMedia =
  | { kind: 'kept'; key: string; thumbnail: string | null }
  | { kind: 'video'; vid: string; thumbnail: string | null }
  | { kind: 'file'; file: File; thumbnail: string };

export type PostDraft = { content: string; medias: DraftMedia[] };

export const EMPTY_DRAFT: PostDraft = { content: '', medias: [] };

/** The draft of a stored post: its content and its medias in order. */
export function draftOfPost(post: AppPost): PostDraft {
  return {
    content: post.content,
    medias: post.medias.map((media) =>
      media.type === 'video'
        ? { kind: 'video', vid: media.key, thumbnail: media.posterUrl }
        : { kind: 'kept', key: media.key, thumbnail: media.url },
    ),
  };
}

/**
 * The file under a lowercased name no other new file of the draft has: two 'Photo.PNG' chosen in
 * one post become 'photo.png' and 'photo-2.png', so the medias list names each one.
 */
export function lowercasedFile(file: File, takenNames: ReadonlySet<string>): File {
  const name = file.name.toLowerCase();
  const extension = fileExtension(name);
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  let candidate = name;
  for (let copy = 2; takenNames.has(candidate); copy += 1)
    candidate = `${base}-${copy}${extension ? `.${extension}` : ''}`;
  return candidate === file.name ? file : new File([file], candidate, { type: file.type });
}

/** The names of the draft's new files. */
export const newFileNames = (medias: readonly DraftMedia[]) =>
  new Set(medias.flatMap((media) => (media.kind === 'file' ? [media.file.name] : [])));

/** What a draft says: text beyond tags and spaces, or a picture or video. */
export function draftSaysSomething({ content, medias }: PostDraft): boolean {
  return medias.length > 0 || content.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
}

/** The create or update call's body for the draft. */
export function bodyOfDraft({ content, medias }: PostDraft): PostDraftBody {
  return {
    content,
    medias: medias.map((media): PostMediaItem => {
      if (media.kind === 'video') return { vid: media.vid };
      if (media.kind === 'kept') return { key: media.key };
      return { name: media.file.name };
    }),
    files: medias.flatMap((media) => (media.kind === 'file' ? [media.file] : [])),
  };
}
