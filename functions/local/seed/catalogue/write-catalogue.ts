import type { Database } from '#functions/db/client.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { insertProducts, setProductAccessories, type NewProduct } from '#functions/domain/catalogue/write-products.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductKind } from '#functions/local/seed/images/drawings/index.ts';
import { createQueue } from '#functions/local/seed/media-library.ts';
import { seededRandom } from '#functions/local/seed/random.ts';
import { HOUR, SEED_TIME } from '#functions/local/seed/seed-time.ts';
import type { CatalogueSeed } from './catalogue-seed.ts';
import type { PlannedProduct } from './plan-catalogue.ts';
import type { StoredCatalogue } from './store-catalogue-media.ts';

/** What posts need to know about a product once it exists. */
export type SeededProduct = {
  id: number;
  modelNumber: string;
  productName: string;
  kind: ProductKind;
  finish: Finish;
  imageKeys: string[];
};

/** A supplier's written catalogue: its products, and its accessories still to link (linkAccessories). */
export type WrittenCatalogue = { products: SeededProduct[]; plan: PlannedProduct[]; rows: NewProduct[] };

/** Menus, categories and products of one supplier, from its plan and stored media. */
export async function writeCatalogue(
  db: Database,
  supplierId: number,
  seed: CatalogueSeed,
  plan: PlannedProduct[],
  stored: StoredCatalogue,
): Promise<WrittenCatalogue> {
  // Two tables, each written in its own fixed order: running them side by side keeps ids stable.
  const [menuIds, categoryIds] = await Promise.all([
    createMenus(db, supplierId, seed),
    createCategories(db, supplierId, plan),
  ]);
  const times = creationTimes(plan, seed.spacingHours);
  const rows: NewProduct[] = plan.map((item, index) => ({
    menuId: menuIds[item.parent]![item.leaf]!,
    categoryId: categoryIds.get(item.line.category)!,
    modelNumber: item.product.modelNumber,
    productName: item.product.productName,
    price: item.product.price,
    origin: seed.context.origin,
    supplyAbility: item.product.supplyAbility,
    brandName: seed.context.brand,
    port: seed.context.port,
    service: seed.context.service,
    description: item.product.description,
    medias: stored.galleries[index]!.medias,
    highlights: item.product.highlights,
    technicalDatas: item.product.technicalDatas,
    logisticDatas: item.product.logisticDatas,
    documents: stored.documents.get(item.line)!,
    ...times[index]!,
  }));
  const ids = await insertProducts(db, supplierId, rows, SEED_TIME);
  const products = plan.map((item, index) => ({
    id: ids[index]!,
    modelNumber: item.product.modelNumber,
    productName: item.product.productName,
    kind: item.line.kind,
    finish: item.product.finish,
    imageKeys: stored.galleries[index]!.imageKeys,
  }));
  return { products, plan, rows };
}

/** The menu tree one node at a time, so ids follow the menu; ids by parent, then leaf position. */
async function createMenus(db: Database, supplierId: number, seed: CatalogueSeed): Promise<number[][]> {
  const ids: number[][] = [];
  for (const [position, menu] of seed.menu.entries()) {
    const parentId = await addCatalogMenu(db, supplierId, { name: menu.name, position }, SEED_TIME);
    const leaves: number[] = [];
    for (const [leafPosition, leaf] of menu.children.entries())
      leaves.push(
        await addCatalogMenu(db, supplierId, { name: leaf.name, parentId, position: leafPosition }, SEED_TIME),
      );
    ids.push(leaves);
  }
  return ids;
}

async function createCategories(
  db: Database,
  supplierId: number,
  plan: PlannedProduct[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { line } of plan) {
    if (!ids.has(line.category)) ids.set(line.category, await ensureCategory(db, supplierId, line.category));
  }
  return ids;
}

/**
 * Newest first, one line after another (a drill, a grinder, a valve…), so every storefront page
 * shows a mix of the catalogue rather than forty bolts in a row.
 */
function creationTimes(plan: PlannedProduct[], spacingHours: number): { createdAt: number; updatedAt: number }[] {
  const order = plan
    .map((item, index) => ({ index, rank: item.indexInLine * 1000 + item.lineIndex }))
    .sort((a, b) => a.rank - b.rank);
  const times: { createdAt: number; updatedAt: number }[] = [];
  order.forEach(({ index }, position) => {
    const random = seededRandom(`created/${plan[index]!.product.modelNumber}`);
    const createdAt = SEED_TIME - (position + 1) * spacingHours * HOUR - random.int(0, 50) * 60_000;
    const updatedAt = createdAt + Math.floor((random.next() * 0.5 * (SEED_TIME - createdAt)) / HOUR) * HOUR;
    times[index] = { createdAt, updatedAt };
  });
  return times;
}

/** One D1 batch per product: a few in flight hide the round trips. */
const PARALLEL_ACCESSORY_WRITES = 8;

/**
 * 2–8 related products from the lines the product's line names, chosen per product. Allocates no
 * ids, so it may run beside other writes.
 */
export async function linkAccessories(
  db: Database,
  supplierId: number,
  { products, plan, rows }: WrittenCatalogue,
): Promise<void> {
  const ids = products.map((product) => product.id);
  const queue = createQueue(PARALLEL_ACCESSORY_WRITES);
  await Promise.all(
    plan.map((item, index) => {
      const candidates = plan.flatMap((other, otherIndex) =>
        otherIndex !== index && item.line.accessoryLines.includes(other.line.id) ? [ids[otherIndex]!] : [],
      );
      const random = seededRandom(`accessories/${item.product.modelNumber}`);
      const chosen = random.pickSome(candidates, random.int(2, 8));
      return queue(() => setProductAccessories(db, supplierId, ids[index]!, chosen, rows[index]!.updatedAt));
    }),
  );
}
