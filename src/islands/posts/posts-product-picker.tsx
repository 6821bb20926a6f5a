import { useId, useState } from 'react';
import type { PostableProduct } from '#src/client/posts.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSettled } from '#src/islands/kit/use-settled.ts';

/** Searches the catalogue's products by name or model number (the first 10); `key` names the search (useQuery). */
export type FindProducts = { key: string; find: (keyword: string) => Promise<PostableProduct[]> };

const SEARCH_DELAY_MS = 300;

/** The product whose posts the board shows: searched by name or model number, then chosen. */
export function PostsProductPicker({
  chosen,
  onChoose,
  findProducts,
}: {
  chosen: PostableProduct | null;
  onChoose: (product: PostableProduct | null) => void;
  findProducts: FindProducts;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  // The words once typing pauses; the last matches stay while the next load.
  const asked = useSettled(keyword.trim(), SEARCH_DELAY_MS);
  const read = useQuery(chosen || asked === null ? null : `${findProducts.key}?${asked}`, () =>
    findProducts.find(asked ?? ''),
  );
  const found = {
    status: read.failed ? 'failed' : read.loading || asked !== keyword.trim() ? 'loading' : 'ready',
    products: read.failed ? [] : (read.data ?? []),
  };

  if (chosen)
    return (
      <p className="ws-post-product">
        <span>
          Posts about <strong>{chosen.productName}</strong> ({chosen.modelNumber})
        </span>
        <button type="button" className="button" onClick={() => onChoose(null)}>
          Choose another product
        </button>
      </p>
    );

  return (
    <div className="ws-post-product-search">
      <div className="ws-field">
        <label htmlFor={id}>Product</label>
        <input
          id={id}
          type="search"
          value={keyword}
          maxLength={100}
          placeholder="Product name or model number"
          aria-describedby={`${id}-found`}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <div id={`${id}-found`} aria-live="polite" aria-busy={found.status === 'loading'}>
        {found.status === 'failed' ? (
          <p className="ws-error">{MESSAGES.unexpected}</p>
        ) : found.status === 'ready' && found.products.length === 0 ? (
          <p className="ws-empty">No product matches. Try part of its name or model number.</p>
        ) : (
          <ul className="ws-post-product-list" aria-label="Products found">
            {found.products.map((product) => (
              <li key={product.id}>
                <button type="button" className="button" onClick={() => onChoose(product)}>
                  {product.productName} <span className="ws-hint">{product.modelNumber}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
