import { listOwnCategories, saveOwnCategories } from '#functions/domain/catalogue/categories.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { categoryListSchema } from '#src/shared/product-categories.ts';
import { catalogueEditor } from './catalogue-editor.ts';

const describeCall = apiFamily('Categories');

/**
 * Spec §7 GET supplier/category/list: the supplier's own product categories, for a product's
 * categoryId; beyond the spec (docs/back-office.md) PUT list, the owner's whole list at once.
 */
export const supplierCategoryRoutes = supplierRouter()
  .get('/list', describeCall({ summary: 'Your product categories, for a product’s categoryId.' }), async (c) =>
    c.json(successBody(await listOwnCategories(c.var.db, c.var.supplier.id))),
  )
  .put(
    '/list',
    describeCall({
      summary:
        'Replace your category list: rows with an id are kept (renamed), rows without are added, others deleted.',
      body: categoryListSchema,
    }),
    async (c) => {
      const input = parseInput(categoryListSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await saveOwnCategories(c.var.db, catalogueEditor(c), input)));
    },
  );
