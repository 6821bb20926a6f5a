import type { Context } from 'hono';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';
import { formFields, formFiles, parseInput, readFormData } from '#functions/api/request-input.ts';
import { resolveLiveTarget } from '#functions/domain/engagement/live-target.ts';
import { requireOwnChat } from '#functions/domain/messaging/chat-access.ts';
import { fileReport } from '#functions/domain/reports/file-report.ts';
import { successBody } from '#functions/lib/envelope.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';
import { chatReportTarget } from '#src/shared/messaging.ts';
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
 * report/chat (multipart: chatId, contactId, reason, explaination, files): only a chat of the
 * caller's with that contact; the report is about the chat's supplier, as a report of it is.
 */
async function fileChatReport(c: Context<SignedInEnv>) {
  const form = await readFormData(c.req.raw);
  const target = parseInput(chatReportTarget, formFields(form, ['chatId', 'contactId']));
  const fields = parseInput(reportFields, formFields(form, REPORT_FIELDS));
  const { supplierId } = await requireOwnChat(c.var.db, c.var.viewer.userId, target);
  await fileReport(
    c.var.db,
    c.env.MEDIA,
    c.var.viewer.userId,
    { supplierId, productId: null, chat: target },
    fields,
    formFiles(form, 'files'),
  );
  return c.json(successBody(null));
}

/** Spec §7 reports of a supplier, of a product and of a chat. */
export const reportRoutes = signedInRouter()
  .post('/supplier', limitWrites('report'), fileReportOn('supplier'))
  .post('/product', limitWrites('report'), fileReportOn('product'))
  .post('/chat', limitWrites('report'), fileChatReport);
