import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { postMedias, posts } from '#functions/db/schema/index.ts';
import type { MediaType } from '#functions/db/schema/columns.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { MAX_POST_MEDIAS } from '#src/shared/posts.ts';

export type NewPost = {
  supplierId: number;
  productId?: number | null;
  authorId: number | null;
  /** HTML; sanitised here. */
  content: string;
  medias?: { type: MediaType; key: string; posterKey?: string | null }[];
  createdAt?: number;
};

/**
 * The id of the post inserted just before, inside the same batch: D1 runs a batch as one
 * transaction and ids only grow (AUTOINCREMENT), so the newest post is ours. Not
 * last_insert_rowid(), which moves after each picture row of a multi-row insert.
 */
const justInsertedPostId = sql<number>`(select max(${posts.id}) from ${posts})`;

/**
 * Publishes a post on the supplier's pages (or one product's page); returns its id. The post, its
 * pictures and the version bump are one batch: a post is never seen without its pictures.
 */
export async function createPost(db: Database, post: NewPost, now = Date.now()): Promise<number> {
  // Four bound values a picture: the cap keeps the insert inside D1's 100 per statement.
  if ((post.medias?.length ?? 0) > MAX_POST_MEDIAS)
    throw new Error(`a post carries at most ${MAX_POST_MEDIAS} pictures`);
  const createdAt = post.createdAt ?? now;
  const medias = (post.medias ?? []).map((media, position) => ({
    postId: justInsertedPostId,
    position,
    type: media.type,
    key: media.key,
    posterKey: media.posterKey ?? null,
  }));
  const insertPost = db
    .insert(posts)
    .values({
      supplierId: post.supplierId,
      productId: post.productId ?? null,
      authorId: post.authorId,
      content: sanitizeUserHtml(post.content),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: posts.id });
  const bump = bumpCatalogVersion(db, post.supplierId, now);
  const [[row]] =
    medias.length > 0
      ? await db.batch([insertPost, db.insert(postMedias).values(medias), bump])
      : await db.batch([insertPost, bump]);
  if (!row) throw new Error('post insert returned no row');
  return row.id;
}
