import * as v from 'valibot';
import type { EngagementTarget } from './engagement.ts';

// Spec §3 report form, for the report modal and the API: reason (one of §9's four), explaination
// (spelt so) and optional photos (decision 036 limits).

/** Spec §9, word for word. */
export const REPORT_REASONS = [
  'Hateful or abusive content',
  'Sexual content',
  'Spam or misleading',
  'Violent or repulsive content',
] as const;

export const MAX_EXPLANATION_LENGTH = 2000;
export const MAX_REPORT_PHOTOS = 5;

/**
 * The explanation as both sides count it: a form sent as multipart turns each line break into CRLF,
 * so the server would count two characters where the form showed one.
 */
export function explanationText(typed: string): string {
  return typed.replace(/\r\n?/g, '\n').trim();
}

export const reportFields = v.object({
  reason: v.picklist(REPORT_REASONS, 'invalid_reason'),
  explaination: v.pipe(
    v.string('explanation_required'),
    v.transform(explanationText),
    v.nonEmpty('explanation_required'),
    v.maxLength(MAX_EXPLANATION_LENGTH, 'explanation_too_long'),
  ),
});

/** What a report is about: a supplier, a product, or a chat with one of a supplier's team. */
export type ReportTarget = EngagementTarget | { kind: 'chat'; chatId: number; contactId: number };
