import type { Database } from '#functions/db/client.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { insertProducts } from '#functions/domain/catalogue/write-products.ts';
import { BACKDROPS } from '#functions/local/seed/images/backdrops.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import { ILLUSTRATIONS, type ProductKind } from '#functions/local/seed/images/drawings/index.ts';
import { renderProductImage } from '#functions/local/seed/images/product-image.ts';
import type { MediaLibrary } from '#functions/local/seed/media-library.ts';
import { SEED_TIME } from '#functions/local/seed/seed-time.ts';
import type { SupplierSeed } from '#functions/local/seed/suppliers/supplier-seed.ts';
import { scaleProductChunks, type ScaleCatalogue } from './scale-products.ts';
import { SCALE_FAMILIES, type ScaleFamily } from './scale-vocabulary.ts';

const MAIN_COLOUR = '#9a3412';

/** The scale-test supplier; its products are added by seedScaleCatalogue. */
export const MEGA_INDUSTRIAL: SupplierSeed = {
  profile: {
    name: 'mega-industrial',
    status: 'active',
    companyName: 'Mega Industrial Wholesale',
    countryCode: 'US',
    region: 'Texas',
    established: '1998',
    address: '8800 Port Industrial Blvd, Houston, TX 77029, United States',
    businessType: 'Wholesaler, Distributor',
    categories: ['Fasteners', 'Valves & Pumps', 'Bearings', 'Power Tools', 'Safety Equipment', 'Electrical Equipment'],
    email: 'orders@megaindustrial.example',
    phone: '+1 713 555 0188',
    website: 'https://www.megaindustrial.example',
    description:
      '<p>One of the largest MRO catalogues in the Gulf region: fasteners, valves, bearings, tools, safety and electrical supplies from 40 warehouses.</p>',
    mainColor: MAIN_COLOUR,
    secondColor: '#0e7490',
    metaDescription:
      'Mega Industrial Wholesale, Houston: MRO supplies, fasteners, valves, bearings, power tools, PPE and electrical products.',
  },
  memberSinceDays: 1000,
  brand: { initials: 'MIW', wordmark: 'MEGA', tagline: 'Industrial Wholesale', short: 'Mega Industrial' },
  company: {
    medias: ['warehouse'],
    highlights: [{ name: 'Warehouses', value: '40 in the USA and Mexico' }],
    documents: [],
    turnovers: [],
    tradeShows: [],
    contacts: [],
  },
};

/** Two looks per kind of product: about thirty pictures shared by all scale products. */
const POOL_FINISHES: Record<ProductKind, [Finish, Finish]> = {
  drill: [
    { main: '#9a3412', trim: '#2b2f35' },
    { main: '#0e7490', trim: '#2b2f35' },
  ],
  'angle-grinder': [
    { main: '#0e7490', trim: '#c0392b' },
    { main: '#9a3412', trim: '#2b2f35' },
  ],
  'ball-valve': [
    { main: '#c9a227', trim: '#c0392b' },
    { main: '#b8c0c8', trim: '#1f63c6' },
  ],
  'centrifugal-pump': [
    { main: '#0e7490', trim: '#7d8791' },
    { main: '#2e7d4f', trim: '#c3cad1' },
  ],
  bearing: [
    { main: '#1d1f22', trim: '#1d1f22' },
    { main: '#c3cad1', trim: '#c3cad1' },
  ],
  'pillow-block': [
    { main: '#5b6770', trim: '#1d1f22' },
    { main: '#2f4f7f', trim: '#1d1f22' },
  ],
  'hex-bolt': [
    { main: '#c8d0d8', trim: '#c8d0d8' },
    { main: '#3a3d42', trim: '#3a3d42' },
  ],
  'socket-screw': [
    { main: '#33363b', trim: '#33363b' },
    { main: '#d5d9dd', trim: '#d5d9dd' },
  ],
  'nut-washer': [
    { main: '#d4b45a', trim: '#d4b45a' },
    { main: '#c8d0d8', trim: '#c8d0d8' },
  ],
  'safety-helmet': [
    { main: '#f2c200', trim: '#2b2f35' },
    { main: '#f4f5f7', trim: '#2b2f35' },
  ],
  'work-gloves': [
    { main: '#2b2f35', trim: '#5b6770' },
    { main: '#e8711a', trim: '#e9e4da' },
  ],
  'cable-coil': [
    { main: '#2d2f33', trim: '#e8711a' },
    { main: '#e8711a', trim: '#2b2f35' },
  ],
  'industrial-plug': [
    { main: '#1f63c6', trim: '#2b2f35' },
    { main: '#c62f2f', trim: '#2b2f35' },
  ],
  'circuit-breaker': [
    { main: '#eef0f2', trim: '#2b2f35' },
    { main: '#d9dde2', trim: '#1f63c6' },
  ],
};

