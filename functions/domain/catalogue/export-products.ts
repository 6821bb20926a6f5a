import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { categories, productMedias, products, productSpecs } from '#functions/db/schema/index.ts';
import { mediaUrl } from '#functions/lib/media/media-key.ts';
import { EXPORT_ROWS_PER_PAGE, type ExportPage } from '#src/shared/product-import.ts';
import type { NameValue } from '#src/shared/owner-products.ts';
import { menuPathsOf } from './owner-menu-tree.ts';

// POST supplier/product/export: the catalogue in the bulk import's shape, a page at a time in id
// order (keyset, so a 100,000-product catalogue pages as fast at the end as at the start). Menus
// are written as paths and categories by name, as the import reads them; pictures as this site's
// addresses, which the import takes back as the same pictures. Videos are left to the editor.

function inIds(column: typeof productSpecs.productId | typeof productMedias.productId, ids: number[]) {
  return sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;
}

export async function exportProducts(
  db: Database,
  supplierId: number,
  siteOrigin: string,
  after: number | null,
): Promise<ExportPage> {
  const page = await db
    .select()
    .from(products)
    .where(and(eq(products.supplierId, supplierId), after === null ? undefined : gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(EXPORT_ROWS_PER_PAGE + 1);
  const rows = page.slice(0, EXPORT_ROWS_PER_PAGE);
  const ids = rows.map((row) => row.id);
  const [specs, medias, categoryRows] = await db.batch([
    db
      .select()
      .from(productSpecs)
      .where(inIds(productSpecs.productId, ids))
      .orderBy(asc(productSpecs.productId), asc(productSpecs.position)),
    db
      .select({ productId: productMedias.productId, key: productMedias.key })
      .from(productMedias)
      .where(and(inIds(productMedias.productId, ids), eq(productMedias.type, 'image')))
      .orderBy(asc(productMedias.productId), asc(productMedias.position)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.supplierId, supplierId)),
  ]);
  const menus = await menuPathsOf(db, supplierId);
  const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
  const specsByProduct = Map.groupBy(specs, (spec) => `${spec.productId}:${spec.section}`);
  const specsOf = (productId: number, section: string): NameValue[] =>
    (specsByProduct.get(`${productId}:${section}`) ?? []).map(({ name, value }) => ({ name, value }));
  const imagesByProduct = Map.groupBy(medias, (media) => media.productId);
  return {
    rows: rows.map((product) => ({
      modelNumber: product.modelNumber,
      productName: product.productName,
      brandName: product.brandName,
      origin: product.origin,
      price: product.price,
      port: product.port,
      supplyAbility: product.supplyAbility,
      service: product.service,
      category: product.categoryId === null ? '' : (categoryNames.get(product.categoryId) ?? ''),
      menu: product.menuId === null ? '' : (menus.get(product.menuId) ?? ''),
      status: product.status,
      description: product.description,
      highlights: specsOf(product.id, 'highlight'),
      technicalDatas: specsOf(product.id, 'technical'),
      logisticDatas: specsOf(product.id, 'logistic'),
      images: (imagesByProduct.get(product.id) ?? []).map((media) => `${siteOrigin}${mediaUrl(media.key)}`),
    })),
    nextAfter: page.length > EXPORT_ROWS_PER_PAGE ? rows.at(-1)!.id : null,
  };
}
