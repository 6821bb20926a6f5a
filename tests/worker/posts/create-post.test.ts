import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postMedias, posts, suppliers } from '#functions/db/schema/index.ts';
import { createPost } from '#functions/domain/posts/create-post.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, storeTestImage } from '#tests/worker/support/factories.ts';

const postCount = async (supplierId: number) =>
  (await db().select({ total: count() }).from(posts).where(eq(posts.supplierId, supplierId)))[0]!.total;
const versionOf = async (id: number) =>
  (await db().query.suppliers.findFirst({ where: eq(suppliers.id, id) }))!.catalogVersion;

describe('createPost', () => {
  it('writes the post, its pictures in order and the version bump together', async () => {
    const supplier = await makeSupplier(db());
    const keys = [await storeTestImage(), await storeTestImage()];
    const other = await createPost(db(), { supplierId: supplier.id, authorId: null, content: 'Before' });
    const id = await createPost(db(), {
      supplierId: supplier.id,
      authorId: null,
      content: '<p>Two pictures</p>',
      medias: keys.map((key) => ({ type: 'image', key })),
    });
    const rows = await db()
      .select({ postId: postMedias.postId, position: postMedias.position, key: postMedias.key })
      .from(postMedias)
      .where(eq(postMedias.postId, id))
      .orderBy(postMedias.position);
    expect(rows).toEqual(keys.map((key, position) => ({ postId: id, position, key })));
    expect(await db().select().from(postMedias).where(eq(postMedias.postId, other))).toEqual([]);
    expect(await versionOf(supplier.id)).toBe(3);
  });

  it('leaves no post behind when a picture cannot be written', async () => {
    const supplier = await makeSupplier(db());
    const version = await versionOf(supplier.id);
    // A picture without a key breaks NOT NULL inside the batch, after the post row was inserted.
    const broken = {
      supplierId: supplier.id,
      authorId: null,
      content: 'Half a post',
      medias: [{ type: 'image' as const, key: null as unknown as string }],
    };
    await expect(createPost(db(), broken)).rejects.toThrow();
    expect(await postCount(supplier.id)).toBe(0);
    expect(await versionOf(supplier.id)).toBe(version);
  });

  it('refuses more pictures than a post carries', async () => {
    const supplier = await makeSupplier(db());
    const medias = Array.from({ length: 10 }, () => ({ type: 'image' as const, key: 'x' }));
    await expect(
      createPost(db(), { supplierId: supplier.id, authorId: null, content: 'Too many', medias }),
    ).rejects.toThrow(/at most 9/);
    expect(await postCount(supplier.id)).toBe(0);
  });
});
