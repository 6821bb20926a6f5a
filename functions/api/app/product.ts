import { signedInRouter } from '#functions/api/api-env.ts';
import { parseInput, parseParam, readJsonBody } from '#functions/api/request-input.ts';
import { saveProductNote } from '#functions/domain/engagement/notes.ts';
import { recentlyViewedProducts, recordProductView } from '#functions/domain/engagement/recent-views.ts';
import { findProductViewerState } from '#functions/domain/engagement/viewer-state.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { productNoteInput } from '#src/shared/engagement.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { isNewHandler, markRoutes } from './marks.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/** Spec §7 app/product: the signed-in user's star, follow, note and views of products. */
export const appProductRoutes = signedInRouter()
  .route('/', markRoutes('product', ['followed', 'star']))
  .post('/is-new', isNewHandler('product'))
  // Answers the saved note, or an empty one when empty content deleted it.
  .post('/note', limitWrites('note'), async (c) => {
    const input = parseInput(productNoteInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await saveProductNote(c.var.db, c.var.viewer.userId, input)));
  })
  .get('/recently-list', async (c) => c.json(successBody(await recentlyViewedProducts(c.var.db, c.var.viewer.userId))))
  /**
   * Beyond the spec: only the viewer's own state (star, marks, note) for the product page, which is
   * cached and the same for everyone; one D1 round trip where common/product/detail reads the whole
   * page again. Like that call, the read is the product page's view (decision 037).
   */
  .get('/viewer-state/:productId', async (c) => {
    const productId = parseParam('productId', recordIdSchema, c.req.param('productId'));
    const state = await findProductViewerState(c.var.db, c.var.viewer.userId, productId);
    c.executionCtx.waitUntil(recordProductView(c.var.db, c.var.viewer.userId, productId));
    return c.json(successBody(state));
  });
