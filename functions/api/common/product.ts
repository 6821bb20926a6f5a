import { compareProducts } from '#functions/domain/catalogue/compare-products.ts';
import { findProductDetail } from '#functions/domain/catalogue/product-detail.ts';
import { recordProductView } from '#functions/domain/engagement/recent-views.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { apiRouter } from '#functions/api/api-env.ts';
import { parseInput, parseParam } from '#functions/api/request-input.ts';
import { compareQuerySchema } from '#src/shared/compare.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { productQrCode } from './qrcode.ts';

/** Public product calls (spec §7). */
export const productRoutes = apiRouter()
  .get('/detail/:productId', async (c) => {
    const productId = parseParam('productId', recordIdSchema, c.req.param('productId'));
    // The spec's whole detail with the caller's own star and note (false and null for a visitor);
    // the product page itself asks app/product/viewer-state for the latter only.
    const viewerId = c.var.viewer?.userId ?? null;
    const detail = await findProductDetail(c.var.db, productId, viewerId);
    // A signed-in reading is the product page's view, remembered after the answer (decision 037).
    if (viewerId !== null) c.executionCtx.waitUntil(recordProductView(c.var.db, viewerId, productId));
    return c.json(successBody(detail));
  })
  // Issue 29 item 2: products side by side, for the comparison page and any client.
  .get('/compare', async (c) => {
    const { ids } = parseInput(compareQuerySchema, { ids: c.req.query('ids') });
    return c.json(successBody(await compareProducts(c.var.db, ids)));
  })
  .get('/qrcode/:id', (c) => productQrCode(c, 'id'));
