import { useState, type FormEvent } from 'react';
import { fetchSupplierPage } from '#src/client/admin-suppliers.ts';
import { KeywordField } from '#src/islands/admin-lists/filter-fields.tsx';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import type { AdminSupplier } from '#src/shared/admin-suppliers.ts';

/** The suppliers a search shows to pick from: enough to find one by part of its name. */
const FOUND_AT_MOST = 8;
const number = new Intl.NumberFormat('en');

export const followersText = (count: number) => `${number.format(count)} ${count === 1 ? 'follower' : 'followers'}`;

/** Finds a supplier by part of its company or URL name (the Suppliers screen's search) and picks one. */
export function PushSupplierPicker({
  picked,
  onPick,
}: {
  picked: AdminSupplier | null;
  onPick: (supplier: AdminSupplier) => void;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const found = useQuery(keyword === null ? null : `admin/push-suppliers?${keyword}`, () =>
    fetchSupplierPage({ keyword: keyword ?? '', pageNo: 1, pageSize: FOUND_AT_MOST }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };
  const list = found.data?.list ?? [];
  return (
    <div className="admin-push-picker">
      <form role="search" aria-label="Find a supplier" className="admin-search" onSubmit={onSubmit}>
        <KeywordField id="admin-push-keyword" label="Supplier: company or URL name" value={typed} onChange={setTyped} />
      </form>
      {keyword !== null &&
        (list.length > 0 && !found.failed ? (
          <ul className="admin-push-found" aria-label="Suppliers found" aria-busy={found.loading}>
            {list.map((supplier) => (
              <li key={supplier.id}>
                <button
                  type="button"
                  className="admin-push-choice"
                  aria-pressed={picked?.id === supplier.id}
                  onClick={() => onPick(supplier)}
                >
                  <strong>{supplier.companyName || supplier.name}</strong>
                  <span className="ws-hint">
                    /{supplier.name} · ID {supplier.id} · {followersText(supplier.followerCount)}
                    {supplier.status === 'disabled' && ' · disabled'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ListState loading={found} onRetry={found.retry} empty="No supplier matches this search." />
        ))}
      {found.data && found.data.total > FOUND_AT_MOST && (
        <p className="ws-hint">
          The first {FOUND_AT_MOST} of {number.format(found.data.total)}; type more of the name to find the one you
          mean.
        </p>
      )}
    </div>
  );
}
