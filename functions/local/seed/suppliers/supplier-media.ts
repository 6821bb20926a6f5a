import { planCatalogue, type PlannedProduct } from '#functions/local/seed/catalogue/plan-catalogue.ts';
import { storeCatalogueMedia, type StoredCatalogue } from '#functions/local/seed/catalogue/store-catalogue-media.ts';
import type { DocumentIssuer } from '#functions/local/seed/documents/pdf-page.ts';
import { brandMarkSvg, logoSvg } from '#functions/local/seed/images/brand-marks.ts';
import type { SceneBrand } from '#functions/local/seed/images/scenes/scene.ts';
import type { MediaLibrary } from '#functions/local/seed/media-library.ts';
import { storeCompanyMedia, type StoredCompanyMedia } from './company-profile.ts';
import { storePostImages } from './posts.ts';
import type { SupplierSeed } from './supplier-seed.ts';

/** What storing media needs: the library, the committed binaries. */
export type MediaRun = { media: MediaLibrary; videoKey: Promise<string>; certificateScan: Uint8Array };
export type SupplierMediaContext = MediaRun & { seed: SupplierSeed; issuer: DocumentIssuer; sceneBrand: SceneBrand };

/** Every R2 object of one supplier, stored before its rows are written. */
export type SupplierMedia = {
  logoKey: string;
  markKey: string;
  plan: PlannedProduct[];
  catalogue: StoredCatalogue | null;
  company: StoredCompanyMedia;
  /** Keys of each post's drawn pictures, in the seed's post order (see storePostImages). */
  postImages: (string | null)[][];
};

/** The supplier as documents print it. */
export function issuerOf({ profile }: SupplierSeed): DocumentIssuer {
  return {
    companyName: profile.companyName,
    address: profile.address ?? '',
    website: (profile.website ?? '').replace(/^https?:\/\//, ''),
    email: profile.email ?? '',
    colour: profile.mainColor,
  };
}

/**
 * Needs no database, so it can run while the accounts' passwords are hashed: pictures, PDFs and
 * scenes are all content-addressed and known before any row exists.
 */
export async function prepareSupplierMedia(seed: SupplierSeed, run: MediaRun): Promise<SupplierMedia> {
  const { profile, brand } = seed;
  const context: SupplierMediaContext = {
    ...run,
    seed,
    issuer: issuerOf(seed),
    sceneBrand: { name: brand.short, main: profile.mainColor, second: profile.secondColor },
  };
  const plan = seed.catalogue ? planCatalogue(seed.catalogue) : [];
  const [logoKey, markKey, catalogue, company, postImages] = await Promise.all([
    run.media.svg(logoSvg(brand.initials, brand.wordmark, brand.tagline, profile.mainColor, profile.secondColor)),
    run.media.svg(brandMarkSvg(brand.initials, profile.mainColor, profile.secondColor)),
    seed.catalogue
      ? storeCatalogueMedia(seed.catalogue, plan, { media: run.media, videoKey: run.videoKey, issuer: context.issuer })
      : null,
    storeCompanyMedia(seed.company, context),
    storePostImages(seed.posts ?? [], plan, context),
  ]);
  return { logoKey, markKey, plan, catalogue, company, postImages };
}
