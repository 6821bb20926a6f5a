import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { countryFlagUrl } from '#functions/lib/countries.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';

/** Spec: the yellow demo banner shows for this one supplier only. */
export const DEMO_SUPPLIER_NAME = 'demo';

/** Spec §3 supplier meta: what the shell takes from the supplier's meta settings. */
export type SupplierMeta = {
  favicon: string | null;
  logo: string | null;
  mainColor: string;
  secondColor: string;
  metaDescription: string;
};

/** What every page of a supplier needs: header, banners, footer, meta and links. */
export type SupplierShell = {
  id: number;
  /** The URL name: the first path segment, called supplierId in links. */
  name: string;
  status: 'active' | 'disabled';
  companyName: string;
  catalogVersion: number;
  avatar: string | null;
  countryCode: string;
  countryFlag: string | null;
  businessType: string;
  categories: string[];
  meta: SupplierMeta;
  isDemo: boolean;
};

export const supplierShellColumns = {
  id: suppliers.id,
  name: suppliers.name,
  status: suppliers.status,
  companyName: suppliers.companyName,
  catalogVersion: suppliers.catalogVersion,
  avatarKey: suppliers.avatarKey,
  countryCode: suppliers.countryCode,
  businessType: suppliers.businessType,
  categories: suppliers.categories,
  faviconKey: suppliers.faviconKey,
  logoKey: suppliers.logoKey,
  mainColor: suppliers.mainColor,
  secondColor: suppliers.secondColor,
  metaDescription: suppliers.metaDescription,
};

type SupplierShellRow = Pick<typeof suppliers.$inferSelect, keyof typeof supplierShellColumns>;

/** The supplier by URL name, for a batch; map the row with toSupplierShell. */
export function supplierShellQuery(db: Database, name: string) {
  return db.select(supplierShellColumns).from(suppliers).where(eq(suppliers.name, name)).limit(1);
}

/** The shell alone, for a page that shows nothing else of the supplier (the app link). */
export async function loadSupplierShell(db: Database, name: string): Promise<SupplierShell | null> {
  const [row] = await supplierShellQuery(db, name);
  return row ? toSupplierShell(row) : null;
}

export function toSupplierShell(row: SupplierShellRow): SupplierShell {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    companyName: row.companyName,
    catalogVersion: row.catalogVersion,
    avatar: mediaUrlOrNull(row.avatarKey),
    countryCode: row.countryCode,
    countryFlag: countryFlagUrl(row.countryCode),
    businessType: row.businessType,
    categories: row.categories,
    meta: {
      favicon: mediaUrlOrNull(row.faviconKey),
      logo: mediaUrlOrNull(row.logoKey),
      mainColor: row.mainColor,
      secondColor: row.secondColor,
      metaDescription: row.metaDescription,
    },
    isDemo: row.name === DEMO_SUPPLIER_NAME,
  };
}
