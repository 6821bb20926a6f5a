import type {
  ModelNumberAnswer,
  OwnerProduct,
  OwnerProductPage,
  OWNER_PRODUCT_SORTS,
  ProductMediaItem,
  ProductProfileInput,
  ProductStatus,
  UPDATED_WITHIN_DAYS,
  NameValue,
} from '#src/shared/owner-products.ts';
import type { CategoryListInput, ProductCategory } from '#src/shared/product-categories.ts';
import type { OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { createFetcherStore } from './query.ts';
import { request, RequestError } from './request.ts';

// The owner's product calls (spec §7 supplier/product/*, my/product/search/model-number,
// supplier/category/list): the list and the editor's sections, each saved by its own call.

const PRODUCT_API = '/api/supplier/product';

export type ProductListQuery = {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  status?: ProductStatus;
  menuId?: number | 'none';
  categoryId?: number;
  updatedWithinDays?: (typeof UPDATED_WITHIN_DAYS)[number];
  sort?: (typeof OWNER_PRODUCT_SORTS)[number];
};

export type ProductListPage = OwnerProductPage;

/** POST supplier/product/pager: one page of the owner's list (no overlay: the list shows its own loading). */
export function fetchProductPage(query: ProductListQuery): Promise<ProductListPage> {
  return request(`${PRODUCT_API}/pager`, { method: 'POST', body: query });
}

/** GET supplier/product/get/{id}. */
export function fetchOwnerProduct(id: number): Promise<OwnerProduct> {
  return request(`${PRODUCT_API}/get/${id}`);
}

/** POST supplier/product/add: the profile fields of a new product; answers its id. */
export function addProduct(profile: ProductProfileInput): Promise<{ id: number }> {
  return withOverlay(() => request(`${PRODUCT_API}/add`, { method: 'POST', body: profile }));
}

/** The editor's PATCH calls, by the path the spec gives each, with the body each takes. */
export type ProductSectionBodies = {
  profile: ProductProfileInput;
  highlights: { highlights: NameValue[] };
  'tech-datas': { technicalDatas: NameValue[] };
  'logi-datas': { logisticDatas: NameValue[] };
  documents: { documents: { name: string; key: string }[] };
  accessories: { accessoryIds: number[] };
  medias: { medias: ProductMediaItem[] };
};

/** Saves one section; answers the product as stored (its sections' new values). */
export function saveProductSection<S extends keyof ProductSectionBodies>(
  section: S,
  id: number,
  body: ProductSectionBodies[S],
): Promise<OwnerProduct> {
  return withOverlay(() => request(`${PRODUCT_API}/${section}/${id}`, { method: 'PATCH', body }));
}

/** DELETE supplier/product/delete/{id}. */
export function deleteProduct(id: number): Promise<null> {
  return withOverlay(() => request(`${PRODUCT_API}/delete/${id}`, { method: 'DELETE' }));
}

export type BulkProductAction = 'enable' | 'disable' | 'delete' | 'move';

/** POST supplier/product/bulk: the list's select-many actions; `menuId` for move (null: no menu). */
export function bulkProducts(ids: number[], action: BulkProductAction, menuId?: number | null): Promise<unknown> {
  return withOverlay(() =>
    request(`${PRODUCT_API}/bulk`, {
      method: 'POST',
      body: menuId === undefined ? { ids, action } : { ids, action, menuId },
    }),
  );
}

/** GET supplier/product/qrcode/{id}: the product's QR code as a PNG. */
export function productQrUrl(id: number): string {
  return `${PRODUCT_API}/qrcode/${id}`;
}

/** POST my/product/search/model-number: whether another product of the catalogue has the number. */
export function checkModelNumber(modelNumber: string, productId: number | null): Promise<ModelNumberAnswer> {
  return request('/api/my/product/search/model-number', {
    method: 'POST',
    body: productId === null ? { modelNumber } : { modelNumber, productId },
  });
}

const CATEGORY_LIST_URL = '/api/supplier/category/list';
export const $productCategories = createFetcherStore<ProductCategory[]>([CATEGORY_LIST_URL]);

/** PUT supplier/category/list: the owner's whole list; the stored list replaces the cache. */
export async function saveProductCategories(input: CategoryListInput): Promise<ProductCategory[]> {
  const saved = await withOverlay(() => request<ProductCategory[]>(CATEGORY_LIST_URL, { method: 'PUT', body: input }));
  $productCategories.mutate(saved);
  return saved;
}

/** A catalog menu as the selects list it: flat, a sub menu after its parent. */
export type ProductMenuOption = { id: number; name: string; parentId: number | null };

/** A node of either tree: GET product-catalog-menu/all (OwnerMenuTree) or the public one. */
type MenuNode = { id: number; name: string; children?: MenuNode[] };

function flattenMenus(nodes: MenuNode[], parentId: number | null = null): ProductMenuOption[] {
  return nodes.flatMap(({ id, name, children }) => [{ id, name, parentId }, ...flattenMenus(children ?? [], id)]);
}

/**
 * GET supplier/product-catalog-menu/all (spec §7); while that call is not served yet, the public
 * menu tree of the catalogue (common/supplier/catalog-menus/{name}) lists the same menus.
 */
export async function fetchProductMenus(supplierName: string): Promise<ProductMenuOption[]> {
  try {
    return flattenMenus(await request<OwnerMenuTree>('/api/supplier/product-catalog-menu/all'));
  } catch (error) {
    if (!(error instanceof RequestError) || error.httpStatus !== 404) throw error;
    return flattenMenus(
      await request<MenuNode[]>(`/api/common/supplier/catalog-menus/${encodeURIComponent(supplierName)}`),
    );
  }
}
