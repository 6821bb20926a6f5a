import { supplierViewerState } from '#src/client/engagement.ts';
import type { SupplierViewerState } from '#src/shared/engagement.ts';

const loads = new Map<string, Promise<SupplierViewerState>>();

/**
 * One read of what the viewer has made of the supplier per page, whoever asks (header menu, My
 * Notes): each read also counts as a visit on the server. A failed read is forgotten, so a later
 * ask tries again.
 */
export function fetchSupplierViewerState(supplierName: string): Promise<SupplierViewerState> {
  let load = loads.get(supplierName);
  if (!load) {
    load = supplierViewerState(supplierName);
    load.catch(() => loads.delete(supplierName));
    loads.set(supplierName, load);
  }
  return load;
}
