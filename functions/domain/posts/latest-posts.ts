import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { posts, products } from '#functions/db/schema/index.ts';
import { mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import { POSTS_PAGE_SIZE } from '#src/shared/posts.ts';

/** A video of a post: where it plays and its poster. */
export type PostVideo = { url: string; imageUrl: string | null };

/** Spec §3 post (content, image, createTime), with its id, every picture and every video of it. */
export type Post = {
  id: number;
  content: string;
  image: string | null;
  images: string[];
  videos: PostVideo[];
  createTime: number;
};
export type PostPage = { list: Post[]; total: number; pageNo: number; totalPage: number };

/** Whose posts: a supplier's (all of them, its products' included) or one product's. */
export type PostsOf = { supplierName: string } | { supplierName: string; productId: number };

const imageKeys = sql<string>`(
  select json_group_array(media.key) from (
    select key from post_medias where post_id = "posts"."id" and type = 'image' order by position
  ) media
)`;

const videoItems = sql<string>`(
  select json_group_array(json_array(media.key, media.poster_key)) from (
    select key, poster_key from post_medias where post_id = "posts"."id" and type = 'video' order by position
  ) media
)`;

function postsFilter(of: PostsOf): SQL | undefined {
  const ofSupplier = eq(posts.supplierId, activeSupplierIdByName(of.supplierName));
  if (!('productId' in of)) return ofSupplier;
  const productIsVisible = sql`exists (select 1 from ${products} where ${products.id} = ${of.productId} and ${products.status} = 'active')`;
  return and(ofSupplier, eq(posts.productId, of.productId), isNotNull(posts.productId), productIsVisible);
}

/** One page of posts, newest first, and their total: two reads for a caller's batch. */
export function latestPostsQueries(db: Database, of: PostsOf, pageNo: number) {
  const where = postsFilter(of);
  return [
    db
      .select({ id: posts.id, content: posts.content, createdAt: posts.createdAt, imageKeys, videoItems })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset((pageNo - 1) * POSTS_PAGE_SIZE),
    db.select({ total: count() }).from(posts).where(where),
  ] as const;
}

export function toPostPage(
  rows: { id: number; content: string; createdAt: number; imageKeys: string; videoItems: string }[],
  totals: { total: number }[],
  pageNo: number,
): PostPage {
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map((row) => {
      const images = (JSON.parse(row.imageKeys) as string[]).map(mediaUrl);
      const videos = (JSON.parse(row.videoItems) as [string, string | null][]).map(([key, posterKey]) => ({
        url: mediaUrl(key),
        imageUrl: mediaUrlOrNull(posterKey),
      }));
      return { id: row.id, content: row.content, image: images[0] ?? null, images, videos, createTime: row.createdAt };
    }),
    total,
    pageNo,
    totalPage: Math.ceil(total / POSTS_PAGE_SIZE),
  };
}

/** A page of posts on its own (the "more posts" call). */
export async function findLatestPosts(db: Database, of: PostsOf, pageNo: number): Promise<PostPage> {
  const [rows, totals] = await db.batch(latestPostsQueries(db, of, pageNo));
  return toPostPage(rows, totals, pageNo);
}
