import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { insertRows, rawStatement, runStatements, type Statement } from '#functions/db/batch.ts';
import {
  productAccessories,
  productDocuments,
  productMedias,
  products,
  productSpecs,
  type ProductSpecSection,
} from '#functions/db/schema/index.ts';
import type { MediaType } from '#functions/db/schema/columns.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
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

export function specRows(productId: number, section: ProductSpecSection, values: NameValue[] = []) {
  return values.map((spec, position) => ({ productId, section, position, ...spec }));
}

/**
 * Takes `count` product ids for this write alone, in one transaction: products.id is
 * AUTOINCREMENT, so moving its sequence on means no other writer will ever be given them.
 */
export async function reserveProductIds(db: Database, count: number): Promise<number[]> {
  const [, reserved] = await db.$client.batch<{ seq: number }>([
    db.$client.prepare(
      `insert into sqlite_sequence (name, seq) select 'products', 0 where not exists (select 1 from sqlite_sequence where name = 'products')`,
    ),
    db.$client.prepare(`update sqlite_sequence set seq = seq + ?1 where name = 'products' returning seq`).bind(count),
  ]);
  const last = reserved?.results[0]?.seq;
  if (last === undefined) throw new Error('could not reserve product ids');
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/**
 * Adds products to a supplier's catalogue with all their parts, keeps the search index in step and
 * bumps the catalogue version. Returns the new ids in input order.
 */
export async function insertProducts(
  db: Database,
  supplierId: number,
  items: NewProduct[],
  now = Date.now(),
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += PRODUCTS_PER_CHUNK) {
    ids.push(...(await insertProductChunk(db, supplierId, items.slice(start, start + PRODUCTS_PER_CHUNK), now)));
  }
  return ids;
}

/**
 * One chunk in one transaction, products and parts together, so a failing chunk leaves nothing of
 * itself behind (earlier chunks of a large write stay written). The ids are reserved first, since
 * the parts must name them.
 */
async function insertProductChunk(
  db: Database,
  supplierId: number,
  chunk: NewProduct[],
  now: number,
): Promise<number[]> {
  const ids = await reserveProductIds(db, chunk.length);
  await runStatements(db, productChunkStatements(db, supplierId, chunk, ids, now));
  return ids;
}

export function productChunkStatements(
  db: Database,
  supplierId: number,
  chunk: NewProduct[],
  ids: number[],
  now: number,
): Statement[] {
  const parts = chunk.map((item, index) => ({ item, productId: ids[index]! }));
  const rows = parts.map(
    ({ item: { medias, highlights, technicalDatas, logisticDatas, documents, ...product }, productId }) => ({
      ...product,
      id: productId,
      supplierId,
      description: sanitizeUserHtml(product.description ?? ''),
      createdAt: product.createdAt ?? now,
      updatedAt: product.updatedAt ?? product.createdAt ?? now,
    }),
  );
  return [
    ...insertRows(products, rows),
    ...insertRows(
      productMedias,
      parts.flatMap(({ item, productId }) =>
        (item.medias ?? []).map((media, position) => ({ productId, position, posterKey: null, ...media })),
      ),
    ),
    ...insertRows(
      productSpecs,
      parts.flatMap(({ item, productId }) => [
        ...specRows(productId, 'highlight', item.highlights),
        ...specRows(productId, 'technical', item.technicalDatas),
        ...specRows(productId, 'logistic', item.logisticDatas),
      ]),
    ),
    ...insertRows(
      productDocuments,
      parts.flatMap(({ item, productId }) =>
        (item.documents ?? []).map((document, position) => ({ productId, position, ...document })),
      ),
    ),
    indexNewProducts(ids),
    bumpCatalogVersion(db, supplierId, now),
  ];
}

/**
 * Replaces a product's accessories (related products, shown four per row). The product and its
 * accessories must all be the supplier's own: an accessory is shown under the supplier's address.
 */
export async function setProductAccessories(
  db: Database,
  supplierId: number,
  productId: number,
  accessoryIds: number[],
  now = Date.now(),
): Promise<void> {
  const wanted = [...new Set([productId, ...accessoryIds])];
  const [owned] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        sql`${products.id} in (select value from json_each(${JSON.stringify(wanted)}))`,
      ),
    );
  if ((owned?.n ?? 0) !== wanted.length)
    throw new DomainError('invalid', [{ field: 'accessoryIds', code: 'accessory_not_found' }]);
  await runStatements(db, [
    db.delete(productAccessories).where(eq(productAccessories.productId, productId)),
    ...insertRows(
      productAccessories,
      accessoryIds.map((accessoryId, position) => ({ productId, accessoryId, position })),
    ),
    db.update(products).set({ updatedAt: now }).where(eq(products.id, productId)),
    bumpCatalogVersion(db, supplierId, now),
  ]);
}

/** Takes products out of the search index (before they are deleted, or as they change). */
export function unindexProducts(ids: number[]): Statement {
  return rawStatement(
    `delete from product_search where rowid in (select value from json_each(?))`,
    JSON.stringify(ids),
  );
}

/**
 * Puts changed products back in the search index as they now are (a rename, a model number, an
 * enable or a disable): their rows go and the active ones come back, in the batch of the change.
 */
export function reindexProducts(ids: number[]): Statement[] {
  return [unindexProducts(ids), indexNewProducts(ids)];
}
