import type { Context } from 'hono';
import {
  addProduct,
  bulkEditProducts,
  deleteProduct,
  saveProductAccessories,
  saveProductDocuments,
  saveProductMedias,
  saveProductSpecs,
  updateProductProfile,
} from '#functions/domain/catalog/edit-product.ts';
import { loadOwnerProduct, requireOwnProduct } from '#functions/domain/catalog/owner-product.ts';
import { ownerProductPage, ownerProductPagerInput } from '#functions/domain/catalog/owner-product-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { qrImage } from '#functions/api/common/qrcode.ts';
import { parseInput, parseParam, readFormData, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter, type SupplierEnv } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { tellWatchers } from './tell-watchers.ts';
import { productPath } from '#src/shared/catalog-paths.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import {
  accessoriesSchema,
  addProductSchema,
  bulkProductsSchema,
  logisticDatasSchema,
  productDocumentsSchema,
  productHighlightsSchema,
  productMediasSchema,
  productProfileSchema,
  technicalDatasSchema,
  type ProductMediaItem,
} from '#src/shared/owner-products.ts';

const productIdOf = (c: Context<SupplierEnv>) => parseParam('id', recordIdSchema, c.req.param('id'));
const jsonOf = async <TSchema extends Parameters<typeof parseInput>[0]>(c: Context<SupplierEnv>, schema: TSchema) =>
  parseInput(schema, await readJsonBody(c.req.raw));

/** After a section's save: the product as stored (the editor shows what was kept), watchers told. */
async function answerSaved(c: Context<SupplierEnv>, productId: number) {
  tellWatchers(c, productId);
  return c.json(successBody(await loadOwnerProduct(c.var.db, c.var.supplier.id, productId)));
}

/**
 * PATCH medias/{id} takes JSON ({ medias }) or the spec's multipart form: the `medias` field's
 * JSON list, and each new file attached under its lowercased name.
 */
async function readMedias(c: Context<SupplierEnv>): Promise<{ medias: ProductMediaItem[]; files: Map<string, File> }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') && !contentType.startsWith('application/x-www-form-urlencoded'))
    return { ...parseInput(productMediasSchema, await readJsonBody(c.req.raw)), files: new Map() };
  const form = await readFormData(c.req.raw);
  const list = form.get('medias');
  let medias: unknown = [];
  if (typeof list === 'string' && list.trim() !== '') {
    try {
      medias = JSON.parse(list);
    } catch {
      throw new ApiError(400, [{ field: 'medias', code: 'invalid_medias' }]);
    }
  }
  const files = new Map<string, File>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' || (value.name === '' && value.size === 0)) continue;
    files.set(name.toLowerCase(), value);
    files.set(value.name.toLowerCase(), files.get(value.name.toLowerCase()) ?? value);
  }
  return { ...parseInput(productMediasSchema, { medias }), files };
}

/** Spec §7 supplier/product: the supplier's own catalogue, for the back office and the ERP token. */
export const supplierProductRoutes = supplierRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await ownerProductPage(c.var.db, c.var.supplier.id, await jsonOf(c, ownerProductPagerInput)))),
  )
  .get('/get/:id', async (c) =>
    c.json(successBody(await loadOwnerProduct(c.var.db, c.var.supplier.id, productIdOf(c)))),
  )
  .post('/add', async (c) => {
    const created = await addProduct(c.var.db, c.var.supplier.id, await jsonOf(c, addProductSchema));
    tellWatchers(c, created.id);
    return c.json(successBody(created));
  })
  .patch('/profile/:id', async (c) => {
    const id = productIdOf(c);
    await updateProductProfile(c.var.db, c.var.supplier.id, id, await jsonOf(c, productProfileSchema));
    return answerSaved(c, id);
  })
  .patch('/highlights/:id', async (c) => {
    const id = productIdOf(c);
    const { highlights } = await jsonOf(c, productHighlightsSchema);
    await saveProductSpecs(c.var.db, c.var.supplier.id, id, 'highlight', highlights);
    return answerSaved(c, id);
  })
  .patch('/tech-datas/:id', async (c) => {
    const id = productIdOf(c);
    const { technicalDatas } = await jsonOf(c, technicalDatasSchema);
    await saveProductSpecs(c.var.db, c.var.supplier.id, id, 'technical', technicalDatas);
    return answerSaved(c, id);
  })
  .patch('/logi-datas/:id', async (c) => {
    const id = productIdOf(c);
    const { logisticDatas } = await jsonOf(c, logisticDatasSchema);
    await saveProductSpecs(c.var.db, c.var.supplier.id, id, 'logistic', logisticDatas);
    return answerSaved(c, id);
  })
  .patch('/documents/:id', async (c) => {
    const id = productIdOf(c);
    const { documents } = await jsonOf(c, productDocumentsSchema);
    await saveProductDocuments(c.var.db, c.env.MEDIA, c.var.supplier.id, id, documents);
    return answerSaved(c, id);
  })
  .patch('/accessories/:id', async (c) => {
    const id = productIdOf(c);
    const { accessoryIds } = await jsonOf(c, accessoriesSchema);
    await saveProductAccessories(c.var.db, c.var.supplier.id, id, accessoryIds);
    return answerSaved(c, id);
  })
  .patch('/medias/:id', async (c) => {
    const id = productIdOf(c);
    const { medias, files } = await readMedias(c);
    await saveProductMedias(c.var.db, c.env.MEDIA, c.var.supplier.id, id, medias, files);
    return answerSaved(c, id);
  })
  .delete('/delete/:id', async (c) => {
    await deleteProduct(c.var.db, c.var.supplier.id, productIdOf(c));
    tellWatchers(c, null);
    return c.json(successBody(null));
  })
  // The owner's own code: disabled products too, so it is never kept by a shared cache.
  .get('/qrcode/:id', async (c) => {
    const product = await requireOwnProduct(c.var.db, c.var.supplier.id, productIdOf(c));
    return qrImage(c.env, productPath(c.var.supplier.name, product), 'private, no-store');
  })
  .post('/bulk', async (c) => {
    const { ids, ...change } = await jsonOf(c, bulkProductsSchema);
    await bulkEditProducts(c.var.db, c.var.supplier.id, ids, change);
    tellWatchers(c, null);
    return c.json(successBody({ ids: [...new Set(ids)] }));
  });
