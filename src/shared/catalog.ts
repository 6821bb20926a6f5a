// The public catalogue's shapes (spec §3) and sorts, as the pages, the islands and the API use them.

/** Spec: sort options newest (Newest), modelnumber (Model number), productname (Product Name). */
export const PRODUCT_SORTS = [
  { id: 'newest', name: 'Newest' },
  { id: 'modelnumber', name: 'Model number' },
  { id: 'productname', name: 'Product Name' },
] as const;

export type ProductSortId = (typeof PRODUCT_SORTS)[number]['id'];

export const PRODUCT_SORT_IDS = PRODUCT_SORTS.map((sort) => sort.id) as [ProductSortId, ...ProductSortId[]];

export const DEFAULT_PRODUCT_SORT: ProductSortId = 'newest';

/** Spec §3 product card. `star` is personal state: public answers say false, islands fill it in. */
export type ProductCard = {
  id: number;
  updated: number;
  star: boolean;
  image: string | null;
  modelNumber: string;
  productName: string;
  price: string;
};

/** One search suggestion under the storefront's search box. */
export type ProductSuggestion = { id: number; modelNumber: string; productName: string };
