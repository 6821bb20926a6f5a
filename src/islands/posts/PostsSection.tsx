import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { SelectOptions } from '#src/islands/kit/fields.tsx';
import { $postingSuppliers, searchCatalogueProducts } from '#src/client/posts.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import type { PostingSupplier } from '#src/shared/posts.ts';
import { PostsBoard } from './posts-board.tsx';
import type { FindProducts } from './posts-product-picker.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';

/**
 * My catalogue › Latest posts: for a sales contact a supplier allows to post (and an owner, who
 * has the same board in the workspace), the catalogues they may post for and the board of one.
 */
export function PostsSection() {
  const id = useId();
  const suppliers = useStore($postingSuppliers);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const list = suppliers.data ?? [];
  const chosen = list.find((supplier) => supplier.name === chosenName) ?? list[0];

  return (
    <>
      <SectionHeading>Latest posts</SectionHeading>
      {suppliers.error ? (
        <FailedState className="my-state" onRetry={() => $postingSuppliers.revalidate()} />
      ) : !suppliers.data ? (
        <p className="my-state" role="status" aria-busy="true">
          Loading…
        </p>
      ) : !chosen ? (
        <p className="my-state">
          No catalogue lets you post yet. When a supplier adds you to its sales team and allows you to post, it is
          listed here.
        </p>
      ) : (
        <>
          {list.length > 1 ? (
            <div className="ws-field my-post-catalogue">
              <label htmlFor={id}>Catalogue</label>
              <select id={id} value={chosen.name} onChange={(event) => setChosenName(event.target.value)}>
                <SelectOptions options={list.map(({ name, companyName }) => ({ value: name, label: companyName }))} />
              </select>
            </div>
          ) : (
            <p className="my-post-catalogue">
              Posting for <strong>{chosen.companyName}</strong>
            </p>
          )}
          <CatalogueBoard key={chosen.name} supplier={chosen} />
        </>
      )}
    </>
  );
}

function CatalogueBoard({ supplier }: { supplier: PostingSupplier }) {
  const findProducts: FindProducts = {
    key: `posts/catalogue-products/${supplier.name}`,
    find: (keyword) => searchCatalogueProducts(supplier.name, keyword),
  };
  return <PostsBoard supplierName={supplier.name} findProducts={findProducts} />;
}
