import type { Database } from '../../db/client.ts';
import { insertRows, runStatements } from '../../db/batch.ts';
import { postMedias, posts } from '../../db/schema/index.ts';
import type { MediaType } from '../../db/schema/columns.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { bumpCatalogVersion } from '../suppliers/catalog-version.ts';

export type NewPost = {
  supplierId: number;
  productId?: number | null;
  authorId: number | null;
  /** HTML; sanitised here. */
  content: string;
  medias?: { type: MediaType; key: string; posterKey?: string | null }[];
  createdAt?: number;
};

/** Publishes a post on the supplier's pages (or one product's page); returns its id. */
export async function createPost(db: Database, post: NewPost, now = Date.now()): Promise<number> {
  const createdAt = post.createdAt ?? now;
  const [row] = await db
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
  if (!row) throw new Error('post insert returned no row');
  await runStatements(db, [
    ...insertRows(postMedias, (post.medias ?? []).map((media, position) => ({ postId: row.id, position, ...media }))),
    bumpCatalogVersion(db, post.supplierId, now),
  ]);
  return row.id;
}
