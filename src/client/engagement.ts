import {
  MARK_CALLS,
  type EngagementKind,
  type EngagementTarget,
  type Note,
  type ProductMark,
  type ProductViewerState,
  type SupplierMark,
  type SupplierViewerState,
  type Tag,
} from '#src/shared/engagement.ts';
import type { ReportTarget } from '#src/shared/reports.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { request, type RequestOptions } from './request.ts';

// A signed-in buyer's calls on suppliers and products (spec §7 Engagement), named for what they do.

/** A buyer's write: the page is covered while it takes over 300 ms (spec §4 loading overlay). */
const write = <T>(url: string, options: RequestOptions) => withOverlay(() => request<T>(url, options));
const post = <T>(url: string, body: unknown) => write<T>(url, { method: 'POST', body });

/** The field a call names its target by: {supplierId} (the URL name) or {productId}. */
function targetBody(target: EngagementTarget) {
  return target.kind === 'supplier' ? { supplierId: target.supplierName } : { productId: target.productId };
}

/** A write as its call: where it goes and what it sends (sent now, or kept offline: client/offline-writes.ts). */
export type WriteCall = { url: string; body: unknown };

/** The call that puts a mark on or takes it off: it sets the flag, so sending it twice changes nothing. */
export function markCall(target: EngagementTarget, mark: SupplierMark | ProductMark, on: boolean): WriteCall {
  const calls: { family: string; on: string; off: string } = (
    MARK_CALLS[target.kind] as Record<string, { family: string; on: string; off: string }>
  )[mark]!;
  return { url: `/api/app/${calls.family}/${on ? calls.on : calls.off}`, body: targetBody(target) };
}

/** Spec §4: puts a mark on or takes it off; the answer is the flag's new value. */
export function setMark(target: EngagementTarget, mark: SupplierMark | ProductMark, on: boolean) {
  const call = markCall(target, mark, on);
  return post<Record<string, boolean>>(call.url, call.body);
}

/** Spec §7 is-new: the followed supplier or product has been seen. */
export const markSeen = (target: EngagementTarget) =>
  // Sent as the page opens the item: in the background, never covering the page.
  request(`/api/app/${target.kind}/is-new`, { method: 'POST', body: { ...targetBody(target), isNew: false } });

/**
 * What the signed-in user has made of a supplier (and its contacts): GET app/supplier/detail, whose
 * read is the company page's view (decision 037).
 */
export const supplierViewerState = (supplierName: string) =>
  request<SupplierViewerState>(`/api/app/supplier/detail/${encodeURIComponent(supplierName)}`);

/** What the signed-in user has made of a product; the read is the product page's view (decision 037). */
export const productViewerState = (productId: number) =>
  request<ProductViewerState>(`/api/app/product/viewer-state/${productId}`);

/** The call that saves a private note (empty content deletes it): it replaces the note, so twice is once. */
export function noteCall(target: EngagementTarget, content: string): WriteCall {
  const url = target.kind === 'product' ? '/api/app/product/note' : '/api/common/supplier/note';
  return { url, body: { ...targetBody(target), content } };
}

export function saveNote(target: EngagementTarget, content: string) {
  const call = noteCall(target, content);
  return post<Note>(call.url, call.body);
}

/** Spec §7 supplier-tag and product-tag: the user's own tags. */
export const listTags = (kind: EngagementKind) => request<Tag[]>(`/api/app/${kind}-tag/all`);
export const addTag = (kind: EngagementKind, name: string) => post<Tag>(`/api/app/${kind}-tag/add`, { name });
export const renameTag = (kind: EngagementKind, id: number, name: string) =>
  write<Tag>(`/api/app/${kind}-tag/update`, { method: 'PATCH', body: { id, name } });
export const deleteTag = (kind: EngagementKind, id: number) =>
  write<{ id: number }>(`/api/app/${kind}-tag/delete/${id}`, { method: 'DELETE' });

/** Spec §7 follow-supplier/tags and follow-product/tags: the target's tags become exactly these. */
export const saveFollowTags = (target: EngagementTarget, tagIds: number[]) =>
  post(`/api/app/follow-${target.kind}/tags`, { ...targetBody(target), tagIds });

/** The ids a report call names its target by (spec §3 report form). */
function reportTargetBody(target: ReportTarget) {
  return target.kind === 'chat' ? { chatId: target.chatId, contactId: target.contactId } : targetBody(target);
}

/** Spec §7 report/supplier, report/product and report/chat: multipart, with 'explaination' spelt so. */
export function sendReport(
  target: ReportTarget,
  report: { reason: string; explanation: string; photos: readonly File[] },
) {
  const body = new FormData();
  for (const [field, value] of Object.entries(reportTargetBody(target))) body.set(field, String(value));
  body.set('reason', report.reason);
  body.set('explaination', report.explanation.trim());
  for (const photo of report.photos) body.append('files', photo);
  return post<null>(`/api/app/report/${target.kind}`, body);
}
