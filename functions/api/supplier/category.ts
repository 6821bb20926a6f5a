import { listCategories } from '#functions/domain/catalogue/owner-product.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

const describeCall = apiFamily('Categories');

/** Spec §7 GET supplier/category/list: the platform's product categories, for the product editor. */
export const supplierCategoryRoutes = supplierRouter().get(
  '/list',
  describeCall({ summary: 'The platform’s product categories, for a product’s categoryId.' }),
  async (c) => c.json(successBody(await listCategories(c.var.db))),
);
