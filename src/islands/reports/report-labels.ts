import { ADMIN_REPORT_ERRORS, type ReportKind, type ReportStatus } from '#src/shared/admin-reports.ts';
import { adminFailureMessage } from '#src/islands/admin-lists/admin-messages.ts';

// What the Reports screen calls things, and what it says when a call refuses (the spec has no words
// for these; worded like its others).

export const KIND_LABELS: Record<ReportKind, string> = {
  supplier: 'Supplier',
  product: 'Product',
  chat: 'Chat',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  handled: 'Handled',
  dismissed: 'Dismissed',
};

const REFUSALS: Record<string, string> = {
  [ADMIN_REPORT_ERRORS.alreadyResolved]: 'Another administrator closed this report already.',
  [ADMIN_REPORT_ERRORS.reportNotFound]: 'This report no longer exists.',
  [ADMIN_REPORT_ERRORS.noProduct]: 'This report is not about a product.',
  [ADMIN_REPORT_ERRORS.noChatContact]: 'This report names no one to disable.',
};

/** The sentence for a failed Reports call: its own refusal, else the admin area's. */
export const reportFailureMessage = (failure: unknown) => adminFailureMessage(failure, REFUSALS);

export const filedDate = (time: number) =>
  new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
