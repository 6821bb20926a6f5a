import { asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { countryFlagUrl, countryName } from '#functions/lib/countries.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';

/** How many catalogues the catalogue area lists (the rest are reached by their address). */
export const PUBLISHED_LIST_LIMIT = 100;

export type PublishedSupplier = {
  name: string;
  companyName: string;
  avatar: string | null;
  businessType: string;
  country: string;
  countryFlag: string | null;
};

/** Active suppliers by company name, for the catalogue area at the site's root. */
export async function listPublishedSuppliers(db: Database): Promise<PublishedSupplier[]> {
  const rows = await db
    .select({
      name: suppliers.name,
      companyName: suppliers.companyName,
      avatarKey: suppliers.avatarKey,
      businessType: suppliers.businessType,
      countryCode: suppliers.countryCode,
    })
    .from(suppliers)
    .where(eq(suppliers.status, 'active'))
    .orderBy(asc(suppliers.companyName))
    .limit(PUBLISHED_LIST_LIMIT);
  return rows.map(({ avatarKey, countryCode, ...row }) => ({
    ...row,
    avatar: mediaUrlOrNull(avatarKey),
    country: countryName(countryCode),
    countryFlag: countryFlagUrl(countryCode),
  }));
}
