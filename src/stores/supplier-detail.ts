import { request } from '#src/client/request.ts';
import type { Note } from './viewer-state.ts';

/** What GET /api/app/supplier/detail/{name} says about the signed-in viewer and the supplier. */
export type AppSupplierDetail = { followed: boolean; watch: boolean; stared: boolean; isNew: boolean; tagIds: number[]; note: Note };

const loads = new Map<string, Promise<AppSupplierDetail>>();

/**
 * One read of the supplier's detail per page, whoever asks (header menu, My Notes): each read
 * also counts as a visit on the server. A failed read is forgotten, so a later ask tries again.
 */
export function fetchSupplierDetail(supplierName: string): Promise<AppSupplierDetail> {
  let load = loads.get(supplierName);
  if (!load) {
    load = request<AppSupplierDetail>(`/api/app/supplier/detail/${encodeURIComponent(supplierName)}`);
    load.catch(() => loads.delete(supplierName));
    loads.set(supplierName, load);
  }
  return load;
}
