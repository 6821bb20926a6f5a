import { supplierTargetInput } from '#functions/domain/engagement/engagement-targets.ts';
import { findSupplierContacts } from '#functions/domain/engagement/supplier-contacts.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/lib/validation.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** Spec §7: POST app/supplier/contacts {supplierId}. */
export const supplierContactRoutes = signedInRouter().post('/contacts', async (c) => {
  const { supplierId } = parseInput(supplierTargetInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await findSupplierContacts(c.var.db, supplierId)));
});
