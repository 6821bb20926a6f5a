import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRows, runStatements, type Statement } from '../../db/batch.ts';
import { productAccessories, productDocuments, productMedias, products, productSpecs, type ProductSpecSection } from '../../db/schema/index.ts';
import type { MediaType } from '../../db/schema/columns.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { bumpCatalogVersion } from '../suppliers/catalog-version.ts';
import { productIndexStatements } from './product-search-index.ts';

export type NameValue = { name: string; value: string };

/** A product with every section of the spec's product detail. */
export type NewProduct = {
  menuId?: number | null;
  categoryId?: number | null;
  modelNumber: string;
  productName: string;
  price?: string;
  origin?: string;
  supplyAbility?: string;
  brandName?: string;
  port?: string;
  service?: string;
  /** HTML; sanitised here. */
  description?: string;
  status?: 'active' | 'disabled';
  medias?: { type: MediaType; key: string; posterKey?: string | null }[];
  highlights?: NameValue[];
  technicalDatas?: NameValue[];
  logisticDatas?: NameValue[];
  documents?: { name: string; key: string; size: number; mimeType: string }[];
  createdAt?: number;
  updatedAt?: number;
};

/** Products written per pair of round trips: one to get their ids, one for everything else. */
const PRODUCTS_PER_CHUNK = 100;

function specRows(productId: number, section: ProductSpecSection, values: NameValue[] = []) {
  return values.map((spec, position) => ({ productId, section, position, ...spec }));
}

/**
 * Adds products to a supplier's catalogue with all their parts, keeps the search index in step and
 * bumps the catalogue version. Returns the new ids in input order.
 */
export async function insertProducts(db: Database, supplierId: number, items: NewProduct[], now = Date.now()): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += PRODUCTS_PER_CHUNK) {
    const chunk = items.slice(start, start + PRODUCTS_PER_CHUNK);
    const rows = chunk.map(({ medias, highlights, technicalDatas, logisticDatas, documents, ...product }) => ({
      ...product,
      supplierId,
      description: sanitizeUserHtml(product.description ?? ''),
      createdAt: product.createdAt ?? now,
      updatedAt: product.updatedAt ?? product.createdAt ?? now,
    }));
    const [first, ...rest] = rows.map((row) => db.insert(products).values(row).returning({ id: products.id }));
    if (!first) continue;
    const inserted = await db.batch([first, ...rest]);
    const chunkIds = inserted.map((result) => {
      const id = result[0]?.id;
      if (id === undefined) throw new Error('product insert returned no row');
      return id;
    });

    const statements: Statement[] = [];
    chunk.forEach((item, index) => {
      const productId = chunkIds[index]!;
      const row = rows[index]!;
      statements.push(
        ...insertRows(db, productMedias, (item.medias ?? []).map((media, position) => ({ productId, position, posterKey: null, ...media }))),
        ...insertRows(db, productSpecs, [
          ...specRows(productId, 'highlight', item.highlights),
          ...specRows(productId, 'technical', item.technicalDatas),
          ...specRows(productId, 'logistic', item.logisticDatas),
        ]),
        ...insertRows(db, productDocuments, (item.documents ?? []).map((document, position) => ({ productId, position, ...document }))),
        ...productIndexStatements({
          id: productId,
          supplierId,
          modelNumber: row.modelNumber,
          productName: row.productName,
          brandName: row.brandName ?? '',
          status: row.status ?? 'active',
        }),
      );
    });
    statements.push(bumpCatalogVersion(db, supplierId, now));
    await runStatements(db, statements);
    ids.push(...chunkIds);
  }
  return ids;
}

/** Replaces a product's accessories (related products, shown four per row). */
export async function setProductAccessories(db: Database, supplierId: number, productId: number, accessoryIds: number[], now = Date.now()): Promise<void> {
  await runStatements(db, [
    db.delete(productAccessories).where(eq(productAccessories.productId, productId)),
    ...insertRows(db, productAccessories, accessoryIds.map((accessoryId, position) => ({ productId, accessoryId, position }))),
    db.update(products).set({ updatedAt: now }).where(eq(products.id, productId)),
    bumpCatalogVersion(db, supplierId, now),
  ]);
}
