import { atom } from 'nanostores';
import type { ReportTarget } from '#src/shared/reports.ts';
import { REPORT_MODAL_EVENT } from '#src/shared/modal-events.ts';

// The report modal (spec §2 'Report supplier', and a product's Report), opened by the supplier
// menu or a page script: it sets this store and announces it, which wakes the island
// (client:event) the first time, as the account modal does.

export type ReportRequest = { id: number; target: ReportTarget };

export const $reportModal = atom<ReportRequest | null>(null);

let nextId = 1;

export function openReport(target: ReportTarget): void {
  $reportModal.set({ id: nextId++, target });
  document.dispatchEvent(new Event(REPORT_MODAL_EVENT));
}

export function closeReport(): void {
  $reportModal.set(null);
}
