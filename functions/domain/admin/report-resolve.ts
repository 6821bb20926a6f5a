import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { notifications, products, reports, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { ADMIN_REPORT_ERRORS, type reportResolveSchema } from '#src/shared/admin-reports.ts';
import { auditRow, type AdminActor } from './audit-log.ts';

export const REPORT_NOT_FOUND = { field: 'reportId', code: ADMIN_REPORT_ERRORS.reportNotFound };

/** What a report is about, read in the audit row's own statement: the company, and the product if any. */
export const reportSubject = (reportId: number) =>
  sql`(select ${suppliers.companyName} || coalesce(' — ' || ${products.productName}, '') from ${reports}
    join ${suppliers} on ${suppliers.id} = ${reports.supplierId}
    left join ${products} on ${products.id} = ${reports.productId} where ${reports.id} = ${reportId})`;

/**
 * Marks an open report handled or dismissed, keeping who, when and the note, and tells the reporter
 * in the same batch. A report is closed once: a second admin's answer is refused, not overwritten.
 */
export async function resolveReport(
  db: Database,
  actor: AdminActor,
  input: v.InferOutput<typeof reportResolveSchema>,
  now = Date.now(),
): Promise<void> {
  const kind = input.outcome === 'handled' ? 'report_handled' : 'report_dismissed';
  const [updated] = await db.batch([
    db
      .update(reports)
      .set({ status: input.outcome, resolvedBy: actor.userId, resolvedAt: now, resolutionNote: input.note })
      .where(and(eq(reports.id, input.reportId), eq(reports.status, 'open')))
      .returning({ id: reports.id }),
    auditRow(
      db,
      actor,
      {
        action: kind,
        targetType: 'report',
        targetId: input.reportId,
        targetLabel: reportSubject(input.reportId),
        note: input.note,
      },
      { now },
    ),
    // Right after the audit row, whose changes() says whether the report was closed just now. The
    // notice names the supplier only: the admin's note is for the admins.
    // Every column of notifications in the schema's order: id, user, kind, supplier, product, post, push, read, time.
    db.insert(notifications).select(
      sql`select null, ${reports.reporterId}, ${kind}, ${reports.supplierId}, null, null, null, 0, ${now} from ${reports}
          where ${reports.id} = ${input.reportId} and ${reports.reporterId} is not null and changes() > 0`,
    ),
  ]);
  if (updated.length > 0) return;
  const exists = await db.query.reports.findFirst({ columns: { id: true }, where: eq(reports.id, input.reportId) });
  if (!exists) throw new DomainError('not_found', [REPORT_NOT_FOUND]);
  throw new DomainError('conflict', [{ field: 'reportId', code: ADMIN_REPORT_ERRORS.alreadyResolved }]);
}
