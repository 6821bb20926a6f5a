import type { Context } from 'hono';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';
import { formFields, formFiles, parseInput, readFormData } from '#functions/api/request-input.ts';
import { resolveLiveTarget } from '#functions/domain/engagement/live-target.ts';
import { fileReport } from '#functions/domain/reports/file-report.ts';
import { successBody } from '#functions/lib/envelope.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';
import { reportFields } from '#src/shared/reports.ts';
import { parseTarget, TARGET_FIELD } from './engagement-target.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

const REPORT_FIELDS = ['reason', 'explaination'] as const;

/** A report of one kind of target (multipart: target, reason, explaination, files). */
function fileReportOn(kind: EngagementKind) {
  return async (c: Context<SignedInEnv>) => {
    const form = await readFormData(c.req.raw);
    const target = parseTarget(kind, formFields(form, [TARGET_FIELD[kind]]));
    const fields = parseInput(reportFields, formFields(form, REPORT_FIELDS));
    const subject = await resolveLiveTarget(c.var.db, target);
    await fileReport(c.var.db, c.env.MEDIA, c.var.viewer.userId, subject, fields, formFiles(form, 'files'));
    return c.json(successBody(null));
  };
}

/**
 * Spec §7 reports of a supplier and of a product. report/chat waits for the chat tables: there is
 * no chat or contact yet to check the report against.
 */
export const reportRoutes = signedInRouter()
  .post('/supplier', limitWrites('report'), fileReportOn('supplier'))
  .post('/product', limitWrites('report'), fileReportOn('product'));
