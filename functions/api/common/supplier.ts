import { saveSupplierNote } from '#functions/domain/engagement/notes.ts';
import {
  findCatalogMenus,
  findSupplierDetail,
  findSupplierMeta,
  requireActiveShell,
} from '#functions/domain/suppliers/supplier-detail.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import { hostnameRule } from '#src/shared/custom-domain.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody, parseParam } from '#functions/api/request-input.ts';
import { apiRouter, signedInRouter } from '#functions/api/api-env.ts';
import { supplierNoteInput } from '#src/shared/engagement.ts';
import { readStorefrontQuery } from '#functions/domain/catalogue/storefront-page.ts';
import { cataloguePdfAnswer } from './catalogue-pdf.ts';
import { supplierQrCode } from './qrcode.ts';
import { webAppManifest } from '#functions/domain/suppliers/web-app-manifest.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/** Public supplier calls of the page shell (spec §7); each path segment is the supplier's URL name. */
export const supplierRoutes = apiRouter()
  // "used when not signed in"; signed-in browsers call api/app/supplier/detail/{id}.
  .get('/detail/:id', async (c) => {
    const name = parseParam('id', supplierNameSchema, c.req.param('id'));
    return c.json(successBody(await findSupplierDetail(c.var.db, name)));
  })
  // "returns supplier meta": favicon, logo, colours, meta description, and whose they are. The
  // name is the catalogue's URL name, or its own domain (a name never has a dot, a domain always).
  .get('/domain/:name', async (c) => {
    const address = c.req.param('name');
    const lookup = address.includes('.')
      ? { domain: parseParam('name', hostnameRule, address) }
      : { name: parseParam('name', supplierNameSchema, address) };
    return c.json(successBody(await findSupplierMeta(c.var.db, lookup)));
  })
  .get('/catalog-menus/:name', async (c) => {
    const name = parseParam('name', supplierNameSchema, c.req.param('name'));
    return c.json(successBody(await findCatalogMenus(c.var.db, name)));
  })
  .get('/qrcode/:supplierName', (c) => supplierQrCode(c, 'supplierName'))
  // Issue 29 item 4: the storefront's filter (menu, keyword, sort, as its query string) as a PDF.
  .get('/catalogue-pdf/:name', async (c) => {
    const name = parseParam('name', supplierNameSchema, c.req.param('name'));
    const { keyword, sort, menuId } = readStorefrontQuery(new URL(c.req.url).searchParams);
    return cataloguePdfAnswer({ db: c.var.db, env: c.env, request: c.req.raw }, name, { keyword, sort, menuId });
  })
  // Issue 29 item 5: the catalogue as an installable app. Its pages link it with their version,
  // so a copy can be kept a day; a new version is a new address.
  .get('/manifest/:name', async (c) => {
    const name = parseParam('name', supplierNameSchema, c.req.param('name'));
    const manifest = webAppManifest(await requireActiveShell(c.var.db, name, 'name'));
    return new Response(JSON.stringify(manifest), {
      headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=86400' },
    });
  });

/**
 * POST api/common/supplier/note: under the common prefix as the spec lists it, yet a note is the
 * viewer's own, so api/app.ts mounts this behind requireViewer. Empty content deletes the note (null).
 */
export const supplierNoteRoutes = signedInRouter().post('/', limitWrites('note'), async (c) => {
  const input = parseInput(supplierNoteInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await saveSupplierNote(c.var.db, c.var.viewer.userId, input)));
});
