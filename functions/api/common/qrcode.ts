import type { Context } from 'hono';
import { findProductPath } from '#functions/domain/catalog/product-link.ts';
import { findSupplierByName, requireActiveSupplier } from '#functions/domain/suppliers/find-supplier.ts';
import { supplierNameSchema } from '#functions/domain/suppliers/supplier-name.ts';
import { qrCodePng } from '#functions/lib/qrcode/qr-code-png.ts';
import { recordIdSchema } from '#functions/lib/validation.ts';
import { apiRouter, type ApiEnv } from '#functions/api/api-env.ts';
import { parseParam } from '#functions/api/route-params.ts';

/**
 * The only /api answers a browser or the edge may keep: the picture depends on nothing but a public
 * address, the same for every viewer. api/app.ts leaves an answer's own cache-control alone.
 */
const QR_CACHE_CONTROL = 'public, max-age=86400';

/** Spec QR popup: a QR image of the page's absolute address, on this site's origin. */
async function qrAnswer(c: Context<ApiEnv>, path: string): Promise<Response> {
  const png = await qrCodePng(`${new URL(c.req.url).origin}${path}`);
  return c.body(png, 200, { 'content-type': 'image/png', 'cache-control': QR_CACHE_CONTROL });
}

async function supplierQr(c: Context<ApiEnv>, field: string): Promise<Response> {
  const name = parseParam(field, supplierNameSchema, c.req.param(field) ?? '');
  const supplier = requireActiveSupplier(await findSupplierByName(c.var.db, name), field);
  return qrAnswer(c, `/${supplier.name}`);
}

async function productQr(c: Context<ApiEnv>): Promise<Response> {
  const id = parseParam('id', recordIdSchema, c.req.param('id') ?? '');
  return qrAnswer(c, await findProductPath(c.var.db, id, 'id'));
}

/**
 * Spec §7 lists both spellings of each code: /api/common/qrcode/{supplier or product}/{id} and
 * /api/common/{product,supplier}/qrcode/{id}. They live together here; mounted at /api/common.
 */
export const qrcodeRoutes = apiRouter()
  .get('/qrcode/supplier/:name', (c) => supplierQr(c, 'name'))
  .get('/supplier/qrcode/:supplierName', (c) => supplierQr(c, 'supplierName'))
  .get('/qrcode/product/:id', (c) => productQr(c))
  .get('/product/qrcode/:id', (c) => productQr(c));
