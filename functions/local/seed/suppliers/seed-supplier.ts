import type { Database } from '#functions/db/client.ts';
import { createSupplier } from '#functions/domain/suppliers/create-supplier.ts';
import { linkAccessories, writeCatalogue } from '#functions/local/seed/catalogue/write-catalogue.ts';
import type { SeedAccounts } from '#functions/local/seed/seed-accounts.ts';
import { daysBeforeSeed } from '#functions/local/seed/seed-time.ts';
import { writeCompanyProfile } from './company-profile.ts';
import { writePosts } from './posts.ts';
import type { SupplierMedia } from './supplier-media.ts';
import type { SupplierSeed } from './supplier-seed.ts';

/** What writing suppliers shares: the database, the accounts by e-mail, the suppliers written so far. */
export type SeedRun = { db: Database; accounts: SeedAccounts; supplierIds: Map<string, number> };

export type SeededSupplier = { name: string; companyName: string; products: number; status: 'active' | 'disabled' };

/** The supplier's rows, through the domain functions, with its media already stored. */
export async function writeSupplier(seed: SupplierSeed, media: SupplierMedia, run: SeedRun): Promise<SeededSupplier> {
  const { profile } = seed;
  const related = seed.related ? run.supplierIds.get(seed.related) : undefined;
  if (seed.related && related === undefined)
    throw new Error(`${profile.name} relates to ${seed.related}, which is not seeded yet`);
  const supplierId = await createSupplier(
    run.db,
    {
      ...profile,
      ownerId: seed.owner ? await run.accounts.idOf(seed.owner) : null,
      relatedSupplierId: related ?? null,
      avatarKey: media.markKey,
      logoKey: media.logoKey,
      faviconKey: media.markKey,
    },
    daysBeforeSeed(seed.memberSinceDays),
  );
  run.supplierIds.set(profile.name, supplierId);

  const catalogue =
    seed.catalogue && media.catalogue
      ? await writeCatalogue(run.db, supplierId, seed.catalogue, media.plan, media.catalogue)
      : null;
  const products = catalogue?.products ?? [];
  await Promise.all([
    catalogue && linkAccessories(run.db, supplierId, catalogue),
    writePosts(run.db, supplierId, seed.posts ?? [], media.postImages, products, run.accounts),
  ]);
  // Last, at the seed time: the catalogue's parallel writes each set the supplier's updatedAt, and
  // this write makes the final value the same on every run.
  await writeCompanyProfile(run.db, supplierId, seed.company, media.company, run.accounts);
  if (seed.history) {
    // Its rows come after every named account, so those keep the ids of their list order.
    await run.accounts.created;
    const teamEmails = [...(seed.owner ? [seed.owner] : []), ...seed.company.contacts.map(({ email }) => email)];
    await seed.history({
      db: run.db,
      supplierId,
      productIds: products.map((product) => product.id),
      teamIds: await Promise.all(teamEmails.map((email) => run.accounts.idOf(email))),
    });
  }
  return {
    name: profile.name,
    companyName: profile.companyName,
    products: products.length,
    status: profile.status ?? 'active',
  };
}