/** Products written per insertProducts call; each call is cut into D1 batches again inside. */
const CHUNK_SIZE = 1000;
const LOG_EVERY = 10_000;

/** Adds `count` lightweight products, with a menu of the families and a shared picture pool. */
export async function seedScaleCatalogue(
  db: Database,
  supplierId: number,
  count: number,
  media: MediaLibrary,
  log: (line: string) => void,
): Promise<void> {
  const catalogue: ScaleCatalogue = {
    menuIds: await createScaleMenu(db, supplierId),
    categoryIds: new Map(),
    pictures: await storePicturePool(media),
  };
  for (const family of SCALE_FAMILIES)
    catalogue.categoryIds.set(family, await ensureCategory(db, supplierId, family.menu[1]));
  let written = 0;
  for (const chunk of scaleProductChunks(count, CHUNK_SIZE, catalogue)) {
    await insertProducts(db, supplierId, chunk, SEED_TIME);
    written += chunk.length;
    // Chunks are whole thousands until the last one, so every multiple of LOG_EVERY is reached exactly.
    if (written % LOG_EVERY === 0 || written === count) {
      log(`mega-industrial: ${written.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} products`);
    }
  }
}

async function createScaleMenu(db: Database, supplierId: number): Promise<Map<ScaleFamily, number>> {
  const parents = new Map<string, number>();
  const leaves = new Map<ScaleFamily, number>();
  for (const family of SCALE_FAMILIES) {
    const [parentName, leafName] = family.menu;
    let parentId = parents.get(parentName);
    if (parentId === undefined) {
      parentId = await addCatalogMenu(db, supplierId, { name: parentName, position: parents.size }, SEED_TIME);
      parents.set(parentName, parentId);
    }
    leaves.set(
      family,
      await addCatalogMenu(db, supplierId, { name: leafName, parentId, position: leaves.size }, SEED_TIME),
    );
  }
  return leaves;
}

async function storePicturePool(media: MediaLibrary): Promise<Map<ProductKind, string[]>> {
  const kinds = Object.keys(POOL_FINISHES) as ProductKind[];
  const entries = await Promise.all(
    kinds.map(async (kind, kindIndex) => {
      const [first, second] = POOL_FINISHES[kind];
      const picture = (finish: Finish, altFinish: Finish, view: 'hero' | 'mirror', backdrop: number) =>
        media.svg(
          renderProductImage({
            illustration: ILLUSTRATIONS[kind],
            finish,
            altFinish,
            view,
            backdrop,
            tilt: 0,
            brand: 'MEGA',
            brandColour: MAIN_COLOUR,
            dimensions: ['', ''],
            title: `${kind} (Mega Industrial stock picture)`,
          }),
        );
      return [
        kind,
        await Promise.all([
          picture(first, second, 'hero', kindIndex),
          picture(second, first, 'mirror', kindIndex + BACKDROPS.length / 2),
        ]),
      ] as const;
    }),
  );
  return new Map(entries);
}
