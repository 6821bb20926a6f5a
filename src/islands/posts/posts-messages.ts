import { RequestError } from '#src/client/request.ts';
import { MAX_POST_MEDIAS } from '#src/shared/posts.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the Latest posts board says for the post calls' codes (the rest as the workspace says them).

const POST_MESSAGES: Record<string, string> = {
  post_empty: 'Write something or add a picture or video.',
  content_too_long: 'Please keep the post shorter.',
  too_many_files: `A post carries at most ${MAX_POST_MEDIAS} pictures and videos.`,
  too_many_medias: `A post carries at most ${MAX_POST_MEDIAS} pictures and videos.`,
  media_not_found: 'A picture of this post was removed meanwhile. Please reload the page.',
  file_missing: 'A picture was not sent. Please add it again.',
  post_not_allowed: 'You may not post for this catalogue any more. The supplier can allow you again.',
  post_not_found: 'This post was not found. It may have been deleted.',
};

/** The sentence for a code of the post calls. */
export function postMessage(code: string): string {
  return POST_MESSAGES[code] ?? fieldMessage(code);
}

/** The sentence for a failed post call. */
export function postErrorMessage(error: unknown): string {
  return postMessage(error instanceof RequestError ? (error.errors[0]?.code ?? '') : '');
}
