import { recentlyViewedProducts, recentlyViewedSuppliers } from '#functions/domain/engagement/recent-views.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** Spec §7: GET app/supplier/recently-list. Views are recorded by the detail reads (decision 013). */
export const supplierRecentlyViewedRoutes = signedInRouter().get('/recently-list', async (c) => c.json(successBody(await recentlyViewedSuppliers(c.var.db, c.var.viewer.userId))));

/** Spec §7: GET app/product/recently-list. */
export const productRecentlyViewedRoutes = signedInRouter().get('/recently-list', async (c) => c.json(successBody(await recentlyViewedProducts(c.var.db, c.var.viewer.userId))));
