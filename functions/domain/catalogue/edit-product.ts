import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { insertRows, runStatements, type Statement } from '#functions/db/batch.ts';
import {
  catalogMenus,
  productDocuments,
  productMedias,
  products,
  productSpecs,
  type ProductSpecSection,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { readProfileImageUpload } from '#functions/domain/media/picture-upload.ts';
import { readyVideos } from '#functions/domain/media/videos.ts';
import { planMedias } from '#functions/domain/posts/post-medias.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import {
  MODEL_NUMBER_TAKEN,
  type NameValue,
  type ProductMediaItem,
  type ProductProfileInput,
} from '#src/shared/owner-products.ts';
import { CATEGORY_NOT_FOUND } from '#src/shared/product-categories.ts';
import { isOwnCategory } from './categories.ts';
import { findModelNumber, requireOwnProduct, requireOwnProducts } from './owner-product.ts';
import { insertProducts, reindexProducts, setProductAccessories, unindexProducts } from './write-products.ts';
import { storedFiles, unstoredPictures } from '#functions/domain/media/stored-files.ts';

// The owner's product saves (spec §7 PATCH supplier/product/*, add, delete). Each checks the
// product is the caller's supplier's (not_found otherwise), then writes the section, the product's
// updated date, the search index and the catalogue version in one batch: the next public request
// shows it, and a failure leaves nothing half written. Once written, the watchers are told.

export const MENU_NOT_FOUND = 'menu_not_found';

/** A menu and a category must be the supplier's own; null is "none". */
export async function requireMenuAndCategory(
  db: Database,
  supplierId: number,
  { menuId, categoryId }: { menuId?: number | null; categoryId?: number | null },
): Promise<void> {
  const [menu, category] = await Promise.all([
    menuId == null
      ? true
      : db.query.catalogMenus.findFirst({
          columns: { id: true },
          where: and(eq(catalogMenus.id, menuId), eq(catalogMenus.supplierId, supplierId)),
        }),
    categoryId == null ? true : isOwnCategory(db, supplierId, categoryId),
  ]);
  const errors = [
    ...(menu ? [] : [{ field: 'menuId', code: MENU_NOT_FOUND }]),
    ...(category ? [] : [{ field: 'categoryId', code: CATEGORY_NOT_FOUND }]),
  ];
  if (errors.length > 0) throw new DomainError('invalid', errors);
}

/** Model numbers are unique within a catalogue: a clash is 409 model_number_taken on the field. */
async function requireFreeModelNumber(
  db: Database,
  supplierId: number,
  modelNumber: string,
  exceptProductId?: number,
): Promise<void> {
  if ((await findModelNumber(db, supplierId, modelNumber, exceptProductId)).exists)
    throw new DomainError('conflict', [{ field: 'modelNumber', code: MODEL_NUMBER_TAKEN }]);
}

/** The statements every save of one product ends with: its updated date and the catalogue's version. */
function touchProduct(db: Database, supplierId: number, productId: number, now: number): Statement[] {
  return [
    db.update(products).set({ updatedAt: now }).where(eq(products.id, productId)),
    bumpCatalogVersion(db, supplierId, now),
  ];
}

/** POST supplier/product/add: a new product from the profile fields; its other sections start empty. */
export async function addProduct(
  db: Database,
  editor: CatalogueEditor,
  input: ProductProfileInput,
  now = Date.now(),
): Promise<{ id: number }> {
  const { supplierId } = editor;
  await Promise.all([
    requireFreeModelNumber(db, supplierId, input.modelNumber),
    requireMenuAndCategory(db, supplierId, input),
  ]);
  const [id] = await insertProducts(db, supplierId, [{ ...input }], now);
  tellWatchers(db, editor, id!);
  return { id: id! };
}

