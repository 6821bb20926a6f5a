import { request } from '#src/client/request.ts';
import type { Tag } from './tag-list.ts';

// Spec §7 supplier-tag calls (under /api/app, decision 013).
const BASE = '/api/app/supplier-tag';

export const listSupplierTags = () => request<Tag[]>(`${BASE}/all`);
export const addSupplierTag = (name: string) => request<Tag>(`${BASE}/add`, { method: 'POST', body: { name } });
export const renameSupplierTag = (id: number, name: string) => request<Tag>(`${BASE}/update`, { method: 'PATCH', body: { id, name } });
export const deleteSupplierTag = (id: number) => request(`${BASE}/delete/${id}`, { method: 'DELETE' });
