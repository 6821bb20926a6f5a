import { getPagePath } from '@nanostores/router';
import type { ProductListQuery } from '#src/client/owner-products.ts';
import { OWNER_PRODUCT_SORTS, PRODUCT_STATUSES, UPDATED_WITHIN_DAYS } from '#src/shared/owner-products.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';

// The product list keeps its search, filters, sort and page in the address (?q=&status=&menu=…),
// so Back, a reload and a shared link show the same list.

export const PRODUCT_PAGE_SIZE = 20;

/** The list's settings as the address holds them; '' is "any". */
export type ListSettings = {
  q: string;
  status: string;
  menu: string;
  category: string;
  updated: string;
  sort: string;
  page: number;
};

const KEYS = ['q', 'status', 'menu', 'category', 'updated', 'sort'] as const;

export function settingsOf(search: Record<string, string>): ListSettings {
  const page = Number.parseInt(search.page ?? '', 10);
  return {
    q: search.q ?? '',
    status: search.status ?? '',
    menu: search.menu ?? '',
    category: search.category ?? '',
    updated: search.updated ?? '',
    sort: search.sort ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Whether anything narrows the list (an empty answer then says "no match", not "no products yet"). */
export function isFiltered(settings: ListSettings): boolean {
  return KEYS.some((key) => key !== 'sort' && settings[key] !== '');
}

const positiveInteger = (value: string): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The pager call's body for the settings; values the API would refuse are left out. */
export function queryOf(settings: ListSettings): ProductListQuery {
  const query: ProductListQuery = { pageNo: settings.page, pageSize: PRODUCT_PAGE_SIZE };
  const keyword = settings.q.trim();
  if (keyword) query.keyword = keyword;
  const status = PRODUCT_STATUSES.find((value) => value === settings.status);
  if (status) query.status = status;
  const menuId = settings.menu === 'none' ? 'none' : positiveInteger(settings.menu);
  if (menuId !== undefined) query.menuId = menuId;
  const categoryId = positiveInteger(settings.category);
  if (categoryId !== undefined) query.categoryId = categoryId;
  const updated = UPDATED_WITHIN_DAYS.find((days) => String(days) === settings.updated);
  if (updated) query.updatedWithinDays = updated;
  const sort = OWNER_PRODUCT_SORTS.find((value) => value === settings.sort);
  if (sort) query.sort = sort;
  return query;
}

/** The list's address for the settings (only the set ones, page 1 left out). */
export function listPath(settings: ListSettings): string {
  const search: Record<string, string> = {};
  for (const key of KEYS) if (settings[key]) search[key] = settings[key];
  if (settings.page > 1) search.page = String(settings.page);
  return getPagePath($workspaceRoute, 'products', {}, search);
}

/** The editor's address for a product, or 'new' for Add product. */
export function productEditorPath(id: number | 'new'): string {
  return getPagePath($workspaceRoute, 'product', { id: String(id) });
}

/** The list's last address in this visit, for the editor's way back to the same list. */
let lastListPath: string | null = null;
export function rememberListPath(path: string): void {
  lastListPath = path;
}
export function backToListPath(): string {
  return lastListPath ?? getPagePath($workspaceRoute, 'products');
}
