import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { fetchOwnerProduct } from '#src/client/owner-products.ts';
import { RequestError } from '#src/client/request.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { PRODUCT_NOT_FOUND, type OwnerProduct } from '#src/shared/owner-products.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';
import { Heading } from './product-editor-parts.tsx';
import { productMessage } from './product-messages.ts';
import { ProductForm, wasAddedHere } from './ProductForm.tsx';
import './products.css';

type Loaded = { product: OwnerProduct } | { failed: 'not-found' | 'error' } | null;

/** The product, or why not: a product not found is an answer, any other failure the read's. */
const readProduct = (id: number) =>
  fetchOwnerProduct(id).then(
    (product): Loaded => ({ product }),
    (error: unknown): Loaded => {
      const notFound =
        error instanceof RequestError &&
        (error.httpStatus === 404 || error.errors.some(({ code }) => code === PRODUCT_NOT_FOUND));
      if (notFound) return { failed: 'not-found' };
      throw error;
    },
  );

function EditProduct({ company, id }: { company: OwnerCompany; id: number }) {
  const [attempt, setAttempt] = useState(0);
  // Another product shows nothing until its own answer: the editor's drafts start from it.
  const read = useQuery(`products/product#${id}#${attempt}`, () => readProduct(id));
  const loaded: Loaded = read.failed ? { failed: 'error' } : read.loading ? null : read.data;

  if (!loaded || 'failed' in loaded) {
    return (
      <section className="ws-tab ws-product-editor" aria-labelledby="ws-screen-title">
        <Heading title="Edit product" />
        <p className="ws-state" role="status" aria-busy={!loaded}>
          {!loaded
            ? 'Loading the product…'
            : loaded.failed === 'not-found'
              ? productMessage(PRODUCT_NOT_FOUND)
              : MESSAGES.unexpected}
        </p>
        {loaded?.failed === 'error' && (
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        )}
      </section>
    );
  }
  return <ProductForm company={company} initial={loaded.product} />;
}

/** The product editor (/manage/products/{id}, 'new' for Add product). */
export function ProductEditor({ company }: { company: OwnerCompany }) {
  const route = useStore($workspaceRoute);
  const param = route?.route === 'product' ? route.params.id : 'new';
  const id = Number(param);
  // The product Add product just stored keeps the form that added it: its drafts and what its Save said.
  if (param === 'new' || wasAddedHere(id)) return <ProductForm key="new" company={company} initial={null} />;
  if (!Number.isInteger(id) || id <= 0)
    return (
      <section className="ws-tab" aria-labelledby="ws-screen-title">
        <Heading title="Edit product" />
        <p className="ws-state">{productMessage(PRODUCT_NOT_FOUND)}</p>
      </section>
    );
  // Each product is a new editor: nothing of the last one's drafts carries over.
  return <EditProduct key={id} company={company} id={id} />;
}
