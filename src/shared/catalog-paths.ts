import { DEFAULT_PRODUCT_SORT } from './catalog.ts';

// The public addresses of a supplier's pages (spec §2), in one place for pages, islands, the sitemap
// and QR codes. The title segment is the slug of the name: it reads well and routes ignore it.

/**
 * Spec: the trimmed name with each run of non-alphanumeric characters replaced by a dash,
 * lower-cased. Used in company and product links; the route ignores it, so it only reads well.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .toLowerCase();
}

export type StorefrontQuery = { keyword?: string; menu?: number | null; sort?: string; page?: number };

/**
 * The storefront with its filters in one canonical spelling, defaults left out (spec: filter
 * changes go to /{supplierName} with menu, sort and keyword). Links and the page cache's keys
 * both use it, so one page has one address.
 */
export function storefrontPath(supplierName: string, query: StorefrontQuery = {}): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.menu) params.set('menu', String(query.menu));
  if (query.sort && query.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/${supplierName}${search ? `?${search}` : ''}`;
}

/** The page that hands a catalogue over to the Vitrine app ('Open in App'): its QR code and share link. */
export function appLinkPath(supplierName: string): string {
  return `/${supplierName}/app`;
}

/** The catalogue's web app manifest (issue 29 item 5), for its pages' <link rel="manifest">. */
export function webAppManifestPath(supplierName: string): string {
  return `/api/common/supplier/manifest/${supplierName}`;
}

/** Spec: /{supplierId}/company/{supplierId}/{slug of the company name}. */
export function companyPath(supplier: { name: string; companyName: string }): string {
  return `/${supplier.name}/company/${supplier.name}/${slugify(supplier.companyName)}`;
}

/** The title segment is decoration: a very long name is cut, so shared links and QR codes stay short. */
const MAX_TITLE_SLUG_LENGTH = 80;

/** /{supplierName}/product/{pid}/{slug of model number and product name}. */
export function productPath(
  supplierName: string,
  product: { id: number; modelNumber: string; productName: string },
): string {
  const fullSlug = slugify(`${product.modelNumber} ${product.productName}`);
  // Cut by code points: cutting a UTF-16 pair in half would make encodeURIComponent throw.
  const characters = Array.from(fullSlug);
  const slug =
    characters.length > MAX_TITLE_SLUG_LENGTH
      ? characters.slice(0, MAX_TITLE_SLUG_LENGTH).join('').replace(/-+$/, '')
      : fullSlug;
  const base = `/${supplierName}/product/${product.id}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

/** Spec: the logo and the breadcrumbs link home with query version set to the catalogVersion. */
export function homeHref(supplier: { name: string; catalogVersion: number }): string {
  return `/${supplier.name}?version=${supplier.catalogVersion}`;
}

/** Spec: product links carry ?version={updated}, so a browser's copy moves on with the product. */
export function productHref(
  supplierName: string,
  product: { id: number; modelNumber: string; productName: string; updated: number },
): string {
  return `${productPath(supplierName, product)}?version=${product.updated}`;
}
