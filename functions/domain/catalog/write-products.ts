import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRows, runStatements, type Statement } from '../../db/batch.ts';
import { productAccessories, productDocuments, productMedias, products, productSpecs, type ProductSpecSection } from '../../db/schema/index.ts';
import type { MediaType } from '../../db/schema/columns.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { bumpCatalogVersion } from '../suppliers/catalog-version.ts';
import { indexNewProducts } from './product-search-index.ts';

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

/** Products written per transaction. */
const PRODUCTS_PER_CHUNK = 500;
/** Attempts when another writer took the ids we meant to use. */
const MAX_ID_ATTEMPTS = 3;

function specRows(productId: number, section: ProductSpecSection, values: NameValue[] = []) {
  return values.map((spec, position) => ({ productId, section, position, ...spec }));
}

/** The id the next product would get: products.id is AUTOINCREMENT, so ids never come back. */
async function lastProductId(db: Database): Promise<number> {
  const [row] = await db.select({ seq: sql<number>`coalesce((select seq from sqlite_sequence where name = 'products'), 0)` }).from(sql`(select 1)`);
  return row?.seq ?? 0;
}

function isProductIdTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: products\.id/.test(`${error.message} ${String(error.cause ?? '')}`);
}

/**
 * Adds products to a supplier's catalogue with all their parts, keeps the search index in step and
 * bumps the catalogue version. Returns the new ids in input order.
 */
export async function insertProducts(db: Database, supplierId: number, items: NewProduct[], now = Date.now()): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += PRODUCTS_PER_CHUNK) {
    ids.push(...(await insertProductChunk(db, supplierId, items.slice(start, start + PRODUCTS_PER_CHUNK), now)));
  }
  return ids;
}

/**
 * One chunk in one transaction, products and parts together, so a failure leaves nothing behind.
 * The ids are chosen first (the parts must name them); a writer that took them meanwhile makes the
 * batch fail on the primary key, and we choose again.
 */
async function insertProductChunk(db: Database, supplierId: number, chunk: NewProduct[], now: number): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    const firstId = (await lastProductId(db)) + 1;
    const ids = chunk.map((_, index) => firstId + index);
    try {
      await runStatements(db, productChunkStatements(db, supplierId, chunk, ids, now));
      return ids;
    } catch (error) {
      if (attempt >= MAX_ID_ATTEMPTS || !isProductIdTaken(error)) throw error;
    }
  }
}

function productChunkStatements(db: Database, supplierId: number, chunk: NewProduct[], ids: number[], now: number): Statement[] {
  const parts = chunk.map((item, index) => ({ item, productId: ids[index]! }));
  const rows = parts.map(({ item: { medias, highlights, technicalDatas, logisticDatas, documents, ...product }, productId }) => ({
    ...product,
    id: productId,
    supplierId,
    description: sanitizeUserHtml(product.description ?? ''),
    createdAt: product.createdAt ?? now,
    updatedAt: product.updatedAt ?? product.createdAt ?? now,
  }));
  return [
    ...insertRows(products, rows),
    ...insertRows(productMedias, parts.flatMap(({ item, productId }) => (item.medias ?? []).map((media, position) => ({ productId, position, posterKey: null, ...media })))),
    ...insertRows(
      productSpecs,
      parts.flatMap(({ item, productId }) => [
        ...specRows(productId, 'highlight', item.highlights),
        ...specRows(productId, 'technical', item.technicalDatas),
        ...specRows(productId, 'logistic', item.logisticDatas),
      ]),
    ),
    ...insertRows(productDocuments, parts.flatMap(({ item, productId }) => (item.documents ?? []).map((document, position) => ({ productId, position, ...document })))),
    indexNewProducts(ids),
    bumpCatalogVersion(db, supplierId, now),
  ];
}

/** Replaces a product's accessories (related products, shown four per row). */
export async function setProductAccessories(db: Database, supplierId: number, productId: number, accessoryIds: number[], now = Date.now()): Promise<void> {
  await runStatements(db, [
    db.delete(productAccessories).where(eq(productAccessories.productId, productId)),
    ...insertRows(productAccessories, accessoryIds.map((accessoryId, position) => ({ productId, accessoryId, position }))),
    db.update(products).set({ updatedAt: now }).where(eq(products.id, productId)),
    bumpCatalogVersion(db, supplierId, now),
  ]);
}
