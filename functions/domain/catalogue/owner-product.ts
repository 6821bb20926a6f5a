import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  productAccessories,
  productDocuments,
  productMedias,
  products,
  productSpecs,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { documentUrl, mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { PRODUCT_NOT_FOUND, type ModelNumberAnswer, type OwnerProduct } from '#src/shared/owner-products.ts';

// The supplier's own products as the back office and the ERP read them (spec §7 supplier/product
// get, my/product/search/model-number). Another supplier's product is
// not found, never forbidden: an id says nothing about what others have.

export const productNotFound = (field = 'id') => new DomainError('not_found', [{ field, code: PRODUCT_NOT_FOUND }]);

/** The product if it is this supplier's, active or disabled; otherwise not_found product_not_found. */
export async function requireOwnProduct(db: Database, supplierId: number, productId: number, field = 'id') {
  const product = await db.query.products.findFirst({
    where: and(eq(products.id, productId), eq(products.supplierId, supplierId)),
  });
  if (!product) throw productNotFound(field);
  return product;
}

/** GET supplier/product/get/{id}: every section with the keys the PATCH calls take back, one round trip. */
export async function loadOwnerProduct(db: Database, supplierId: number, productId: number): Promise<OwnerProduct> {
  const [rows, specs, medias, documents, accessories] = await db.batch([
    db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.supplierId, supplierId)))
      .limit(1),
    db
      .select({ section: productSpecs.section, name: productSpecs.name, value: productSpecs.value })
      .from(productSpecs)
      .where(eq(productSpecs.productId, productId))
      .orderBy(asc(productSpecs.section), asc(productSpecs.position)),
    db
      .select({ type: productMedias.type, key: productMedias.key, posterKey: productMedias.posterKey })
      .from(productMedias)
      .where(eq(productMedias.productId, productId))
      .orderBy(asc(productMedias.position)),
    db
      .select({
        name: productDocuments.name,
        key: productDocuments.key,
        size: productDocuments.size,
        mimeType: productDocuments.mimeType,
      })
      .from(productDocuments)
      .where(eq(productDocuments.productId, productId))
      .orderBy(asc(productDocuments.position)),
    db
      .select({ id: products.id, modelNumber: products.modelNumber, productName: products.productName })
      .from(productAccessories)
      .innerJoin(products, eq(products.id, productAccessories.accessoryId))
      .where(eq(productAccessories.productId, productId))
      .orderBy(asc(productAccessories.position)),
  ]);
  const product = rows[0];
  if (!product) throw productNotFound();
  const section = (name: (typeof specs)[number]['section']) =>
    specs.filter((row) => row.section === name).map(({ name: rowName, value }) => ({ name: rowName, value }));
  return {
    id: product.id,
    productName: product.productName,
    modelNumber: product.modelNumber,
    brandName: product.brandName,
    origin: product.origin,
    price: product.price,
    port: product.port,
    supplyAbility: product.supplyAbility,
    service: product.service,
    categoryId: product.categoryId,
    menuId: product.menuId,
    description: product.description,
    status: product.status,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    highlights: section('highlight'),
    technicalDatas: section('technical'),
    logisticDatas: section('logistic'),
    medias: medias.map((media) => ({
      type: media.type,
      // A video's key is its vid (the host's name for it); a picture's is its R2 key.
      key: media.key,
      url: mediaUrl(media.key),
      posterUrl: mediaUrlOrNull(media.posterKey),
      vid: media.type === 'video' ? media.key : null,
    })),
    documents: documents.map((document) => ({ ...document, url: documentUrl(document.key, document.name) })),
    accessories,
  };
}

/**
 * The product of this catalogue with this model number, if any (model numbers are unique per
 * supplier). Exact match, so the (supplier_id, model_number) index answers it.
 */
export async function findModelNumber(
  db: Database,
  supplierId: number,
  modelNumber: string,
  exceptProductId?: number | null,
): Promise<ModelNumberAnswer> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        eq(products.modelNumber, modelNumber),
        exceptProductId ? ne(products.id, exceptProductId) : undefined,
      ),
    )
    .limit(1);
  return { exists: !!row, productId: row?.id ?? null };
}

/** Which of `ids` are this supplier's products; a missing one is product_not_found on `field`. */
export async function requireOwnProducts(db: Database, supplierId: number, ids: number[], field = 'ids') {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: products.id })
    .from(products)
    // One JSON parameter: D1 binds at most 100 values, and a bulk call names up to 100 ids.
    .where(
      and(
        eq(products.supplierId, supplierId),
        sql`${products.id} in (select value from json_each(${JSON.stringify(unique)}))`,
      ),
    );
  if (found.length !== unique.length) throw productNotFound(field);
  return unique;
}
