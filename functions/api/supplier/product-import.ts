import { supplierRouter } from '#functions/api/api-env.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { limitSupplierWrites } from '#functions/api/call-limits.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { exportProducts } from '#functions/domain/catalogue/export-products.ts';
import { importProducts } from '#functions/domain/catalogue/import-products.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { siteOrigin } from '#functions/lib/site-origin.ts';
import { productExportSchema, productImportSchema } from '#src/shared/product-import.ts';
import { catalogueEditor } from './catalogue-editor.ts';

const describeCall = apiFamily('Products');

/**
 * Bulk import and export of the catalogue (beyond the spec's list, which names "bulk import"):
 * POST supplier/product/import {dryRun, rows} and POST supplier/product/export {after}, for the
 * owner's workspace and the ERP's token alike. Row faults are an answer, not an error: the
 * workspace lists them by line and column.
 */
export const productImportRoutes = supplierRouter()
  .post(
    '/import',
    describeCall({
      summary:
        'Check (dryRun) or import up to 100 product rows; a known model number is updated, a new one added, and a call with any fault writes nothing.',
      body: productImportSchema,
    }),
    limitSupplierWrites('import'),
    async (c) => {
      const input = parseInput(productImportSchema, await readJsonBody(c.req.raw));
      const pictures = { bucket: c.env.MEDIA, siteOrigin: siteOrigin(c.env), fetcher: fetch, windows: c.env };
      return c.json(successBody(await importProducts(c.var.db, pictures, catalogueEditor(c), input)));
    },
  )
  .post(
    '/export',
    describeCall({ summary: 'The catalogue in the import’s columns, 500 rows a page.', body: productExportSchema }),
    async (c) => {
      const { after } = parseInput(productExportSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await exportProducts(c.var.db, c.var.supplier.id, siteOrigin(c.env), after ?? null)));
    },
  );
