import { DEFAULT_PRODUCT_SORT } from '../../functions/domain/catalog/product-sorts.ts';
import { productPath } from '../../functions/lib/catalogue-paths.ts';

/** Spec: the logo and the breadcrumbs link home with query version set to the catalogVersion. */
export function homeHref(supplier: { name: string; catalogVersion: number }): string {
  return `/${supplier.name}?version=${supplier.catalogVersion}`;
}

/** Spec: product links carry ?version={updated}, so a browser's copy moves on with the product. */
export function productHref(supplierName: string, product: { id: number; modelNumber: string; productName: string; updated: number }): string {
  return `${productPath(supplierName, product)}?version=${product.updated}`;
}

export type StorefrontLinkQuery = { keyword?: string; menu?: number | null; sort?: string; page?: number };

/** Spec: filter changes go to /{supplierName} with menu, sort and keyword (defaults left out). */
export function storefrontHref(supplierName: string, query: StorefrontLinkQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.menu) params.set('menu', String(query.menu));
  if (query.sort && query.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/${supplierName}${search ? `?${search}` : ''}`;
}
