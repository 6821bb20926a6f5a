import type { Dispatch, SetStateAction } from 'react';
import type { OwnerProductRow } from '#src/shared/owner-products.ts';
import { productEditorPath } from './product-list-query.ts';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';

const dateOf = (time: number) =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The list's rows: a table on a desktop, cards on a phone (workspace-products.css), each selectable. */
export function ProductTable({
  rows,
  pageNo,
  selected,
  onSelected,
  menuName,
}: {
  rows: OwnerProductRow[];
  pageNo: number;
  selected: number[];
  onSelected: Dispatch<SetStateAction<number[]>>;
  menuName: (menuId: number | null) => string;
}) {
  return (
    <table className="ws-product-table">
      <caption className="visually-hidden">Your products, page {pageNo}</caption>
      <thead>
        <tr>
          <th scope="col" className="ws-product-check">
            <span className="visually-hidden">Select</span>
          </th>
          <th scope="col">
            <span className="visually-hidden">Picture</span>
          </th>
          <th scope="col">Product and price</th>
          <th scope="col">Status</th>
          <th scope="col">Menu</th>
          <th scope="col">Updated</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const href = productEditorPath(row.id);
          const isSelected = selected.includes(row.id);
          return (
            <tr key={row.id} data-selected={isSelected || undefined}>
              <td className="ws-product-check">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.productName} (${row.modelNumber})`}
                  checked={isSelected}
                  onChange={(event) =>
                    onSelected((ids) => (event.target.checked ? [...ids, row.id] : ids.filter((id) => id !== row.id)))
                  }
                />
              </td>
              <td className="ws-product-picture">
                {row.image ? (
                  <img src={row.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                ) : (
                  <span className="ws-product-no-picture" aria-hidden="true" />
                )}
              </td>
              <td className="ws-product-name">
                <a href={href} onClick={(event) => followWorkspaceLink(event, href)}>
                  {row.productName}
                </a>
                <span className="ws-product-model">
                  <span className="visually-hidden">Model number </span>
                  {row.modelNumber}
                </span>
                {row.price && (
                  <span className="ws-product-price">
                    <span className="visually-hidden">Price </span>
                    {row.price}
                  </span>
                )}
              </td>
              <td>
                <span className={`ws-badge ws-badge-${row.status}`}>
                  {row.status === 'active' ? 'Active' : 'Disabled'}
                </span>
              </td>
              <td className="ws-product-menu">{menuName(row.menuId)}</td>
              <td className="ws-product-updated">
                <span className="ws-product-cell-label">Updated </span>
                {dateOf(row.updatedAt)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
