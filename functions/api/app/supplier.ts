import { recordSupplierView } from '#functions/domain/engagement/recent-views.ts';
import { findAppSupplierDetail } from '#functions/domain/suppliers/supplier-detail.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { parseParam } from '#functions/api/route-params.ts';

/** Spec §7: "used when signed in" instead of common/supplier/detail; adds contacts and the viewer's note. */
export const appSupplierRoutes = signedInRouter().get('/detail/:id', async (c) => {
  const name = parseParam('id', supplierNameSchema, c.req.param('id'));
  const detail = await findAppSupplierDetail(c.var.db, c.var.viewer.userId, name);
  // The company page's signed-in island reads this once a visit: that read is the view (decision 013).
  c.executionCtx.waitUntil(recordSupplierView(c.var.db, c.var.viewer.userId, name));
  return c.json(successBody(detail));
});
