import { findModelNumber } from '#functions/domain/catalogue/owner-product.ts';
import { findBackOfficeSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { SUPPLIER_DISABLED } from '#src/shared/api.ts';
import { modelNumberSearchSchema } from '#src/shared/owner-products.ts';

/**
 * Spec §7 POST my/product/search/model-number {modelNumber}: whether the signed-in owner's
 * catalogue already has the number (`productId` leaves out the product being edited). Under my/
 * as the spec puts it, so it answers the owner's session only, as supplierAccess would.
 */
export const productModelNumberRoutes = signedInRouter().post('/search/model-number', async (c) => {
  const input = parseInput(modelNumberSearchSchema, await readJsonBody(c.req.raw));
  const supplier = await findBackOfficeSupplier(c.var.db, c.var.viewer.userId);
  if (!supplier) throw new ApiError(403, 'supplier_owner_required');
  if (supplier.status === 'disabled') throw new ApiError(403, SUPPLIER_DISABLED);
  return c.json(successBody(await findModelNumber(c.var.db, supplier.id, input.modelNumber, input.productId)));
});
