/** Spec: sort options newest (Newest), modelnumber (Model number), productname (Product Name). */
export const PRODUCT_SORTS = [
  { id: 'newest', name: 'Newest' },
  { id: 'modelnumber', name: 'Model number' },
  { id: 'productname', name: 'Product Name' },
] as const;

export type ProductSortId = (typeof PRODUCT_SORTS)[number]['id'];

export const PRODUCT_SORT_IDS = PRODUCT_SORTS.map((sort) => sort.id) as [ProductSortId, ...ProductSortId[]];

export const DEFAULT_PRODUCT_SORT: ProductSortId = 'newest';
