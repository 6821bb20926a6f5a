import { supplierRouter } from '#functions/api/api-env.ts';
import { cataloguePdfAnswer } from '#functions/api/common/catalogue-pdf.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { DEFAULT_PRODUCT_SORT } from '#src/shared/catalog.ts';

const describeCall = apiFamily('Catalogue');

/** Beyond the spec (issue 29 item 4): GET catalogue/pdf, the whole catalogue as the PDF a visitor downloads. */
export const cataloguePdfRoutes = supplierRouter().get(
  '/pdf',
  describeCall({
    summary: 'The whole catalogue as a PDF: cover, contents by menu, each product with its QR code.',
    description:
      'At most 500 products, newest first. Kept per catalogue version: a download after an edit renders anew (a few seconds).',
    file: 'application/pdf',
  }),
  (c) =>
    cataloguePdfAnswer({ db: c.var.db, env: c.env, request: c.req.raw }, c.var.supplier.name, {
      keyword: '',
      sort: DEFAULT_PRODUCT_SORT,
      menuId: null,
    }),
);
