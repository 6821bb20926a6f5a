import type { NewProduct } from '#functions/domain/catalogue/write-products.ts';
import { money } from '#functions/local/seed/catalogue/product-text.ts';
import type { ProductKind } from '#functions/local/seed/images/drawings/index.ts';
import { seededRandom, type Random } from '#functions/local/seed/random.ts';
import { DAY, SEED_TIME } from '#functions/local/seed/seed-time.ts';
import { SCALE_BRANDS, SCALE_FAMILIES, SCALE_ORIGINS, type ScaleFamily } from './scale-vocabulary.ts';

export type ScaleCatalogue = {
  menuIds: Map<ScaleFamily, number>;
  categoryIds: Map<ScaleFamily, number>;
  /** The small pool of stored pictures each product borrows one from. */
  pictures: Map<ProductKind, string[]>;
};

/** The scale products are spread over two years before the seed time, oldest first. */
const SPAN = 730 * DAY;

/**
 * The scale catalogue, made lazily `chunkSize` products at a time so that 100,000 products never
 * sit in memory at once. One random stream for the whole run keeps it deterministic.
 */
export function* scaleProductChunks(
  count: number,
  chunkSize: number,
  catalogue: ScaleCatalogue,
): Generator<NewProduct[]> {
  const random = seededRandom('mega-industrial/products');
  for (let start = 0; start < count; start += chunkSize) {
    const chunk: NewProduct[] = [];
    for (let index = start; index < Math.min(count, start + chunkSize); index++)
      chunk.push(scaleProduct(index, count, random, catalogue));
    yield chunk;
  }
}

function scaleProduct(index: number, count: number, random: Random, catalogue: ScaleCatalogue): NewProduct {
  const family = random.pick(SCALE_FAMILIES);
  const sizeIndex = random.int(0, family.sizes.length - 1);
  const size = family.sizes[sizeIndex]!;
  const material = random.pick(family.materials);
  const spec = random.pick(family.specs);
  const [low, high, unit] = family.price;
  const base =
    (low + (high - low) * (sizeIndex / Math.max(1, family.sizes.length - 1)) ** 1.6) * (0.85 + random.next() * 0.3);
  const pictures = catalogue.pictures.get(family.kind)!;
  const createdAt = SEED_TIME - Math.round(((count - index) / count) * SPAN) - random.int(0, 59) * 60_000;
  const [sizeLabel, materialLabel, specLabel] = family.labels;
  return {
    menuId: catalogue.menuIds.get(family),
    categoryId: catalogue.categoryIds.get(family),
    modelNumber: `MIW-${family.code}${String(sizeIndex).padStart(2, '0')}-${(index + 1).toString(36).toUpperCase().padStart(4, '0')}`,
    productName: `${material} ${random.pick(family.nouns)} ${size}, ${spec}`,
    price: `US $${money(base)} - ${money(base * 1.25)} / ${unit}`,
    brandName: random.pick(SCALE_BRANDS),
    origin: random.pick(SCALE_ORIGINS),
    medias: [{ type: 'image', key: pictures[index % pictures.length]! }],
    highlights: [
      { name: sizeLabel, value: size },
      { name: materialLabel, value: material },
      ...(random.next() < 0.6 ? [{ name: specLabel, value: spec }] : []),
    ],
    createdAt,
    updatedAt: createdAt,
  };
}
