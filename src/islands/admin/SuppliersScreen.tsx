import { useState, type FormEvent } from 'react';
import { fetchSupplierPage, type SupplierQuery } from '#src/client/admin-suppliers.ts';
import { ListState } from '#src/islands/manage/monitoring-followers.tsx';
import { useLoaded } from '#src/islands/manage/monitoring-load.ts';
import { PageNav } from '#src/islands/manage/page-nav.tsx';
import { SCREEN_TITLE_ID } from '#src/islands/shared/use-title-focus.ts';
import type { SupplierFilters, SupplierStatus } from '#src/shared/admin-suppliers.ts';
import { FilterSelect, KeywordField, type Choice } from './filter-fields.tsx';
import { SupplierRow } from './SupplierRow.tsx';
import type { ActionOutcome } from './UserRow.tsx';

const PAGE_SIZE = 20;
const number = new Intl.NumberFormat('en');

const STATUS: Choice<SupplierStatus> = [
  { label: 'Any', value: undefined },
  { label: 'Active', value: 'active' },
  { label: 'Disabled', value: 'disabled' },
];

/** Suppliers: find catalogues by name, narrow them by state, disable, enable or transfer one. */
export function SuppliersScreen() {
  const [query, setQuery] = useState<SupplierQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [draft, setDraft] = useState<SupplierFilters>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const suppliers = useLoaded((signal) => fetchSupplierPage(query, signal), JSON.stringify(query));
  const page = suppliers.data;

  const apply = (filters: SupplierFilters) => {
    setDraft(filters);
    setQuery({ ...filters, pageNo: 1, pageSize: PAGE_SIZE });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) suppliers.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Suppliers
      </h2>
      <p className="ws-intro">Every catalogue of Vitrine, newest first.</p>
      <form className="admin-search" role="search" aria-label="Suppliers" onSubmit={onSubmit}>
        <KeywordField
          id="admin-supplier-keyword"
          label="Company or URL name"
          value={draft.keyword ?? ''}
          onChange={(keyword) => setDraft({ ...draft, keyword })}
        />
        <FilterSelect
          id="admin-supplier-status"
          label="Status"
          choices={STATUS}
          value={draft.status}
          onPick={(status) => apply({ ...draft, status })}
        />
      </form>
      <p className={outcome?.ok === false ? 'ws-error admin-outcome' : 'admin-outcome'} role="status">
        {outcome?.message}
      </p>
      {page && !suppliers.failed && (
        <p className="admin-count">
          <strong>
            {number.format(page.total)} {page.total === 1 ? 'catalogue' : 'catalogues'}
          </strong>
        </p>
      )}
      {page && page.list.length > 0 && !suppliers.failed ? (
        <div aria-busy={suppliers.loading}>
          <ul className="admin-users">
            {page.list.map((supplier) => (
              <SupplierRow key={supplier.id} supplier={supplier} onOutcome={onOutcome} />
            ))}
          </ul>
          {page.totalPage > 1 && (
            <PageNav
              pageNo={page.pageNo}
              totalPage={page.totalPage}
              onPage={(pageNo) => setQuery({ ...query, pageNo })}
            />
          )}
        </div>
      ) : (
        <ListState loading={suppliers} onRetry={suppliers.retry} empty="No catalogue matches these filters." />
      )}
    </section>
  );
}
