import { supplierPage, supplierPagerInput } from '#functions/domain/admin/supplier-pager.ts';
import { setSupplierStatus } from '#functions/domain/admin/supplier-status.ts';
import { transferSupplier } from '#functions/domain/admin/supplier-transfer.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { adminRouter } from '#functions/api/api-env.ts';
import { supplierStatusSchema, supplierTransferSchema } from '#src/shared/admin-suppliers.ts';

/** The admin area's Suppliers screen (spec §1: an admin area with suppliers; issue 14 item 3). */
export const adminSupplierRoutes = adminRouter()
  .post('/pager', async (c) =>
    c.json(successBody(await supplierPage(c.var.db, parseInput(supplierPagerInput, await readJsonBody(c.req.raw))))),
  )
  .post('/update-status', async (c) => {
    await setSupplierStatus(c.var.db, c.var.viewer, parseInput(supplierStatusSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  })
  .post('/transfer', async (c) => {
    await transferSupplier(c.var.db, c.var.viewer, parseInput(supplierTransferSchema, await readJsonBody(c.req.raw)));
    return c.json(successBody(null));
  });
