import { slugify } from './slug.ts';

// The public addresses of a supplier's pages (spec §2), in one place for pages, the sitemap and
// QR codes. The title segment is the slug of the name: it reads well and routes ignore it.

export function storefrontPath(supplierName: string): string {
  return `/${supplierName}`;
}

/** Spec: /{supplierId}/company/{supplierId}/{slug of the company name}. */
export function companyPath(supplier: { name: string; companyName: string }): string {
  return `/${supplier.name}/company/${supplier.name}/${slugify(supplier.companyName)}`;
}

/** The title segment is decoration: a very long name is cut, so shared links and QR codes stay short. */
const MAX_TITLE_SLUG_LENGTH = 80;

/** /{supplierName}/product/{pid}/{slug of model number and product name}. */
export function productPath(supplierName: string, product: { id: number; modelNumber: string; productName: string }): string {
  const fullSlug = slugify(`${product.modelNumber} ${product.productName}`);
  // Cut by code points: cutting a UTF-16 pair in half would make encodeURIComponent throw.
  const characters = Array.from(fullSlug);
  const slug = characters.length > MAX_TITLE_SLUG_LENGTH ? characters.slice(0, MAX_TITLE_SLUG_LENGTH).join('').replace(/-+$/, '') : fullSlug;
  const base = `/${supplierName}/product/${product.id}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}
