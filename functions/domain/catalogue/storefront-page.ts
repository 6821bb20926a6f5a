import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import { supplierShellQuery, toSupplierShell, type SupplierShell } from '#functions/domain/suppliers/supplier-shell.ts';
import { catalogMenuQuery, findMenuPath, toCatalogMenuTree, type CatalogMenuNode } from './catalogue-menu-tree.ts';
import { MAX_SEARCH_QUERY_LENGTH, productPageQueries, toProductPage, type ProductPage } from './product-search.ts';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT_IDS, type ProductSortId } from '#src/shared/catalog.ts';

/** Products per storefront page: a multiple of the grid's three per row (spec §9 leaves it open). */
export const STOREFRONT_PAGE_SIZE = 12;

/** The storefront's query parameters (spec: page, keyword, sort, menu; version and search only steer the browser). */
export type StorefrontQuery = { pageNo: number; keyword: string; sort: ProductSortId; menuId: number | null };

/**
 * A visitor's query string read leniently: a link with a bad value still shows the storefront,
 * with that value at its default, and never an error page.
 */
export function readStorefrontQuery(params: URLSearchParams): StorefrontQuery {
  const pageNo = Number(params.get('page'));
  const menuId = Number(params.get('menu'));
  const sort = params.get('sort') ?? '';
  return {
    pageNo: Number.isSafeInteger(pageNo) && pageNo >= 1 && pageNo <= 100_000 ? pageNo : 1,
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH),
    sort: v.is(v.picklist(PRODUCT_SORT_IDS), sort) ? sort : DEFAULT_PRODUCT_SORT,
    menuId: Number.isSafeInteger(menuId) && menuId >= 1 ? menuId : null,
  };
}

/** The product page a storefront query asks for, `pageSize` at a time: the storefront's, and the printed catalogue's. */
export function storefrontProducts(
  supplierName: string,
  query: Pick<StorefrontQuery, 'keyword' | 'sort' | 'menuId'> & { pageNo?: number },
  pageSize: number,
) {
  return {
    supplierId: supplierName,
    categoryId: null,
    menuId: query.menuId,
    sort: query.sort,
    searchQuery: query.keyword,
    pageNo: query.pageNo ?? 1,
    pageSize,
  };
}

export type StorefrontPageData =
  | { found: false; supplier: SupplierShell | null }
  | {
      found: true;
      supplier: SupplierShell;
      menu: CatalogMenuNode[];
      selectedMenu: CatalogMenuNode[];
      page: ProductPage;
    };

/**
 * Everything the storefront shows, in one D1 round trip. Not found: no such supplier, or a menu
 * that is not the supplier's (spec: missing menu data goes to /404).
 */
export async function loadStorefrontPage(
  db: Database,
  supplierName: string,
  query: StorefrontQuery,
): Promise<StorefrontPageData> {
  const input = storefrontProducts(supplierName, query, STOREFRONT_PAGE_SIZE);
  const [shellRows, menuRows, totals, rows] = await db.batch([
    supplierShellQuery(db, supplierName),
    catalogMenuQuery(db, activeSupplierIdByName(supplierName)),
    ...productPageQueries(db, input),
  ]);
  const supplier = shellRows[0] ? toSupplierShell(shellRows[0]) : null;
  if (!supplier || supplier.status !== 'active') return { found: false, supplier };
  const menu = toCatalogMenuTree(menuRows);
  const selectedMenu = query.menuId === null ? [] : findMenuPath(menu, query.menuId);
  if (!selectedMenu) return { found: false, supplier: null };
  return { found: true, supplier, menu, selectedMenu, page: toProductPage(input, totals, rows) };
}
