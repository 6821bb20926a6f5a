import type { MenuProductChoice, OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// The owner's catalogue menu (spec §7 supplier/product-catalog-menu/*): the tree is read once and
// cached by @nanostores/query (DESIGN §9); every edit answers (or is followed by) the tree as
// stored, which replaces the cache.

const BASE = '/api/supplier/product-catalog-menu';
export const CATALOG_MENUS_URL = `${BASE}/all`;
export const $catalogMenus = createFetcherStore<OwnerMenuTree>([CATALOG_MENUS_URL]);

function stored(call: () => Promise<OwnerMenuTree>): Promise<OwnerMenuTree> {
  return withOverlay(async () => {
    const tree = await call();
    $catalogMenus.mutate(tree);
    return tree;
  });
}

/** POST add {name, parentId}: answers { id }; the tree is read again after it. */
export async function addCatalogMenu(name: string, parentId: number | null): Promise<number> {
  let id = 0;
  await stored(async () => {
    ({ id } = await request<{ id: number }>(`${BASE}/add`, { method: 'POST', body: { name, parentId } }));
    return request<OwnerMenuTree>(CATALOG_MENUS_URL);
  });
  return id;
}

export function renameCatalogMenu(id: number, name: string): Promise<OwnerMenuTree> {
  return stored(() => request(`${BASE}/rename/${id}`, { method: 'PATCH', body: { name } }));
}

/** POST move: under parentId (null: the top level) at position (0 first). */
export function moveCatalogMenu(id: number, parentId: number | null, position: number): Promise<OwnerMenuTree> {
  return stored(() => request(`${BASE}/move`, { method: 'POST', body: { id, parentId, position } }));
}

export function deleteCatalogMenu(id: number, products: MenuProductChoice): Promise<OwnerMenuTree> {
  return stored(() => request(`${BASE}/delete/${id}?products=${products}`, { method: 'DELETE' }));
}
