import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { posts, suppliers, users } from '#functions/db/schema/index.ts';
import { mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import type { LiveTarget } from '#functions/domain/engagement/live-target.ts';
import { mayChangePost } from './post-permissions.ts';
import type { Page } from '#src/shared/api.ts';
import { POSTS_PAGE_SIZE, type AppPost } from '#src/shared/posts.ts';

/** Spec §7: {supplierId | productId, pageNo, pageSize=10}; the API resolves the target. */
export const appPostPagerInput = v.object(pagerEntries(POSTS_PAGE_SIZE, 50));

const mediaList = sql<string>`(
  select json_group_array(json_object('key', media.key, 'type', media.type, 'posterKey', media.poster_key)) from (
    select key, type, poster_key from post_medias where post_id = "posts"."id" order by position
  ) media
)`;

/** app/post/list: a supplier's own posts (not its products'); app/product/post/list: one product's. */
export async function findAppPostList(
  db: Database,
  userId: number,
  target: LiveTarget,
  pager: { pageNo: number; pageSize: number },
): Promise<Page<AppPost>> {
  const where = and(
    eq(posts.supplierId, target.supplierId),
    target.productId === null ? isNull(posts.productId) : eq(posts.productId, target.productId),
  );
  const [rows, totals] = await db.batch([
    db
      .select({
        id: posts.id,
        productId: posts.productId,
        content: posts.content,
        createTime: posts.createdAt,
        updateTime: posts.updatedAt,
        medias: mediaList,
        authorId: posts.authorId,
        authorName: users.name,
        canEdit: mayChangePost(userId),
      })
      .from(posts)
      .innerJoin(suppliers, eq(suppliers.id, posts.supplierId))
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(pager.pageSize)
      .offset(pageOffset(pager)),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const list = rows.map(({ medias, authorId, authorName, canEdit, ...row }) => {
    const items = (JSON.parse(medias) as { key: string; type: 'image' | 'video'; posterKey: string | null }[]).map(
      ({ posterKey, ...media }) => ({ ...media, url: mediaUrl(media.key), posterUrl: mediaUrlOrNull(posterKey) }),
    );
    return {
      ...row,
      image: items.find((media) => media.type === 'image')?.url ?? null,
      medias: items,
      author: authorId === null ? null : { id: authorId, name: authorName ?? '' },
      canEdit: Boolean(canEdit),
    };
  });
  return toPage(list, totals[0]?.total ?? 0, pager);
}
