import type { CompanyContact } from '#src/shared/messaging.ts';
import type { Database } from '#functions/db/client.ts';
import {
  catalogMenuQuery,
  toCatalogMenuTree,
  type CatalogMenuNode,
} from '#functions/domain/catalogue/catalogue-menu-tree.ts';
import { companyContactsQuery, toCompanyContact } from '#functions/domain/company/public-contacts.ts';
import { findSupplierMarks, findSupplierNote } from '#functions/domain/engagement/viewer-state.ts';
import { supplierShellQuery, toSupplierShell, type SupplierMeta, type SupplierShell } from './supplier-shell.ts';
import { requireActiveSupplier } from './supplier-lookups.ts';
import { findCatalogueAtDomain } from './custom-domain.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { SUPPLIER_NOT_FOUND } from '#src/shared/api.ts';
import type { SupplierViewerState } from '#src/shared/engagement.ts';

/**
 * Spec §3 supplier detail; `id` is the URL name, as in every link and call. The company name is
 * answered twice: the storefront spec reads `companyName`, the engagement spec `profile.companyName`.
 */
export type SupplierDetail = {
  id: string;
  companyName: string;
  profile: { companyName: string };
  avatar: string | null;
  countryFlag: string | null;
  countryCode: string;
  businessType: string;
  categories: string[];
  catalogVersion: number;
};

/** The signed-in reading adds the supplier's contacts and the viewer's note and marks on it. */
export type AppSupplierDetail = SupplierDetail & SupplierViewerState & { contacts: CompanyContact[] };

/** A live supplier's shell by URL name: not_found, or forbidden supplier_disable for a closed one. */
export async function requireActiveShell(db: Database, name: string, field = 'id'): Promise<SupplierShell> {
  const [row] = await supplierShellQuery(db, name);
  return toSupplierShell(requireActiveSupplier(row, field));
}

function toSupplierDetail(shell: SupplierShell): SupplierDetail {
  const { name, companyName, avatar, countryFlag, countryCode, businessType, categories, catalogVersion } = shell;
  return {
    id: name,
    companyName,
    profile: { companyName },
    avatar,
    countryFlag,
    countryCode,
    businessType,
    categories,
    catalogVersion,
  };
}

/** GET api/common/supplier/detail/{id}. */
export async function findSupplierDetail(db: Database, name: string): Promise<SupplierDetail> {
  return toSupplierDetail(await requireActiveShell(db, name));
}

/** GET api/app/supplier/detail/{id}. */
export async function findAppSupplierDetail(db: Database, userId: number, name: string): Promise<AppSupplierDetail> {
  const shell = await requireActiveShell(db, name);
  const [contacts, note, marks] = await Promise.all([
    companyContactsQuery(db, shell.id),
    findSupplierNote(db, userId, shell.id),
    findSupplierMarks(db, userId, shell.id),
  ]);
  return { ...toSupplierDetail(shell), ...marks, contacts: contacts.map(toCompanyContact), note };
}

/** The page shell's meta settings, and the URL name of the catalogue they belong to. */
export type SupplierDomainMeta = SupplierMeta & { supplierId: string };

/**
 * GET api/common/supplier/domain/{name}: the page shell's meta settings, for a catalogue named by
 * its URL name or by its own domain (what a page served at that domain starts from). A domain
 * leads to its catalogue once verified only (custom-domain.ts): a claim alone proves nothing.
 */
export async function findSupplierMeta(
  db: Database,
  address: { name: string } | { domain: string },
): Promise<SupplierDomainMeta> {
  const name = 'domain' in address ? (await findCatalogueAtDomain(db, address.domain))?.name : address.name;
  if (name === undefined) throw new DomainError('not_found', [{ field: 'name', code: SUPPLIER_NOT_FOUND }]);
  const shell = await requireActiveShell(db, name, 'name');
  return { ...shell.meta, supplierId: shell.name };
}

/** GET api/common/supplier/catalog-menus/{name}. */
export async function findCatalogMenus(db: Database, name: string): Promise<CatalogMenuNode[]> {
  const shell = await requireActiveShell(db, name, 'name');
  return toCatalogMenuTree(await catalogMenuQuery(db, shell.id));
}
