import { EMPTY_PRODUCT_PROFILE, type OwnerProduct, type ProductProfileInput } from '#src/shared/owner-products.ts';

/** What Add product's sections start from: a product with nothing in it yet (its id is none). */
export const NEW_PRODUCT: OwnerProduct = {
  ...EMPTY_PRODUCT_PROFILE,
  id: 0,
  createdAt: 0,
  updatedAt: 0,
  highlights: [],
  technicalDatas: [],
  logisticDatas: [],
  medias: [],
  documents: [],
  accessories: [],
};

/** The product POST add just stored (it answers only the id): its profile, every other section empty. */
export const addedProduct = (id: number, profile: ProductProfileInput): OwnerProduct => ({
  ...NEW_PRODUCT,
  ...profile,
  id,
});
