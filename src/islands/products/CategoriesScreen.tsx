import { useStore } from '@nanostores/react';
import { ScreenAwaiting } from '#src/islands/kit/ScreenAwaiting.tsx';
import { $productCategories, saveProductCategories } from '#src/client/owner-products.ts';
import {
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_TAKEN,
  MAX_CATEGORIES,
  categoryListSchema,
  repeatedNamePlaces,
  type CategoryDraft,
  type ProductCategory,
} from '#src/shared/product-categories.ts';
import { ErrorNote, TextInput } from '#src/islands/kit/fields.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { productMessage } from './product-messages.ts';
import './products.css';

const draftOf = (list: ProductCategory[]): CategoryDraft => ({
  categories: list.map(({ id, name }) => ({ id, name })),
});

function CategoriesForm({ stored }: { stored: ProductCategory[] }) {
  const { draft, change, errorOf, save, bar } = useDraft(categoryListSchema, draftOf(stored), productMessage);
  const rows = draft.categories;
  // A repeated name is marked as the owner types; the server refuses it as well.
  const repeated = new Set(repeatedNamePlaces(rows.map(({ name }) => name)));
  const full = rows.length >= MAX_CATEGORIES;

  const setRows = (next: CategoryDraft['categories']) => change({ categories: next });
  const add = () => {
    setRows([...rows, { id: null, name: '' }]);
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('.ws-category-list li:last-child input')?.focus(),
    );
  };

  return (
    <TabForm
      title="Categories"
      intro="Your own product categories: each product can take one, and the product page names it. Deleting a category leaves its products without one."
      onSave={() => void save(async (input) => draftOf(await saveProductCategories(input)))}
      {...bar}
    >
      {rows.length === 0 && <p className="ws-empty">No categories yet. Add the first one below.</p>}
      <ul className="ws-category-list">
        {rows.map((row, index) => {
          const label = row.name.trim() || `Category ${index + 1}`;
          return (
            <li key={row.id ?? `new-${index}`} className="ws-row">
              <div className="ws-row-fields">
                <TextInput
                  label={`Category ${index + 1}`}
                  maxLength={CATEGORY_NAME_MAX}
                  value={row.name}
                  onValue={(name) => setRows(rows.map((other, at) => (at === index ? { ...other, name } : other)))}
                  error={
                    errorOf(`categories.${index}.name`) ??
                    errorOf(`categories.${index}.id`) ??
                    (repeated.has(index) ? productMessage(CATEGORY_NAME_TAKEN) : undefined)
                  }
                />
              </div>
              <div className="ws-row-actions">
                <button type="button" className="button" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
                  Remove<span className="visually-hidden"> {label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ErrorNote message={errorOf('categories')} />
      <p>
        <button type="button" className="button" onClick={add} disabled={full}>
          Add a category
        </button>
      </p>
      {full && <p className="ws-hint">The list is full ({MAX_CATEGORIES} categories). Remove one to add another.</p>}
    </TabForm>
  );
}

/** Products › Categories (GET and PUT supplier/category/list): the catalogue's own category list. */
export function CategoriesScreen() {
  const categories = useStore($productCategories);
  if (!categories.data)
    return (
      <ScreenAwaiting
        title="Categories"
        failed={Boolean(categories.error)}
        onRetry={() => $productCategories.revalidate()}
      />
    );
  return <CategoriesForm stored={categories.data} />;
}
