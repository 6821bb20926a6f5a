import type { Database } from '#functions/db/client.ts';
import { createPost } from '#functions/domain/posts/create-post.ts';
import type { PlannedProduct } from '#functions/local/seed/catalogue/plan-catalogue.ts';
import type { SeededProduct } from '#functions/local/seed/catalogue/write-catalogue.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductKind } from '#functions/local/seed/images/drawings/index.ts';
import { SCENES } from '#functions/local/seed/images/scenes/index.ts';
import { tradeShowBooth } from '#functions/local/seed/images/scenes/trade-show-booth.ts';
import type { SeedAccounts } from '#functions/local/seed/seed-accounts.ts';
import { HOUR, SEED_TIME } from '#functions/local/seed/seed-time.ts';
import type { SupplierMediaContext } from './supplier-media.ts';
import type { PostImage, PostSeed } from './supplier-seed.ts';

function byModel<T extends { modelNumber: string }>(items: T[], model: string): T {
  const found = items.find((item) => item.modelNumber === model);
  if (!found) throw new Error(`a post refers to unknown product ${model}`);
  return found;
}

/**
 * Keys of each post's drawn pictures (scenes, booths); null where the picture is one of a product's
 * gallery, whose key writePosts takes from the product.
 */
export function storePostImages(
  posts: PostSeed[],
  plan: PlannedProduct[],
  context: SupplierMediaContext,
): Promise<(string | null)[][]> {
  const products = plan.map((item) => ({ ...item.product, kind: item.line.kind }));
  const pictureSvg = (image: Exclude<PostImage, { product: string }>): string => {
    if (typeof image === 'string') return SCENES[image](context.sceneBrand);
    const exhibits = image.exhibits.map((model): [ProductKind, Finish] => [
      byModel(products, model).kind,
      byModel(products, model).finish,
    ]);
    return tradeShowBooth(context.sceneBrand, exhibits, image.booth);
  };
  return Promise.all(
    posts.map((post) =>
      Promise.all(
        (post.images ?? []).map((image) =>
          typeof image === 'object' && 'product' in image ? null : context.media.svg(pictureSvg(image)),
        ),
      ),
    ),
  );
}

/** Oldest first, so post ids grow with their time, as they would in real use. */
export async function writePosts(
  db: Database,
  supplierId: number,
  posts: PostSeed[],
  images: (string | null)[][],
  products: SeededProduct[],
  accounts: SeedAccounts,
): Promise<void> {
  const order = posts.map((post, index) => ({ post, index })).sort((a, b) => b.post.hoursAgo - a.post.hoursAgo);
  for (const { post, index } of order) {
    const keys = (post.images ?? []).map((image, imageIndex) => {
      const key =
        typeof image === 'object' && 'product' in image
          ? byModel(products, image.product).imageKeys[image.picture]
          : images[index]![imageIndex];
      if (!key) throw new Error(`picture ${imageIndex} of a post has no stored image`);
      return key;
    });
    const createdAt = SEED_TIME - post.hoursAgo * HOUR;
    await createPost(
      db,
      {
        supplierId,
        productId: post.product ? byModel(products, post.product).id : null,
        authorId: await accounts.idOf(post.author),
        content: post.content,
        medias: keys.map((key) => ({ type: 'image' as const, key })),
        createdAt,
      },
      createdAt,
    );
  }
}
