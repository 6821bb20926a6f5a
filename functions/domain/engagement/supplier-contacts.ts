import type { CompanyContact } from '#src/shared/messaging.ts';
import type { Database } from '#functions/db/client.ts';
import { companyContactsQuery, toCompanyContact } from '#functions/domain/company/public-contacts.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';

/**
 * POST app/supplier/contacts {supplierId}: the live supplier's sales contacts in the supplier's
 * order, the people a signed-in buyer may start a chat with (spec §2 chat widget, step 1).
 */
export async function findSupplierContacts(db: Database, supplierName: string): Promise<CompanyContact[]> {
  const supplier = await requireLiveSupplier(db, supplierName);
  return (await companyContactsQuery(db, supplier.id)).map(toCompanyContact);
}
