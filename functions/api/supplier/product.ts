import * as v from 'valibot';
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
} from '#functions/domain/catalogue/edit-product.ts';
import { loadOwnerProduct, requireOwnProduct } from '#functions/domain/catalogue/owner-product.ts';
import { ownerProductPage, ownerProductPagerInput } from '#functions/domain/catalogue/owner-product-pager.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { qrImage } from '#functions/api/common/qrcode.ts';
import { parseInput, parseParam, readFormData, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter, type SupplierEnv } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { limitSupplierWrites } from '#functions/api/call-limits.ts';
import { catalogueEditor } from './catalogue-editor.ts';
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

/** After a section's save: the product as stored (the editor shows what was kept). */
async function answerSaved(c: Context<SupplierEnv>, productId: number) {
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

const describeCall = apiFamily('Products');

/** The medias call takes JSON or the spec's multipart form; the document shows the form. */
const describeMedias = describeCall({
  summary: 'Replace the pictures and videos (existing by key, videos by vid, new files attached).',
  description:
    'Send JSON {medias} or a multipart form: the `medias` field holds the same list as JSON, and each new ' +
    'file is attached under its lowercased name, which the list names.',
  body: productMediasSchema,
  form: {
    fields: v.object({ medias: v.pipe(v.string(), v.description('The medias list, as JSON text.')) }),
    files: {
      '<file name>': { description: 'A new picture, under the lowercased name the list gives.', required: false },
    },
  },
});

/** Spec §7 supplier/product: the supplier's own catalogue, for the back office and the ERP token. */
export const supplierProductRoutes = supplierRouter()
  .post(
    '/pager',
    describeCall({ summary: 'List products: search, filters, sort, keyset paging.', body: ownerProductPagerInput }),
    async (c) =>
      c.json(successBody(await ownerProductPage(c.var.db, c.var.supplier.id, await jsonOf(c, ownerProductPagerInput)))),
  )
  .get('/get/:id', describeCall({ summary: 'Read one product with every section.' }), async (c) =>
    c.json(successBody(await loadOwnerProduct(c.var.db, c.var.supplier.id, productIdOf(c)))),
  )
  .post('/add', describeCall({ summary: 'Add a product; answers its id.', body: addProductSchema }), async (c) => {
    const created = await addProduct(c.var.db, catalogueEditor(c), await jsonOf(c, addProductSchema));
    return c.json(successBody(created));
  })
  .patch(
    '/profile/:id',
    describeCall({ summary: 'Save the product’s profile fields.', body: productProfileSchema }),
    async (c) => {
      const id = productIdOf(c);
      await updateProductProfile(c.var.db, catalogueEditor(c), id, await jsonOf(c, productProfileSchema));
      return answerSaved(c, id);
    },
  )
  .patch(
    '/highlights/:id',
    describeCall({ summary: 'Replace the product’s highlights.', body: productHighlightsSchema }),
    async (c) => {
      const id = productIdOf(c);
      const { highlights } = await jsonOf(c, productHighlightsSchema);
      await saveProductSpecs(c.var.db, catalogueEditor(c), id, 'highlight', highlights);
      return answerSaved(c, id);
    },
  )
  .patch(
    '/tech-datas/:id',
    describeCall({ summary: 'Replace the technical data rows.', body: technicalDatasSchema }),
    async (c) => {
      const id = productIdOf(c);
      const { technicalDatas } = await jsonOf(c, technicalDatasSchema);
      await saveProductSpecs(c.var.db, catalogueEditor(c), id, 'technical', technicalDatas);
      return answerSaved(c, id);
    },
  )
  .patch(
    '/logi-datas/:id',
    describeCall({ summary: 'Replace the logistic data rows.', body: logisticDatasSchema }),
    async (c) => {
      const id = productIdOf(c);
      const { logisticDatas } = await jsonOf(c, logisticDatasSchema);
      await saveProductSpecs(c.var.db, catalogueEditor(c), id, 'logistic', logisticDatas);
      return answerSaved(c, id);
    },
  )
  .patch(
    '/documents/:id',
    describeCall({
      summary: 'Replace the documents (files uploaded first through home/file).',
      body: productDocumentsSchema,
    }),
    async (c) => {
      const id = productIdOf(c);
      const { documents } = await jsonOf(c, productDocumentsSchema);
      await saveProductDocuments(c.var.db, c.env.MEDIA, catalogueEditor(c), id, documents);
      return answerSaved(c, id);
    },
  )
  .patch(
    '/accessories/:id',
    describeCall({ summary: 'Replace the related products shown as accessories.', body: accessoriesSchema }),
    async (c) => {
      const id = productIdOf(c);
      const { accessoryIds } = await jsonOf(c, accessoriesSchema);
      await saveProductAccessories(c.var.db, catalogueEditor(c), id, accessoryIds);
      return answerSaved(c, id);
    },
  )
  .patch('/medias/:id', describeMedias, limitSupplierWrites('upload'), async (c) => {
    const id = productIdOf(c);
    const { medias, files } = await readMedias(c);
    await saveProductMedias(c.var.db, c.env.MEDIA, catalogueEditor(c), id, medias, files);
    return answerSaved(c, id);
  })
  .delete('/delete/:id', describeCall({ summary: 'Delete a product.' }), async (c) => {
    await deleteProduct(c.var.db, catalogueEditor(c), productIdOf(c));
    return c.json(successBody(null));
  })
  // The owner's own code: disabled products too, so it is never kept by a shared cache.
  .get('/qrcode/:id', describeCall({ summary: 'The product page’s QR code.', file: 'image/png' }), async (c) => {
    const product = await requireOwnProduct(c.var.db, c.var.supplier.id, productIdOf(c));
    return qrImage(c.env, productPath(c.var.supplier.name, product), 'private, no-store');
  })
  .post(
    '/bulk',
    describeCall({ summary: 'Enable, disable, delete or move many products to a menu.', body: bulkProductsSchema }),
    async (c) => {
      const { ids, ...change } = await jsonOf(c, bulkProductsSchema);
      await bulkEditProducts(c.var.db, catalogueEditor(c), ids, change);
      return c.json(successBody({ ids: [...new Set(ids)] }));
    },
  );
