import { useId, useState } from 'react';
import { fetchProductPage } from '#src/client/owner-products.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { accessoriesSchema, MAX_ACCESSORIES, type OwnerProductRow } from '#src/shared/owner-products.ts';
import { OrderedRows } from '#src/islands/kit/OrderedRows.tsx';
import { ProductSection, sectionSave, type ProductSectionProps } from './product-section.tsx';
import { ErrorNote } from '#src/islands/kit/fields.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { productMessage } from './product-messages.ts';

type Found = { keyword: string; rows: OwnerProductRow[] } | { keyword: string; failed: true } | null;

/** Accessories (PATCH accessories/{id}): the catalogue's own products shown with this one. */
export function ProductAccessoriesSection({ product }: ProductSectionProps) {
  const id = useId();
  const { draft, change, errorOf, save, bar } = useDraft(
    accessoriesSchema,
    { accessoryIds: product.accessories.map((accessory) => accessory.id) },
    productMessage,
  );
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const labelOf = (accessoryId: number) => {
    const stored = product.accessories.find((accessory) => accessory.id === accessoryId);
    return stored ? `${stored.productName} (${stored.modelNumber})` : (names[accessoryId] ?? `Product ${accessoryId}`);
  };

  const search = async () => {
    const wanted = keyword.trim();
    try {
      const page = await fetchProductPage({ pageNo: 1, pageSize: 10, ...(wanted ? { keyword: wanted } : {}) });
      setFound({ keyword: wanted, rows: page.list.filter((row) => row.id !== product.id) });
    } catch {
      setFound({ keyword: wanted, failed: true });
    }
  };

  const full = draft.accessoryIds.length >= MAX_ACCESSORIES;

  return (
    <ProductSection
      id="product-accessories"
      title="Accessories"
      intro="Other products of your catalogue shown with this one, e.g. spare parts and fittings."
      save={sectionSave('accessories', save, (saved) => ({
        accessoryIds: saved.accessories.map((accessory) => accessory.id),
      }))}
      {...bar}
    >
      <OrderedRows
        rows={draft.accessoryIds}
        onRows={(accessoryIds) => change({ accessoryIds })}
        rowName={(accessoryId) => labelOf(accessoryId)}
        max={MAX_ACCESSORIES}
        emptyText="No accessories yet. Find products of your catalogue below."
        renderRow={(accessoryId) => <span className="ws-accessory-name">{labelOf(accessoryId)}</span>}
      />
      <ErrorNote message={errorOf('accessoryIds')} />
      <div className="ws-accessory-search">
        <label htmlFor={`${id}-search`}>Find a product by name or model number</label>
        <div className="ws-accessory-search-row">
          <input
            id={`${id}-search`}
            type="search"
            value={keyword}
            maxLength={100}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void search();
            }}
          />
          <button type="button" className="button" onClick={() => void search()}>
            Find
          </button>
        </div>
        <div aria-live="polite">
          {found && 'failed' in found && <p className="ws-error">{MESSAGES.unexpected}</p>}
          {found && 'rows' in found && found.rows.length === 0 && (
            <p className="ws-hint">No other product matches “{found.keyword}”.</p>
          )}
          {found && 'rows' in found && found.rows.length > 0 && (
            <ul className="ws-accessory-found" aria-label="Found products">
              {found.rows.map((row) => {
                const chosen = draft.accessoryIds.includes(row.id);
                return (
                  <li key={row.id}>
                    <span>
                      {row.productName} <span className="ws-product-model">{row.modelNumber}</span>
                    </span>
                    <button
                      type="button"
                      className="button"
                      disabled={chosen || full}
                      aria-label={
                        chosen ? `${row.productName} is an accessory` : `Add ${row.productName} as an accessory`
                      }
                      onClick={() => {
                        setNames((known) => ({ ...known, [row.id]: `${row.productName} (${row.modelNumber})` }));
                        change({ accessoryIds: [...draft.accessoryIds, row.id] });
                      }}
                    >
                      {chosen ? 'Added' : 'Add'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </ProductSection>
  );
}
