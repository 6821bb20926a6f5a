import { useStore } from '@nanostores/react';
import { $productCategories, fetchProductMenus } from '#src/client/owner-products.ts';
import type { ProductCategory } from '#src/shared/product-categories.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';

// The choices of the product list's filters and the editor's selects: the catalogue's menus and
// categories, a sub entry named under its parent.

export type Option = { value: string; label: string };

/** Flat options, each child right after its parent with its name set in ("Valves › Ball valves"). */
function treeOptions(items: { id: number; name: string; parentId: number | null }[]): Option[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const labelOf = (item: { name: string; parentId: number | null }, depth = 0): string => {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    return parent && depth < 5 ? `${labelOf(parent, depth + 1)} › ${item.name}` : item.name;
  };
  const ordered: Option[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const item of items.filter((entry) => entry.parentId === parentId)) {
      ordered.push({ value: String(item.id), label: labelOf(item) });
      if (depth < 5) visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  // Items whose parent is not in the list still show.
  for (const item of items)
    if (!ordered.some((option) => option.value === String(item.id)))
      ordered.push({ value: String(item.id), label: labelOf(item) });
  return ordered;
}

/** The catalogue's menus as options; [] until loaded or when they cannot be read. */
export function useMenuOptions(supplierName: string): Option[] {
  const menus = useQuery(`products/menu-options?${supplierName}`, () => fetchProductMenus(supplierName));
  return treeOptions(menus.failed ? [] : (menus.data ?? []));
}

/** The catalogue's own product categories as options; [] until loaded. */
export function useCategoryOptions(): Option[] {
  const categories = useStore($productCategories);
  return treeOptions((categories.data ?? []) as ProductCategory[]);
}
