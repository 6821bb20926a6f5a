import type { AdminSupplierPage, SupplierFilters, SupplierStatus } from '#src/shared/admin-suppliers.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { adminCall } from './admin.ts';

// The admin area's Suppliers calls (issue 14 item 3: /api/admin/supplier/*).

export type SupplierQuery = SupplierFilters & { pageNo: number; pageSize: number };

/** POST admin/supplier/pager (no overlay: the list shows its own loading). */
export function fetchSupplierPage(query: SupplierQuery): Promise<AdminSupplierPage> {
  return adminCall('/supplier/pager', query);
}

export function updateSupplierStatus(supplierId: number, status: SupplierStatus): Promise<null> {
  return withOverlay(() => adminCall('/supplier/update-status', { supplierId, status }));
}

export function transferSupplier(supplierId: number, email: string): Promise<null> {
  return withOverlay(() => adminCall('/supplier/transfer', { supplierId, email }));
}
