import { ownerProductPage, ownerProductPagerInput } from '#functions/domain/catalog/owner-product-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';

/** Spec §7 supplier/product: the supplier's own catalogue, for the back office and the ERP token. */
export const supplierProductRoutes = supplierRouter().post('/pager', async (c) => {
  const input = parseInput(ownerProductPagerInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await ownerProductPage(c.var.db, c.var.supplier.id, input)));
});
