// The names a product's general fields go by on its page and in a comparison, written once.

export const PRODUCT_FIELD_NAMES = {
  price: 'Price',
  modelNumber: 'Model Number',
  origin: 'Place of Origin',
  category: 'Category',
  supplyAbility: 'Supply Ability',
  brandName: 'Brand Name',
  port: 'Port',
  service: 'Service',
} as const;

type ProductField = keyof typeof PRODUCT_FIELD_NAMES;

/** The named fields, in the order given, leaving out those the product leaves empty. */
export function namedProductFields<F extends ProductField>(
  profile: Record<F, string>,
  fields: readonly F[],
): { name: string; value: string }[] {
  return fields
    .map((field) => ({ name: PRODUCT_FIELD_NAMES[field], value: profile[field] }))
    .filter((field) => field.value.trim() !== '');
}
