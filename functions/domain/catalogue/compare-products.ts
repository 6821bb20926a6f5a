import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, productSpecs, suppliers } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { productPath } from '#src/shared/catalog-paths.ts';
import { compareSections, type ComparedProduct, type Comparison } from '#src/shared/compare.ts';
import { namedProductFields } from '#src/shared/product-fields.ts';
import { productCardColumns } from './product-cards.ts';

/** The product page's General rows a comparison lines up, by the names that page gives them. */
const COMPARED_FIELDS = ['price', 'modelNumber', 'origin', 'supplyAbility', 'brandName'] as const;

/**
 * Products of any suppliers side by side, in the order asked (issue 29 item 2), in one D1 round
 * trip. Only what a visitor may see: an inactive product or one of a disabled catalogue is listed
 * in `missing`, as an unknown id is, so a shared comparison says what went away.
 */
export async function compareProducts(db: Database, productIds: number[]): Promise<Comparison> {
  const [rows, specs] = await db.batch([
    db
      .select({
        ...productCardColumns,
        origin: products.origin,
        supplyAbility: products.supplyAbility,
        brandName: products.brandName,
        supplierName: suppliers.name,
        companyName: suppliers.companyName,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(and(inArray(products.id, productIds), eq(products.status, 'active'), eq(suppliers.status, 'active'))),
    db
      .select()
      .from(productSpecs)
      .where(and(inArray(productSpecs.productId, productIds), inArray(productSpecs.section, ['technical', 'logistic'])))
      .orderBy(asc(productSpecs.productId), asc(productSpecs.section), asc(productSpecs.position)),
  ]);
  const specsOf = (productId: number, section: 'technical' | 'logistic') =>
    specs
      .filter((spec) => spec.productId === productId && spec.section === section)
      .map(({ name, value }) => ({ name, value }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const compared: ComparedProduct[] = productIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        href: productPath(row.supplierName, row),
        image: mediaUrlOrNull(row.imageKey),
        modelNumber: row.modelNumber,
        productName: row.productName,
        supplier: { name: row.supplierName, companyName: row.companyName },
        general: namedProductFields(row, COMPARED_FIELDS),
        technical: specsOf(id, 'technical'),
        logistic: specsOf(id, 'logistic'),
      },
    ];
  });
  return {
    products: compared,
    sections: compareSections(compared),
    missing: productIds.filter((id) => !byId.has(id)),
  };
}
