import { supplierTargetInput } from '../../domain/engagement/engagement-targets.ts';
import { findSupplierContacts } from '../../domain/engagement/supplier-contacts.ts';
import { successBody } from '../../lib/envelope.ts';
import { parseInput, readJsonBody } from '../../lib/validation.ts';
import { signedInRouter } from '../api-env.ts';

/** Spec §7: POST app/supplier/contacts {supplierId}. */
export const supplierContactRoutes = signedInRouter().post('/contacts', async (c) => {
  const { supplierId } = parseInput(supplierTargetInput, await readJsonBody(c.req.raw));
  return c.json(successBody(await findSupplierContacts(c.var.db, supplierId)));
});
