import { readStorefrontQuery } from '#functions/domain/catalogue/storefront-page.ts';
import { recordIdOf } from '#src/shared/record-id.ts';
import { isValidSupplierName } from '#src/shared/supplier-name.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';

/** A public page the edge cache may keep: which supplier (and product) its content depends on. */
export type CacheablePage = {
  kind: 'storefront' | 'product' | 'company';
  supplierName: string;
  productId: number | null;
  /** Path and the query parameters that change the page, in one canonical spelling. */
  identity: string;
};

/**
 * The storefront's parameters as the page reads them (defaults left out, bad values dropped), so
 * `?page=1&sort=newest&utm_source=x` and `` share one cached copy. `search=true` focuses the box.
 */
function storefrontIdentity(supplierName: string, params: URLSearchParams): string {
  const query = readStorefrontQuery(params);
  const path = storefrontPath(supplierName, {
    keyword: query.keyword,
    menu: query.menuId,
    sort: query.sort,
    page: query.pageNo,
  });
  if (params.get('search') !== 'true') return path;
  return `${path}${path.includes('?') ? '&' : '?'}search=true`;
}

/**
 * The page a URL shows, when it is one of the three public page types (storefront, product,
 * company); null otherwise. The product and company pages ignore their query and title segment
 * (`version` only steers browsers; the title is decoration), so those are not part of the identity.
 */
export function findCacheablePage(url: URL): CacheablePage | null {
  const segments = url.pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [supplierName = '', kind, id] = segments;
  if (!isValidSupplierName(supplierName)) return null;
  if (segments.length === 1)
    return {
      kind: 'storefront',
      supplierName,
      productId: null,
      identity: storefrontIdentity(supplierName, url.searchParams),
    };
  const productId = kind === 'product' ? recordIdOf(id) : null;
  if (productId !== null && segments.length <= 4)
    return { kind: 'product', supplierName, productId, identity: `/${supplierName}/product/${productId}` };
  if (kind === 'company' && id && segments.length <= 4)
    return { kind: 'company', supplierName, productId: null, identity: `/${supplierName}/company/${id}` };
  return null;
}
