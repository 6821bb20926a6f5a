import { addProduct, checkModelNumber } from '#src/client/owner-products.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import {
  EMPTY_PRODUCT_PROFILE,
  MODEL_NUMBER_TAKEN,
  productProfileSchema,
  type OwnerProduct,
  type ProductProfileInput,
} from '#src/shared/owner-products.ts';
import { SelectInput, TextInput } from '#src/islands/kit/fields.tsx';
import { ProductSection, sectionSave } from './product-section.tsx';
import { useCategoryOptions, useMenuOptions } from './product-options.ts';
import { RichTextField } from '#src/islands/kit/RichTextField.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSettled } from '#src/islands/kit/use-settled.ts';
import { productMessage } from './product-messages.ts';
import { PROFILE_SECTION } from './save-sections.ts';
import { addedProduct } from './new-product.ts';

const MODEL_CHECK_DELAY_MS = 400;

/** The profile fields of a stored product, as the PATCH call takes them back. */
export function profileOf(product: OwnerProduct): ProductProfileInput {
  return Object.fromEntries(
    Object.keys(EMPTY_PRODUCT_PROFILE).map((key) => [key, product[key as keyof ProductProfileInput]]),
  ) as ProductProfileInput;
}

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Whether another product of the catalogue has the model number (POST my/product/search/model-number),
 * asked as the owner types; null while unknown.
 */
function useModelNumberTaken(modelNumber: string, stored: string, productId: number | null): boolean | null {
  const wanted = modelNumber.trim();
  const asked = useSettled(wanted, MODEL_CHECK_DELAY_MS);
  const needed = asked !== null && asked !== '' && asked !== stored.trim();
  const answer = useQuery(needed ? `products/model-number?${JSON.stringify([asked, productId])}` : null, () =>
    checkModelNumber(asked ?? '', productId),
  );
  if (wanted === '' || wanted === stored.trim()) return false;
  if (asked !== wanted || answer.loading || !answer.data) return null;
  return answer.data.exists && answer.data.productId !== productId;
}

/**
 * Profile (PATCH supplier/product/profile/{id}; for a new product POST supplier/product/add, which
 * the one Save sends before any other section): the spec's management fields (§3), the model
 * number checked for uniqueness as the owner types.
 */
export function ProductProfileSection({
  company,
  product,
  isNew,
}: {
  company: OwnerCompany;
  /** As stored; a blank one while the product is new. */
  product: OwnerProduct;
  isNew: boolean;
}) {
  const stored = isNew ? EMPTY_PRODUCT_PROFILE : profileOf(product);
  const { draft, change, errorOf, save, bar } = useDraft(productProfileSchema, stored, productMessage);
  const menuOptions = useMenuOptions(company.name);
  const categoryOptions = useCategoryOptions();
  const productId = isNew ? null : product.id;
  const taken = useModelNumberTaken(draft.modelNumber, stored.modelNumber, productId);
  const set =
    <K extends keyof ProductProfileInput>(key: K) =>
    (value: ProductProfileInput[K]) =>
      change({ ...draft, [key]: value });

  const modelNumberError = errorOf('modelNumber') ?? (taken ? productMessage(MODEL_NUMBER_TAKEN) : undefined);
  const patch = sectionSave('profile', save, profileOf);

  /** A new product: POST add; the other sections are then sent to its id. */
  const create = async (): Promise<OwnerProduct | null> => {
    let created: OwnerProduct | null = null;
    const saved = await save(async (input) => {
      created = addedProduct((await addProduct(input)).id, input);
      return input;
    });
    return saved ? created : null;
  };

  return (
    <ProductSection
      id={PROFILE_SECTION}
      title="Profile"
      intro="What buyers read first: the name, model number and the terms you sell on."
      save={(id) => (id === null ? create() : patch(id))}
      {...bar}
    >
      <div className="ws-product-grid">
        <TextInput
          label="Product name"
          required
          maxLength={200}
          value={draft.productName}
          onValue={set('productName')}
          error={errorOf('productName')}
        />
        <TextInput
          label="Model number"
          required
          maxLength={60}
          autoComplete="off"
          value={draft.modelNumber}
          onValue={set('modelNumber')}
          error={modelNumberError}
          hint="Unique in your catalogue; buyers search by it."
        />
        <TextInput
          label="Brand name"
          maxLength={120}
          value={draft.brandName}
          onValue={set('brandName')}
          error={errorOf('brandName')}
        />
        <TextInput
          label="Place of origin"
          maxLength={120}
          value={draft.origin}
          onValue={set('origin')}
          error={errorOf('origin')}
        />
        <TextInput
          label="Price"
          maxLength={60}
          value={draft.price}
          onValue={set('price')}
          error={errorOf('price')}
          hint="E.g. USD 12–15 per piece."
        />
        <TextInput label="Port" maxLength={120} value={draft.port} onValue={set('port')} error={errorOf('port')} />
        <TextInput
          label="Supply ability"
          maxLength={120}
          value={draft.supplyAbility}
          onValue={set('supplyAbility')}
          error={errorOf('supplyAbility')}
        />
        <TextInput
          label="Service"
          maxLength={200}
          value={draft.service}
          onValue={set('service')}
          error={errorOf('service')}
        />
        <SelectInput
          label="Category"
          value={draft.categoryId === null ? '' : String(draft.categoryId)}
          onValue={(value) => set('categoryId')(idOrNull(value))}
          options={[{ value: '', label: 'No category' }, ...categoryOptions]}
          error={errorOf('categoryId')}
          hint="Your own list: edit it under Products › Categories."
        />
        <SelectInput
          label="Menu"
          value={draft.menuId === null ? '' : String(draft.menuId)}
          onValue={(value) => set('menuId')(idOrNull(value))}
          options={[{ value: '', label: 'No menu' }, ...menuOptions]}
          error={errorOf('menuId')}
          hint="Where the product shows in your storefront's catalog menu."
        />
        <SelectInput
          label="Status"
          value={draft.status}
          onValue={(value) => set('status')(value === 'disabled' ? 'disabled' : 'active')}
          options={[
            { value: 'active', label: 'Active: shown to buyers' },
            { value: 'disabled', label: 'Disabled: hidden from buyers' },
          ]}
          error={errorOf('status')}
        />
      </div>
      <RichTextField
        label="Description"
        value={draft.description}
        onValue={set('description')}
        error={errorOf('description')}
      />
    </ProductSection>
  );
}
