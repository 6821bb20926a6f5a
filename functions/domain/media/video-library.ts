import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyMedias, postMedias, productMedias, products, posts, videos } from '#functions/db/schema/index.ts';
import { VIDEO_LIBRARY_LIMIT, type LibraryVideo, type VideoUse } from '#src/shared/videos.ts';
import { toVideoInfo } from './videos.ts';

/**
 * The catalogue's video library (the workspace's Videos, issue 26): every video the supplier
 * uploaded, newest first, each with where it shows — its company gallery, products, posts — found
 * by the vid those galleries keep as the video's key. One D1 round trip.
 */
export async function loadVideoLibrary(db: Database, supplierId: number): Promise<LibraryVideo[]> {
  const stored = await db
    .select()
    .from(videos)
    .where(eq(videos.supplierId, supplierId))
    .orderBy(desc(videos.createdAt), sql`rowid desc`)
    .limit(VIDEO_LIBRARY_LIMIT);
  const vids = stored.map((video) => video.vid);
  if (vids.length === 0) return [];
  const [companyUses, productUses, postUses] = await db.batch([
    db
      .select({ key: companyMedias.key })
      .from(companyMedias)
      .where(
        and(
          eq(companyMedias.supplierId, supplierId),
          eq(companyMedias.type, 'video'),
          inArray(companyMedias.key, vids),
        ),
      ),
    db
      .select({ key: productMedias.key, productId: products.id, productName: products.productName })
      .from(productMedias)
      .innerJoin(products, eq(products.id, productMedias.productId))
      .where(
        and(eq(products.supplierId, supplierId), eq(productMedias.type, 'video'), inArray(productMedias.key, vids)),
      ),
    db
      .select({ key: postMedias.key, postId: posts.id, productId: posts.productId })
      .from(postMedias)
      .innerJoin(posts, eq(posts.id, postMedias.postId))
      .where(and(eq(posts.supplierId, supplierId), eq(postMedias.type, 'video'), inArray(postMedias.key, vids))),
  ]);
  const uses = new Map<string, VideoUse[]>();
  const use = (key: string, found: VideoUse) => uses.set(key, [...(uses.get(key) ?? []), found]);
  for (const { key } of companyUses) use(key, { kind: 'company' });
  for (const { key, productId, productName } of productUses) use(key, { kind: 'product', productId, productName });
  for (const { key, postId, productId } of postUses) use(key, { kind: 'post', postId, productId });
  return stored.map((video) => ({
    ...toVideoInfo(video),
    uploadedAt: video.createdAt,
    // A gallery lists a video once; keep one use per place.
    uses: [...new Map((uses.get(video.vid) ?? []).map((found) => [JSON.stringify(found), found])).values()],
  }));
}
