import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $productViews } from '#src/client/statistics.ts';
import { StatPending } from './stat-pending.tsx';
import { productPath } from '#src/shared/catalog-paths.ts';
import type { ProductViews } from '#src/shared/statistics.ts';
import { statNumber } from './statistics-format.ts';

/** How many products show before "Show all". */
const TOP = 10;

function ProductRow({
  row,
  rank,
  most,
  supplierName,
}: {
  row: ProductViews;
  rank: number;
  most: number;
  supplierName: string;
}) {
  const href = productPath(supplierName, { id: row.productId, modelNumber: '', productName: row.name });
  return (
    <li className="ws-top-product">
      <span className="ws-top-rank" aria-hidden="true">
        {rank}
      </span>
      {row.picture ? (
        <img className="ws-top-picture" src={row.picture} alt="" width={48} height={48} />
      ) : (
        <span className="ws-top-picture ws-top-no-picture" aria-hidden="true" />
      )}
      <span className="ws-top-text">
        <a href={href} className="ws-top-name">
          {row.name}
        </a>
        <span className="ws-top-measure">
          {/* The bar is the row's share of the most viewed product's views. */}
          <span className="ws-top-track" aria-hidden="true">
            <span className="ws-top-bar" style={{ width: `${Math.max(2, (row.views / most) * 100)}%` }} />
          </span>
          <span className="ws-top-views">
            {statNumber.format(row.views)} <span className="ws-hint">{row.views === 1 ? 'view' : 'views'}</span>
          </span>
        </span>
      </span>
    </li>
  );
}

/** Top products (GET product-views): the most viewed product pages of the range, with their views. */
export function TopProducts({ supplierName }: { supplierName: string }) {
  const answer = useStore($productViews);
  const [showAll, setShowAll] = useState(false);
  const data = answer.data;
  let body;
  if (answer.error || !data) body = <StatPending failed={Boolean(answer.error)} />;
  else if (data.products.length === 0)
    body = (
      <p className="ws-state ws-stat-state" role="status">
        No product page was viewed in these days.
      </p>
    );
  else {
    const shown = showAll ? data.products : data.products.slice(0, TOP);
    body = (
      <>
        <p className="ws-hint">
          {statNumber.format(data.total)} product page views in these days, by {statNumber.format(data.products.length)}
          {data.products.length === 1 ? ' product' : ' products'}
          {data.products.length >= 50 ? ' or more' : ''}.
        </p>
        <ol className="ws-top-products" aria-busy={answer.loading}>
          {shown.map((row, index) => (
            <ProductRow
              key={row.productId}
              row={row}
              rank={index + 1}
              most={data.products[0]!.views}
              supplierName={supplierName}
            />
          ))}
        </ol>
        {data.products.length > TOP && (
          <button type="button" className="button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? `Show the top ${TOP}` : `Show all ${data.products.length}`}
          </button>
        )}
      </>
    );
  }
  return (
    <section className="ws-stat-panel" aria-labelledby="ws-top-products-title">
      <h3 id="ws-top-products-title">Top products</h3>
      {body}
    </section>
  );
}
