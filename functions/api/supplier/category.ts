import { listCategories } from '#functions/domain/catalog/owner-product.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { supplierRouter } from '#functions/api/api-env.ts';

/** Spec §7 GET supplier/category/list: the platform's product categories, for the product editor. */
export const supplierCategoryRoutes = supplierRouter().get('/list', async (c) =>
  c.json(successBody(await listCategories(c.var.db))),
);