/** PATCH supplier/product/profile/{id}: the fields, status included; the search index follows. */
export async function updateProductProfile(
  db: Database,
  editor: CatalogueEditor,
  productId: number,
  input: ProductProfileInput,
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  await requireOwnProduct(db, supplierId, productId);
  await Promise.all([
    requireFreeModelNumber(db, supplierId, input.modelNumber, productId),
    requireMenuAndCategory(db, supplierId, input),
  ]);
  await runStatements(db, [
    db
      .update(products)
      .set({ ...input, description: sanitizeUserHtml(input.description), updatedAt: now })
      .where(and(eq(products.id, productId), eq(products.supplierId, supplierId))),
    ...reindexProducts([productId]),
    bumpCatalogVersion(db, supplierId, now),
  ]);
  tellWatchers(db, editor, productId);
}

/** PATCH highlights/{id}, tech-datas/{id}, logi-datas/{id}: one section's rows replaced, in order. */
export async function saveProductSpecs(
  db: Database,
  editor: CatalogueEditor,
  productId: number,
  section: ProductSpecSection,
  rows: NameValue[],
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  await requireOwnProduct(db, supplierId, productId);
  await runStatements(db, [
    db.delete(productSpecs).where(and(eq(productSpecs.productId, productId), eq(productSpecs.section, section))),
    ...insertRows(
      productSpecs,
      rows.map((row, position) => ({ productId, section, position, ...row })),
    ),
    ...touchProduct(db, supplierId, productId, now),
  ]);
  tellWatchers(db, editor, productId);
}

/** PATCH documents/{id}: names and keys from POST supplier/home/file; size and type from what was stored. */
export async function saveProductDocuments(
  db: Database,
  bucket: R2Bucket,
  editor: CatalogueEditor,
  productId: number,
  documents: { name: string; key: string }[],
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  await requireOwnProduct(db, supplierId, productId);
  const stored = await storedFiles(
    bucket,
    documents.map((document, index) => ({ field: `documents.${index}.key`, key: document.key })),
  );
  await runStatements(db, [
    db.delete(productDocuments).where(eq(productDocuments.productId, productId)),
    ...insertRows(
      productDocuments,
      documents.map((document, position) => ({
        productId,
        position,
        name: document.name,
        key: document.key,
        ...stored.get(document.key)!,
      })),
    ),
    ...touchProduct(db, supplierId, productId, now),
  ]);
  tellWatchers(db, editor, productId);
}

/** PATCH accessories/{id}: the supplier's own products shown as related (an unknown one is refused). */
export async function saveProductAccessories(
  db: Database,
  editor: CatalogueEditor,
  productId: number,
  accessoryIds: number[],
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  await requireOwnProduct(db, supplierId, productId);
  if (accessoryIds.includes(productId))
    throw new DomainError('invalid', [{ field: 'accessoryIds', code: 'accessory_is_product' }]);
  await setProductAccessories(db, supplierId, productId, [...new Set(accessoryIds)], now);
  tellWatchers(db, editor, productId);
}

/**
 * PATCH medias/{id} (spec §3 "product update medias"): the gallery in the owner's order. Items
 * are planned as a post's are (post-medias.ts): a key the product has or a picture uploaded
 * through supplier/home/file, a vid the video host has for this supplier, or a file attached to
 * the form under its lowercased name (JPG, GIF or PNG up to 800K, spec §5). Every file is checked
 * before any is stored.
 */
