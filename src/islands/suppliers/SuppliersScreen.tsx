import { useState } from 'react';
import { fetchSupplierPage } from '#src/client/admin-suppliers.ts';
import { SCREEN_TITLE_ID } from '#src/islands/kit/use-title-focus.ts';
import type { SupplierFilters, SupplierStatus } from '#src/shared/admin-suppliers.ts';
import { AdminPagedList, OutcomeLine, useAdminList } from '#src/islands/kit/admin-list.tsx';
import { FilterSelect, KeywordField, type Choice } from '#src/islands/kit/filter-fields.tsx';
import { SupplierRow } from './SupplierRow.tsx';
import type { ActionOutcome } from '#src/islands/kit/admin-messages.ts';

const STATUS: Choice<SupplierStatus> = [
  { label: 'Any', value: undefined },
  { label: 'Active', value: 'active' },
  { label: 'Disabled', value: 'disabled' },
];

/** Suppliers: find catalogues by name, narrow them by state, disable, enable or transfer one. */
export function SuppliersScreen() {
  const suppliers = useAdminList('admin/suppliers', fetchSupplierPage, 20, {} as SupplierFilters);
  const { draft, setDraft, apply } = suppliers;
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) suppliers.loaded.retry();
  };

  return (
    <section className="ws-tab" aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        Suppliers
      </h2>
      <p className="ws-intro">Every catalogue of Vitrine, newest first.</p>
      <form className="admin-search" role="search" aria-label="Suppliers" onSubmit={suppliers.onSubmit}>
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
      <OutcomeLine outcome={outcome} />
      <AdminPagedList
        loaded={suppliers.loaded}
        nouns={['catalogue', 'catalogues']}
        empty="No catalogue matches these filters."
        onPage={suppliers.showPage}
      >
        {(supplier) => <SupplierRow key={supplier.id} supplier={supplier} onOutcome={onOutcome} />}
      </AdminPagedList>
    </section>
  );
}
