import type { OwnerMenu, OwnerMenuEntry, OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';

// Where a menu sits in the owner's two-level tree, and the words the screen says about it.

export type MenuPlace = {
  menu: OwnerMenuEntry;
  /** The parent menu; null for a top-level menu. */
  parent: OwnerMenu | null;
  /** The menus at its level, itself included, in order. */
  siblings: OwnerMenuEntry[];
  index: number;
  /** Its sub menus (always none for a sub menu). */
  children: OwnerMenuEntry[];
};

export function placeOf(tree: OwnerMenuTree, id: number): MenuPlace | null {
  for (const [index, top] of tree.entries()) {
    if (top.id === id) return { menu: top, parent: null, siblings: tree, index, children: top.children };
    const childIndex = top.children.findIndex((child) => child.id === id);
    if (childIndex >= 0)
      return { menu: top.children[childIndex]!, parent: top, siblings: top.children, index: childIndex, children: [] };
  }
  return null;
}

export const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** "Ball valves moved to position 2 of 3 in Valves." */
export function movedText(tree: OwnerMenuTree, id: number): string {
  const place = placeOf(tree, id);
  if (!place) return '';
  const where = place.parent ? `in ${place.parent.name}` : 'at the top level';
  return `${place.menu.name} moved to position ${place.index + 1} of ${place.siblings.length} ${where}.`;
}

/** The parents a menu may move under: none for a menu with sub menus; never itself. */
export function parentChoices(tree: OwnerMenuTree, place: MenuPlace): OwnerMenu[] {
  if (place.children.length > 0) return [];
  return tree.filter((top) => top.id !== place.menu.id);
}

/** The Warning's words: what goes, and where its products go. */
export function deleteWarning(place: MenuPlace, up: boolean): string {
  const subCount = place.children.length;
  const products = place.menu.productCount + place.children.reduce((sum, child) => sum + child.productCount, 0);
  const what = place.parent
    ? `Delete the sub menu “${place.menu.name}”?`
    : subCount > 0
      ? `Delete the menu “${place.menu.name}” and its ${subCount} sub ${subCount === 1 ? 'menu' : 'menus'}?`
      : `Delete the menu “${place.menu.name}”?`;
  if (products === 0) return `${what} It holds no products.`;
  const they = products === 1 ? 'Its product moves' : `Its ${products} products move`;
  const where = up && place.parent ? `to “${place.parent.name}”` : 'to no menu (they stay in your catalogue)';
  return `${what} ${they} ${where}.`;
}
