import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { activeSupplierIdByName, requireActiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { siteUrl } from '#functions/lib/site-origin.ts';
import type { Env } from '#functions/env.ts';
import { renderPdf } from '#functions/pdf/render-pdf.ts';
import { printPagePath } from '#src/shared/catalogue-pdf.ts';
import { catalogMenuQuery, findMenuPath, toCatalogMenuTree } from './catalogue-menu-tree.ts';
import { MENU_NOT_FOUND } from './edit-product.ts';
import type { StorefrontQuery } from './storefront-page.ts';

// The PDF catalogue (issue 29 item 4, decision 077): rendered once per catalogue version and
// filter, kept in R2, and served from there until the catalogue changes. An edit moves the version,
// so the next download renders anew; the copies of older versions are deleted then.

export type PdfFilter = Pick<StorefrontQuery, 'keyword' | 'sort' | 'menuId'>;

/** The catalogue a PDF is of, and where its copy for this version and filter is kept. */
export type PdfTarget = { supplierId: number; name: string; companyName: string; key: string; prefix: string };

/** Which PDF a filter names, or why there is none: no such live catalogue, or a menu not its own. */
export async function findPdfTarget(db: Database, supplierName: string, filter: PdfFilter): Promise<PdfTarget> {
  const [[supplier], menuRows] = await db.batch([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        status: suppliers.status,
        companyName: suppliers.companyName,
        catalogVersion: suppliers.catalogVersion,
      })
      .from(suppliers)
      .where(eq(suppliers.name, supplierName)),
    catalogMenuQuery(db, activeSupplierIdByName(supplierName)),
  ]);
  const live = requireActiveSupplier(supplier, 'name');
  if (filter.menuId !== null && !findMenuPath(toCatalogMenuTree(menuRows), filter.menuId))
    throw new DomainError('not_found', [{ field: 'menu', code: MENU_NOT_FOUND }]);
  const filterHash = (await sha256Hex(`${filter.menuId ?? ''}\n${filter.sort}\n${filter.keyword}`)).slice(0, 24);
  const prefix = `catalogue-pdf/${live.id}/`;
  return {
    supplierId: live.id,
    name: live.name,
    companyName: live.companyName,
    prefix,
    key: `${prefix}${live.catalogVersion}/${filterHash}.pdf`,
  };
}

/** The kept copy of this version and filter, if one was rendered. */
export function findKeptPdf(bucket: R2Bucket, target: PdfTarget): Promise<R2ObjectBody | null> {
  return bucket.get(target.key);
}

/** Renders the filter's printed page to PDF and keeps it; the copies of older versions go. */
export async function renderCataloguePdf(
  env: Pick<
    Env,
    'MEDIA' | 'SITE_ORIGIN' | 'BROWSER_RENDERING_ACCOUNT_ID' | 'BROWSER_RENDERING_API_TOKEN' | 'PDF_RENDERER_ORIGIN'
  >,
  target: PdfTarget,
  filter: PdfFilter,
): Promise<ArrayBuffer> {
  const page = siteUrl(
    env,
    printPagePath(target.name, { menu: filter.menuId, keyword: filter.keyword, sort: filter.sort }),
  );
  const pdf = await renderPdf(env, page);
  await env.MEDIA.put(target.key, pdf, { httpMetadata: { contentType: 'application/pdf' } });
  const version = target.key.slice(target.prefix.length).split('/')[0];
  const kept = await env.MEDIA.list({ prefix: target.prefix });
  const stale = kept.objects
    .map((object) => object.key)
    .filter((key) => !key.startsWith(`${target.prefix}${version}/`));
  if (stale.length > 0) await env.MEDIA.delete(stale);
  return pdf;
}
