import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { createMediaLibrary } from './media-library.ts';
import { createSeedAccounts, SEED_ACCOUNTS } from './seed-accounts.ts';
import { DEMO_SUPPLIER } from './suppliers/demo/demo-supplier.ts';
import { DISABLED_CO } from './suppliers/disabled-co.ts';
import { EMPTY_CO } from './suppliers/empty-co.ts';
import { MEGA_INDUSTRIAL, seedScaleCatalogue } from './suppliers/mega-industrial/mega-industrial.ts';
import { NORDIC_FASTENERS } from './suppliers/nordic-fasteners.ts';
import { writeSupplier, type SeededSupplier, type SeedRun } from './suppliers/seed-supplier.ts';
import { prepareSupplierMedia, type MediaRun, type SupplierMedia } from './suppliers/supplier-media.ts';
import { wipeDatabase } from './wipe-database.ts';

/** Binary files the seed cannot draw in code; Node loads them with loadSeedAssets. */
export type SeedAssets = { video: Uint8Array; certificateImage: Uint8Array /* PNG */ };
export type SeedOptions = { assets: SeedAssets; scaleProducts?: number; log?: (line: string) => void };
export type SeedSummary = {
  suppliers: { name: string; companyName: string; products: number; status: 'active' | 'disabled' }[];
  accounts: { email: string; role: string }[];
};

/** In creation order: nordic-fasteners first, since the demo names it as its related company. */
const SUPPLIER_SEEDS = [NORDIC_FASTENERS, DEMO_SUPPLIER, EMPTY_CO, DISABLED_CO];

/**
 * Wipes every row, then writes the demo catalogue through the domain functions (they keep the
 * search index and catalogue versions right). Deterministic: the same rows and media keys on every
 * run; only the password salts differ.
 */
export async function seedDemoCatalogue(db: Database, media: R2Bucket, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  await wipeDatabase(db);
  const library = createMediaLibrary(media);
  const mediaRun: MediaRun = {
    media: library,
    videoKey: library.file('demo-video.webm', options.assets.video, 'video/webm', 'webm'),
    certificateScan: options.assets.certificateImage,
  };
  // Local D1 spends about 5 ms per statement, so nothing waits that need not: password hashes
  // (their own table) and media (no rows) start at once, and each supplier's rows are written as
  // soon as its own media and owner exist, while the next supplier's media is being stored. Ids stay
  // deterministic, since every table is still written in one fixed order.
  const accounts = createSeedAccounts(db, library);
  const supplierMedia: Promise<SupplierMedia>[] = [];
  for (const seed of SUPPLIER_SEEDS)
    supplierMedia.push((supplierMedia.at(-1) ?? Promise.resolve()).then(() => prepareSupplierMedia(seed, mediaRun)));
  const everythingStored = Promise.all([accounts.created, ...supplierMedia]);

  const run: SeedRun = { db, accounts, supplierIds: new Map() };
  const seeded: SeededSupplier[] = [];
  for (const [index, seed] of SUPPLIER_SEEDS.entries()) {
    const supplier = await writeSupplier(seed, await supplierMedia[index]!, run);
    seeded.push(supplier);
    log(`${supplier.name}: ${supplier.products} products`);
  }
  await everythingStored;
  const scaleProducts = options.scaleProducts ?? 0;
  if (scaleProducts > 0) {
    const mega = await writeSupplier(MEGA_INDUSTRIAL, await prepareSupplierMedia(MEGA_INDUSTRIAL, mediaRun), run);
    await seedScaleCatalogue(db, run.supplierIds.get(mega.name)!, scaleProducts, library, log);
    seeded.push({ ...mega, products: scaleProducts });
  }
  return { suppliers: seeded, accounts: SEED_ACCOUNTS.map(({ email, role }) => ({ email, role })) };
}

/** True when no account and no supplier exists yet (npm start seeds only then). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`exists (select 1 from ${users}) or exists (select 1 from ${suppliers})` })
    .from(sql`(select 1)`);
  return !row?.found;
}
