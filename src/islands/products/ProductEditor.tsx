import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { deleteProduct, fetchOwnerProduct, productQrUrl } from '#src/client/owner-products.ts';
import { RequestError } from '#src/client/request.ts';
import { isPlainClick } from '#src/islands/kit/links.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { productPath } from '#src/shared/catalog-paths.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { PRODUCT_NOT_FOUND, type OwnerProduct } from '#src/shared/owner-products.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { backToListPath, productEditorPath } from './product-list-query.ts';
import { ProductAccessoriesSection } from './product-accessories-section.tsx';
import { ProductDocumentsSection, ProductMediasSection } from './product-file-sections.tsx';
import { ProductSpecSection, SPEC_SECTIONS } from './product-spec-sections.tsx';
import { SectionDirtyReport, UnsavedSections } from './product-section.tsx';
import { ProductProfileSection } from './ProductProfileSection.tsx';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { productMessage } from './product-messages.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import './products.css';

const SECTIONS = [
  { id: 'product-profile', label: 'Profile' },
  { id: 'product-highlights', label: 'Highlights' },
  { id: 'product-medias', label: 'Video & photo' },
  { id: 'product-technical', label: 'Technical data' },
  { id: 'product-logistic', label: 'Logistic data' },
  { id: 'product-documents', label: 'Documents' },
  { id: 'product-accessories', label: 'Accessories' },
];

function BackLink() {
  const href = backToListPath();
  return (
    <a href={href} className="ws-back-link" onClick={(event) => followWorkspaceLink(event, href)}>
      ← All products
    </a>
  );
}

function Heading({ title }: { title: string }) {
  return (
    <>
      <BackLink />
      <h2 id="ws-screen-title" tabIndex={-1}>
        {title}
      </h2>
    </>
  );
}

/** Add product: the Profile section alone; once saved the editor opens for the new product. */
function AddProduct({ company }: { company: OwnerCompany }) {
  return (
    <section className="ws-tab ws-product-editor" aria-labelledby="ws-screen-title">
      <Heading title="Add product" />
      <ProductProfileSection
        company={company}
        product={null}
        onAdded={(id) => {
          // The new product is stored: its editor replaces this address (Back leads to the list).
          $workspaceRoute.open(productEditorPath(id), true);
          requestAnimationFrame(() => document.getElementById('ws-screen-title')?.focus());
        }}
      />
    </section>
  );
}

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
  const [deleteFailed, setDeleteFailed] = useState('');
  const [dirtySections, setDirtySections] = useState<string[]>([]);
  const reportDirty = useCallback(
    (section: string, dirty: boolean) =>
      setDirtySections((sections) => {
        if (dirty === sections.includes(section)) return sections;
        return dirty ? [...sections, section].sort() : sections.filter((other) => other !== section);
      }),
    [],
  );

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

  const { product } = loaded;
  const onSaved = (saved: OwnerProduct) => read.mutate({ product: saved });
  const publicPath = productPath(company.name, product);

  const remove = async () => {
    setDeleteFailed('');
    const warning = `Delete ${product.productName} (${product.modelNumber})? It is removed from your storefront at once, and this cannot be undone.`;
    if (!(await openModal('warning', warning))) return;
    try {
      await deleteProduct(product.id);
      $workspaceRoute.open(backToListPath());
    } catch (error) {
      const code = error instanceof RequestError ? (error.errors[0]?.code ?? '') : '';
      setDeleteFailed(code ? productMessage(code) : MESSAGES.unexpected);
    }
  };

  return (
    <section className="ws-tab ws-product-editor" aria-labelledby="ws-screen-title">
      <Heading title={product.productName} />
      <p className="ws-intro">
        Model number {product.modelNumber} ·{' '}
        <span className={`ws-badge ws-badge-${product.status}`}>
          {product.status === 'active' ? 'Active' : 'Disabled'}
        </span>
      </p>
      <div className="ws-product-editor-layout">
        <nav className="ws-product-toc" aria-label="Product sections">
          <h3 className="visually-hidden">On this page</h3>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    const target = document.getElementById(section.id);
                    target?.scrollIntoView({ block: 'start' });
                    document.getElementById(`${section.id}-title`)?.focus({ preventScroll: true });
                  }}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ws-product-sections">
          <SectionDirtyReport value={reportDirty}>
            <ProductProfileSection company={company} product={product} onSaved={onSaved} />
            <ProductSpecSection spec={SPEC_SECTIONS.highlights} product={product} onSaved={onSaved} />
            <ProductMediasSection product={product} onSaved={onSaved} />
            <ProductSpecSection spec={SPEC_SECTIONS.technical} product={product} onSaved={onSaved} />
            <ProductSpecSection spec={SPEC_SECTIONS.logistic} product={product} onSaved={onSaved} />
            <ProductDocumentsSection product={product} onSaved={onSaved} />
            <ProductAccessoriesSection product={product} onSaved={onSaved} />
          </SectionDirtyReport>
          <UnsavedSections dirtySections={dirtySections} />
          <section className="ws-product-section ws-product-share" aria-labelledby="product-share-title">
            <h3 id="product-share-title">Share and delete</h3>
            <div className="ws-product-share-row">
              <img
                src={productQrUrl(product.id)}
                width={140}
                height={140}
                alt={`QR code of the product page of ${product.productName}`}
                className="ws-product-qr"
              />
              <div>
                <p>Buyers who scan the code open the product page on their phone.</p>
                <p>
                  <a href={publicPath} target="_blank" rel="noopener">
                    Open the product page
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
                <a href={productQrUrl(product.id)} download={`qr-${product.modelNumber}.png`}>
                  Download the QR code
                </a>
              </div>
            </div>
            <button type="button" className="button button-danger" onClick={() => void remove()}>
              Delete product
            </button>
            <ErrorAlert message={deleteFailed} />
          </section>
        </div>
      </div>
    </section>
  );
}

/** The product editor (/manage/products/{id}, 'new' for Add product). */
export function ProductEditor({ company }: { company: OwnerCompany }) {
  const route = useStore($workspaceRoute);
  const param = route?.route === 'product' ? route.params.id : 'new';
  if (param === 'new') return <AddProduct key="new" company={company} />;
  const id = Number(param);
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
