import { productPath } from '#functions/lib/catalogue-paths.ts';

/** Spec: the logo and the breadcrumbs link home with query version set to the catalogVersion. */
export function homeHref(supplier: { name: string; catalogVersion: number }): string {
  return `/${supplier.name}?version=${supplier.catalogVersion}`;
}

/** Spec: product links carry ?version={updated}, so a browser's copy moves on with the product. */
export function productHref(supplierName: string, product: { id: number; modelNumber: string; productName: string; updated: number }): string {
  return `${productPath(supplierName, product)}?version=${product.updated}`;
}
