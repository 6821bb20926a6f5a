import { findProductDetail } from '../../domain/catalog/find-product-detail.ts';
import { successBody } from '../../lib/envelope.ts';
import { recordIdSchema } from '../../lib/validation.ts';
import { apiRouter } from '../api-env.ts';
import { parseParam } from '../route-params.ts';

/** Public product calls (spec §7). */
export const productRoutes = apiRouter().get('/detail/:productId', async (c) => {
  const productId = parseParam('productId', recordIdSchema, c.req.param('productId'));
  // The page itself is the same for everyone and cached; this call also carries the caller's own
  // star and note (false and null for a visitor), so the product island needs one request.
  return c.json(successBody(await findProductDetail(c.var.db, productId, c.var.viewer?.userId ?? null)));
});
