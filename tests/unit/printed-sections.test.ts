import { describe, expect, it } from 'vitest';
import { sectionsByMenu, type PrintedProduct } from '#functions/domain/catalogue/printed-catalogue.ts';
import type { CatalogMenuNode } from '#functions/domain/catalogue/catalogue-menu-tree.ts';

// The PDF catalogue's contents (issue 29 item 4): products by the menu they are in, menus in the
// tree's order, each section titled by its path, the products in no menu last.

const node = (id: number, name: string, children: CatalogMenuNode[] = []): CatalogMenuNode => ({
  id,
  name,
  parentId: null,
  children,
});
const product = (id: number, menuId: number | null): PrintedProduct => ({
  id,
  updated: 0,
  star: false,
  image: null,
  modelNumber: `M-${id}`,
  productName: `Product ${id}`,
  price: '',
  highlights: [],
  menuId,
});

describe('sectionsByMenu', () => {
  const menu = [node(1, 'Tools', [node(2, 'Drills'), node(3, 'Grinders')]), node(4, 'Valves')];

  it('puts each product under its own menu, parents before children, in the given order within', () => {
    const sections = sectionsByMenu(menu, [
      product(10, 3),
      product(11, 1),
      product(12, 3),
      product(13, 4),
      product(14, 2),
    ]);
    expect(sections.map((section) => [section.title, section.products.map((each) => each.id)])).toEqual([
      ['Tools', [11]],
      ['Tools › Drills', [14]],
      ['Tools › Grinders', [10, 12]],
      ['Valves', [13]],
    ]);
  });

  it('leaves out empty menus and puts products in no menu, or a menu gone, last', () => {
    const sections = sectionsByMenu(menu, [product(20, null), product(21, 4), product(22, 99)]);
    expect(sections.map((section) => [section.id, section.title, section.products.map((each) => each.id)])).toEqual([
      [4, 'Valves', [21]],
      [null, 'Other products', [20, 22]],
    ]);
  });

  it('prints every product once', () => {
    const printed = [product(1, 2), product(2, null), product(3, 1), product(4, 7)];
    const ids = sectionsByMenu(menu, printed).flatMap((section) => section.products.map((each) => each.id));
    expect(ids.sort()).toEqual([1, 2, 3, 4]);
  });
});
