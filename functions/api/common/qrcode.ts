import type { Context } from 'hono';
import { apiRouter, type ApiEnv } from '#functions/api/api-env.ts';
import { parseParam } from '#functions/api/request-input.ts';
import { findProductPath } from '#functions/domain/catalogue/product-lookups.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { qrCodePng } from '#functions/lib/qrcode/qr-code-png.ts';
import { siteUrl } from '#functions/lib/site-origin.ts';
import type { Env } from '#functions/env.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';

/**
 * The only /api answers a browser or the edge may keep: the picture depends on nothing but a public
 * address, the same for every viewer. api/app.ts leaves an answer's own cache-control alone.
 */
const QR_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Spec QR popup: a QR image of an absolute address on this site (SITE_ORIGIN). `cacheControl` says who may keep
 * it: public pages' codes anyone, a private code (the owner's app binding) nobody.
 */
export async function qrImage(
  env: Pick<Env, 'SITE_ORIGIN'>,
  path: string,
  cacheControl = QR_CACHE_CONTROL,
): Promise<Response> {
  return new Response(await qrCodePng(siteUrl(env, path)), {
    headers: { 'content-type': 'image/png', 'cache-control': cacheControl },
  });
}

/** The storefront's QR code; `field` is the path parameter that names the supplier. */
export async function supplierQrCode(c: Context<ApiEnv>, field: string): Promise<Response> {
  const supplier = await requireLiveSupplier(
    c.var.db,
    parseParam(field, supplierNameSchema, c.req.param(field)),
    field,
  );
  return qrImage(c.env, `/${supplier.name}`);
}

/** A product page's QR code; `field` is the path parameter that names the product. */
export async function productQrCode(c: Context<ApiEnv>, field: string): Promise<Response> {
  const id = parseParam(field, recordIdSchema, c.req.param(field));
  return qrImage(c.env, await findProductPath(c.var.db, id, field));
}

/**
 * Spec §7 lists both spellings of each code: /api/common/qrcode/{supplier or product}/{id}, here,
 * and /api/common/{supplier,product}/qrcode/{id}, in supplier.ts and product.ts.
 */
export const qrcodeRoutes = apiRouter()
  .get('/supplier/:name', (c) => supplierQrCode(c, 'name'))
  .get('/product/:id', (c) => productQrCode(c, 'id'));
