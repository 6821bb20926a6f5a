import * as v from 'valibot';
import type { Page } from './api.ts';
import { recordIdSchema } from './record-id.ts';
import type { REPORT_REASONS } from './reports.ts';

// The admin area's Reports screen (issue 14 item 4): the reports buyers filed, as the calls under
// /api/admin/report answer them, and what an admin may do about one.

/** Open until an admin handles it (acted on) or dismisses it (nothing to do). */
export const REPORT_STATUSES = ['open', 'handled', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a report is closed: every status but open. */
export const REPORT_OUTCOMES = ['handled', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What was reported: a supplier, one of its products, or a chat with one of its team. */
export const REPORT_KINDS = ['supplier', 'product', 'chat'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What an admin may do from a report, to what it is about. */
export const REPORT_ACTIONS = ['disable_supplier', 'hide_product', 'disable_user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const MAX_RESOLUTION_NOTE_LENGTH = 1000;

/** POST admin/report/pager, beside { pageNo, pageSize }: both filters optional. */
export const reportFiltersSchema = v.object({
  status: v.optional(v.picklist(REPORT_STATUSES, 'invalid_status')),
  kind: v.optional(v.picklist(REPORT_KINDS, 'invalid_kind')),
});
export type ReportFilters = v.InferInput<typeof reportFiltersSchema>;

/** POST admin/report/resolve: the note says what was done or why nothing was. */
export const reportResolveSchema = v.object({
  reportId: recordIdSchema,
  outcome: v.picklist(REPORT_OUTCOMES, 'invalid_outcome'),
  note: v.pipe(
    v.string('note_required'),
    v.trim(),
    v.nonEmpty('note_required'),
    v.maxLength(MAX_RESOLUTION_NOTE_LENGTH, 'note_too_long'),
  ),
});

/** POST admin/report/act: the target is the report's own (its supplier, product or chat contact). */
export const reportActSchema = v.object({
  reportId: recordIdSchema,
  action: v.picklist(REPORT_ACTIONS, 'invalid_action'),
});

type Status = 'active' | 'disabled';

/** One report as the Reports screen shows it. */
export type AdminReport = {
  id: number;
  kind: ReportKind;
  status: ReportStatus;
  reason: (typeof REPORT_REASONS)[number];
  explanation: string;
  createdAt: number;
  /** `name` is the URL name of its public pages. */
  supplier: { id: number; name: string; companyName: string; status: Status };
  product: { id: number; modelNumber: string; productName: string; status: Status } | null;
  /** The team member the reporter was chatting with (null once their account is gone). */
  chat: { id: number; contact: { id: number; email: string; disabled: boolean } | null } | null;
  /** Full-size photo addresses, in the order they were sent. */
  photos: string[];
  /** Null once the reporter's account is deleted. */
  reporter: { id: number; email: string } | null;
  resolution: { note: string; at: number; byEmail: string | null } | null;
};
export type AdminReportPage = Page<AdminReport>;

/** The codes the calls refuse with, beyond the schemas'. */
export const ADMIN_REPORT_ERRORS = {
  reportNotFound: 'report_not_found',
  alreadyResolved: 'report_already_resolved',
  noProduct: 'report_has_no_product',
  noChatContact: 'report_has_no_chat_contact',
} as const;
