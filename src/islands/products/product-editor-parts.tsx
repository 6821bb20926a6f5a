import { useState } from 'react';
import { deleteProduct, productQrUrl } from '#src/client/owner-products.ts';
import { RequestError } from '#src/client/request.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import { isPlainClick } from '#src/islands/kit/links.ts';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { productPath } from '#src/shared/catalog-paths.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import type { OwnerProduct } from '#src/shared/owner-products.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';
import { backToListPath } from './product-list-query.ts';
import { productMessage } from './product-messages.ts';

// The product editor's frame: its heading and way back, its "On this page" links and the share
// and delete section of a stored product.

/** The editor's sections in the order the page shows them and the one Save sends them. */
export const SECTIONS = [
  { id: 'product-profile', label: 'Profile' },
  { id: 'product-highlights', label: 'Highlights' },
  { id: 'product-medias', label: 'Video & photo' },
  { id: 'product-technical', label: 'Technical data' },
  { id: 'product-logistic', label: 'Logistic data' },
  { id: 'product-documents', label: 'Documents' },
  { id: 'product-accessories', label: 'Accessories' },
];

export function BackLink() {
  const href = backToListPath();
  return (
    <a href={href} className="ws-back-link" onClick={(event) => followWorkspaceLink(event, href)}>
      ← All products
    </a>
  );
}

export function Heading({ title }: { title: string }) {
  return (
    <>
      <BackLink />
      <h2 id="ws-screen-title" tabIndex={-1}>
        {title}
      </h2>
    </>
  );
}

export function ShareAndDelete({ company, product }: { company: OwnerCompany; product: OwnerProduct }) {
  const [deleteFailed, setDeleteFailed] = useState('');
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
  );
}

export function SectionLinks({ dirtyIds }: { dirtyIds: string[] }) {
  return (
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
              {dirtyIds.includes(section.id) && (
                <span className="ws-toc-unsaved">
                  <span aria-hidden="true"> •</span>
                  <span className="visually-hidden"> (unsaved changes)</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
