import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { chatReports, reports } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_REPORT_ERRORS, type reportActSchema } from '#src/shared/admin-reports.ts';
import type { SessionChannels } from '#functions/domain/accounts/session-changes.ts';
import type { AdminActor } from './audit-log.ts';
import { hideReportedProduct } from './report-hide-product.ts';
import { REPORT_NOT_FOUND } from './report-resolve.ts';
import { setSupplierStatus } from './supplier-status.ts';
import { setUserStatus } from './user-status.ts';

/**
 * Acts on what a report is about, named by the report rather than by the screen: disables its
 * supplier, hides its product or disables the chat's team member. Each action records its own audit row; the report stays as it
 * is until an admin handles it (usually right after).
 */
export async function actOnReport(
  db: Database,
  channels: SessionChannels,
  actor: AdminActor,
  input: v.InferOutput<typeof reportActSchema>,
  now = Date.now(),
): Promise<void> {
  const [report] = await db
    .select({
      id: reports.id,
      supplierId: reports.supplierId,
      productId: reports.productId,
      contactId: chatReports.contactId,
    })
    .from(reports)
    .leftJoin(chatReports, eq(chatReports.reportId, reports.id))
    .where(eq(reports.id, input.reportId));
  if (!report) throw new DomainError('not_found', [REPORT_NOT_FOUND]);
  switch (input.action) {
    case 'disable_supplier':
      return setSupplierStatus(db, actor, { supplierId: report.supplierId, status: 'disabled' }, now);
    case 'hide_product': {
      const { productId } = report;
      if (productId === null)
        throw new DomainError('invalid', [{ field: 'action', code: ADMIN_REPORT_ERRORS.noProduct }]);
      return hideReportedProduct(db, actor, { ...report, productId }, now);
    }
    case 'disable_user': {
      const { contactId } = report;
      if (contactId === null)
        throw new DomainError('invalid', [{ field: 'action', code: ADMIN_REPORT_ERRORS.noChatContact }]);
      return setUserStatus(db, channels, actor, { userId: contactId, status: 'temporarily_disabled' }, now);
    }
  }
}
