import { fetchSupplierPage } from '#src/client/admin-suppliers.ts';
import type { SupplierFilters } from '#src/shared/admin-suppliers.ts';
import { useAdminList } from '#src/islands/admin-lists/admin-list.tsx';
import { AdminListScreen, type AdminListSpec } from '#src/islands/admin-lists/AdminListScreen.tsx';
import type { FilterSpec } from '#src/islands/admin-lists/AdminSearchForm.tsx';
import { SupplierRow } from './SupplierRow.tsx';

const STATUS: FilterSpec<SupplierFilters> = {
  key: 'status',
  label: 'Status',
  choices: [
    ['Active', 'active'],
    ['Disabled', 'disabled'],
  ],
};
const SCREEN: AdminListSpec<SupplierFilters> = {
  title: 'Suppliers',
  intro: 'Every catalogue of Vitrine, newest first.',
  nouns: ['catalogue', 'catalogues'],
  search: { idPrefix: 'supplier', keyword: 'Company or URL name', filters: [STATUS] },
};

/** Suppliers: find catalogues by name, narrow them by state, disable, enable or transfer one. */
export function SuppliersScreen() {
  const suppliers = useAdminList('admin/suppliers', fetchSupplierPage, 20, {} as SupplierFilters);
  return (
    <AdminListScreen list={suppliers} spec={SCREEN}>
      {(supplier, onOutcome) => <SupplierRow key={supplier.id} supplier={supplier} onOutcome={onOutcome} />}
    </AdminListScreen>
  );
}
