import type { Context } from 'hono';
import { productTargetInput } from '#functions/domain/engagement/engagement-targets.ts';
import { markProduct, productIsNewInput, setProductIsNew, unmarkProduct, type ProductMark } from '#functions/domain/engagement/product-marks.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/lib/validation.ts';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';

/** Answers the flag's new value: { followed } or { watch }. */
function toggle(mark: ProductMark, on: boolean) {
  return async (c: Context<SignedInEnv>) => {
    const { productId } = parseInput(productTargetInput, await readJsonBody(c.req.raw));
    const change = on ? markProduct : unmarkProduct;
    return c.json(successBody(await change(c.var.db, c.var.viewer.userId, productId, mark)));
  };
}

/** Spec §7: POST app/product/follow, unfollow {productId}; is-new {productId, isNew} (star is in product.ts). */
export const appProductMarkRoutes = signedInRouter()
  .post('/follow', toggle('followed', true))
  .post('/unfollow', toggle('followed', false))
  .post('/is-new', async (c) => {
    const input = parseInput(productIsNewInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await setProductIsNew(c.var.db, c.var.viewer.userId, input)));
  });

/** Spec §7: product-watch watch and unwatch {productId}. */
export const appProductWatchRoutes = signedInRouter().post('/watch', toggle('watch', true)).post('/unwatch', toggle('watch', false));
