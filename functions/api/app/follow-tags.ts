import {
  productFollowTagsInput,
  setProductFollowTags,
  setSupplierFollowTags,
  supplierFollowTagsInput,
} from '#functions/domain/engagement/follow-tags.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** Spec §7: POST follow-supplier/tags {supplierId, tagIds}. */
export const followSupplierRoutes = signedInRouter().post('/tags', async (c) => {
  const input = parseInput(supplierFollowTagsInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await setSupplierFollowTags(c.var.db, c.var.viewer.userId, input)));
});

/** Spec §7: POST follow-product/tags {productId, tagIds}. */
export const followProductRoutes = signedInRouter().post('/tags', async (c) => {
  const input = parseInput(productFollowTagsInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await setProductFollowTags(c.var.db, c.var.viewer.userId, input)));
});
