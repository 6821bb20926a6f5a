import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import { postMedias, posts } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { readPictureUpload } from '#functions/domain/media/picture-upload.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { createPost } from './create-post.ts';
import { mediasInput, mediasJson, planMedias, type PlannedMedia } from './post-medias.ts';
import { MAX_POST_MEDIAS } from '#src/shared/posts.ts';
import { requireEditablePost, requirePostingRight } from './post-permissions.ts';
import type { LiveTarget } from '#functions/domain/engagement/live-target.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { readyVideos } from '#functions/domain/media/videos.ts';

const MAX_POST_CONTENT_LENGTH = 20_000;
const postContent = v.pipe(v.string('invalid_content'), v.maxLength(MAX_POST_CONTENT_LENGTH, 'content_too_long'));

/** Without a medias list the files are the post's pictures in order; with one, it orders files and videos (by vid). */
export const createPostFields = v.object({ content: v.optional(postContent, ''), medias: v.optional(mediasJson) });
export const updatePostInput = v.object({
  postId: recordIdSchema,
  content: v.optional(postContent, ''),
  medias: mediasInput,
});

/** A post says something or shows something; HTML that sanitises to nothing says nothing. */
function requireSomething(content: string, mediaCount: number): string {
  const clean = sanitizeUserHtml(content);
  if (clean === '' && mediaCount === 0) throw new DomainError('invalid', [{ field: 'content', code: 'post_empty' }]);
  return clean;
}

/** The files' media keys, in order; every file is checked before any is stored. */
async function storeImages(bucket: R2Bucket, files: File[]): Promise<string[]> {
  if (files.length > MAX_POST_MEDIAS) throw new DomainError('invalid', [{ field: 'files', code: 'too_many_files' }]);
  const uploads = await Promise.all(files.map((file) => readPictureUpload(file, 'files')));
  return Promise.all(uploads.map((upload) => storeMedia(bucket, upload)));
}

type MediaRow = { type: 'image' | 'video'; key: string; posterKey: string | null };

/**
 * The post's media rows in the plan's order: kept ones as they were, new pictures stored (only the
 * files the plan names), videos as the supplier's video host has them.
 */
async function plannedMediaRows(
  db: Database,
  bucket: R2Bucket,
  supplierId: number,
  plan: PlannedMedia[],
  kept: ReadonlyMap<string, MediaRow>,
  files: File[],
): Promise<MediaRow[]> {
  const videosOfPlan = await readyVideos(
    db,
    supplierId,
    plan.flatMap((item) => ('vid' in item ? [item.vid] : [])),
  );
  const usedFiles = files.filter((file) =>
    plan.some((item) => 'fileName' in item && item.fileName === file.name.toLowerCase()),
  );
  const storedKeys = await storeImages(bucket, usedFiles);
  const stored = new Map(usedFiles.map((file, index) => [file.name.toLowerCase(), storedKeys[index]!]));
  return plan.map((item) => {
    if ('vid' in item) return { type: 'video', ...videosOfPlan.get(item.vid)! };
    if ('key' in item) return kept.get(item.key)!;
    return { type: 'image', key: stored.get(item.fileName)!, posterKey: null };
  });
}

/** app/post/create and app/product/post/create: checks the right to post, stores the pictures, publishes. */
export async function publishPost(
  db: Database,
  bucket: R2Bucket,
  userId: number,
  target: LiveTarget,
  { content, medias: items }: v.InferOutput<typeof createPostFields>,
  files: File[],
  now = Date.now(),
): Promise<{ id: number }> {
  await requirePostingRight(db, userId, target.supplierId);
  const plan = items && planMedias(items, new Set(), new Set(files.map((file) => file.name.toLowerCase())));
  const clean = requireSomething(content, plan?.length ?? files.length);
  const medias = plan
    ? await plannedMediaRows(db, bucket, target.supplierId, plan, new Map(), files)
    : (await storeImages(bucket, files)).map((key) => ({ type: 'image' as const, key }));
  const id = await createPost(
    db,
    { supplierId: target.supplierId, productId: target.productId, authorId: userId, content: clean, medias },
    now,
  );
  return { id };
}

/** app/post/update: new content and pictures as the medias list says, in one batch with the version bump. */
export async function updatePost(
  db: Database,
  bucket: R2Bucket,
  userId: number,
  scope: EngagementKind,
  input: v.InferOutput<typeof updatePostInput>,
  files: File[],
  now = Date.now(),
): Promise<{ id: number }> {
  const post = await requireEditablePost(db, userId, input.postId, scope);
  const current = await db
    .select({ key: postMedias.key, type: postMedias.type, posterKey: postMedias.posterKey })
    .from(postMedias)
    .where(eq(postMedias.postId, post.id));
  const kept = new Map(current.map((row) => [row.key, row]));
  const uploadedNames = new Set(files.map((file) => file.name.toLowerCase()));
  const plan = planMedias(input.medias, new Set(kept.keys()), uploadedNames);
  const clean = requireSomething(input.content, plan.length);
  const rows = await plannedMediaRows(db, bucket, post.supplierId, plan, kept, files);
  const medias = rows.map((row, position) => ({ postId: post.id, position, ...row }));
  await runStatements(db, [
    db.update(posts).set({ content: clean, updatedAt: now }).where(eq(posts.id, post.id)),
    db.delete(postMedias).where(eq(postMedias.postId, post.id)),
    ...insertRows(postMedias, medias),
    bumpCatalogVersion(db, post.supplierId, now),
  ]);
  return { id: post.id };
}

/** DELETE app/post/delete/{id}: the post and its notifications go; the pages show it at once. */
export async function deletePost(
  db: Database,
  userId: number,
  scope: EngagementKind,
  postId: number,
  now = Date.now(),
): Promise<{ id: number }> {
  const post = await requireEditablePost(db, userId, postId, scope);
  await runStatements(db, [
    db.delete(posts).where(eq(posts.id, post.id)),
    bumpCatalogVersion(db, post.supplierId, now),
  ]);
  return { id: post.id };
}