export async function saveProductMedias(
  db: Database,
  bucket: R2Bucket,
  editor: CatalogueEditor,
  productId: number,
  items: ProductMediaItem[],
  files: ReadonlyMap<string, File>,
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  await requireOwnProduct(db, supplierId, productId);
  const current = await db
    .select({ type: productMedias.type, key: productMedias.key, posterKey: productMedias.posterKey })
    .from(productMedias)
    .where(eq(productMedias.productId, productId));
  const kept = new Map(current.map((row) => [row.key, row]));
  const uploaded = items.flatMap((item, index) =>
    'key' in item && !kept.has(item.key) ? [{ field: `medias.${index}.key`, key: item.key }] : [],
  );
  const unstored = await unstoredPictures(
    bucket,
    uploaded.map(({ key }) => key),
  );
  if (unstored.size > 0)
    throw new DomainError(
      'invalid',
      uploaded.filter(({ key }) => unstored.has(key)).map(({ field }) => ({ field, code: UNKNOWN_FILE })),
    );
  const plan = planMedias(items, new Set([...kept.keys(), ...uploaded.map(({ key }) => key)]), new Set(files.keys()));

  const vids = [...new Set(plan.flatMap((item) => ('vid' in item ? [item.vid] : [])))];
  const videos = await readyVideos(db, supplierId, vids);
  const fileNames = [...new Set(plan.flatMap((item) => ('fileName' in item ? [item.fileName] : [])))];
  const uploads = await Promise.all(fileNames.map((name) => readProfileImageUpload(files.get(name)!, 'medias')));
  const storedKeys = new Map(
    await Promise.all(
      uploads.map(async (upload, index) => [fileNames[index]!, await storeMedia(bucket, upload)] as const),
    ),
  );

  const rows = plan.map((item, position) => {
    if ('vid' in item)
      return {
        productId,
        position,
        type: 'video' as const,
        key: item.vid,
        posterKey: videos.get(item.vid)?.posterKey ?? null,
      };
    if ('key' in item)
      return {
        productId,
        position,
        ...(kept.get(item.key) ?? { type: 'image' as const, key: item.key, posterKey: null }),
      };
    return { productId, position, type: 'image' as const, key: storedKeys.get(item.fileName)!, posterKey: null };
  });
  await runStatements(db, [
    db.delete(productMedias).where(eq(productMedias.productId, productId)),
    ...insertRows(productMedias, rows),
    ...touchProduct(db, supplierId, productId, now),
  ]);
  tellWatchers(db, editor, productId);
}

/** DELETE supplier/product/delete/{id}: the product and its parts go (cascade), out of the index first. */
export async function deleteProduct(db: Database, editor: CatalogueEditor, productId: number, now = Date.now()) {
  await requireOwnProduct(db, editor.supplierId, productId);
  await runStatements(db, deleteStatements(db, editor.supplierId, [productId], now));
  tellWatchers(db, editor);
}

function idsIn(ids: number[]) {
  return sql`${products.id} in (select value from json_each(${JSON.stringify(ids)}))`;
}

function deleteStatements(db: Database, supplierId: number, ids: number[], now: number): Statement[] {
  return [
    unindexProducts(ids),
    db.delete(products).where(and(eq(products.supplierId, supplierId), idsIn(ids))),
    bumpCatalogVersion(db, supplierId, now),
  ];
}

/**
 * POST supplier/product/bulk: enable, disable, delete or move up to 100 of the supplier's
 * products, one batch; the caller's own ids only (any other id refuses the whole call, nothing written).
 */
export async function bulkEditProducts(
  db: Database,
  editor: CatalogueEditor,
  ids: number[],
  input: { action: 'enable' | 'disable' | 'delete' | 'move'; menuId?: number | null },
  now = Date.now(),
): Promise<void> {
  const { supplierId } = editor;
  ids = await requireOwnProducts(db, supplierId, ids);
  if (input.action === 'move') await requireMenuAndCategory(db, supplierId, { menuId: input.menuId ?? null });
  await runStatements(db, bulkStatements(db, supplierId, ids, input, now));
  tellWatchers(db, editor);
}

function bulkStatements(
  db: Database,
  supplierId: number,
  ids: number[],
  input: { action: 'enable' | 'disable' | 'delete' | 'move'; menuId?: number | null },
  now: number,
): Statement[] {
  if (input.action === 'delete') return deleteStatements(db, supplierId, ids, now);
  const change =
    input.action === 'move'
      ? { menuId: input.menuId ?? null }
      : { status: input.action === 'enable' ? ('active' as const) : ('disabled' as const) };
  return [
    db
      .update(products)
      .set({ ...change, updatedAt: now })
      .where(and(eq(products.supplierId, supplierId), idsIn(ids))),
    ...(input.action === 'move' ? [] : reindexProducts(ids)),
    bumpCatalogVersion(db, supplierId, now),
  ];
}
