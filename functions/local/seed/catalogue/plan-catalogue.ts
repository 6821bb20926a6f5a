import type { CatalogueSeed } from './catalogue-seed.ts';
import type { ProductLine, SeedProduct } from './product-line.ts';

/** A product with its place: the menu leaf (by position) and its line. */
export type PlannedProduct = {
  line: ProductLine;
  /** Position of the line in the catalogue: backdrops and the newest-first mix follow it. */
  lineIndex: number;
  indexInLine: number;
  parent: number;
  leaf: number;
  product: SeedProduct;
};

/** Every product of a catalogue, in menu order, before anything is stored. */
export function planCatalogue(seed: CatalogueSeed): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  const lineOrder = new Map<ProductLine, number>();
  seed.menu.forEach((menu, parent) =>
    menu.children.forEach((child, leaf) => {
      for (const line of child.lines) {
        if (!lineOrder.has(line)) lineOrder.set(line, lineOrder.size);
        line
          .products(seed.context)
          .slice(0, child.take)
          .forEach((product, indexInLine) => {
            planned.push({ line, lineIndex: lineOrder.get(line)!, indexInLine, parent, leaf, product });
          });
      }
    }),
  );
  return planned;
}
