import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { adminActions } from '#functions/db/schema/index.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { auditFiltersSchema, type AuditPage } from '#src/shared/admin-audit.ts';

export const auditPagerInput = v.object({ ...pagerEntries(50), ...auditFiltersSchema.entries });
type AuditPagerInput = v.InferOutput<typeof auditPagerInput>;

function conditions(input: AuditPagerInput): SQL | undefined {
  const keyword = input.keyword.toLowerCase();
  return and(
    keyword
      ? sql`(instr(${adminActions.adminEmail}, ${keyword}) > 0 or instr(lower(${adminActions.targetLabel}), ${keyword}) > 0
          or instr(lower(${adminActions.note}), ${keyword}) > 0)`
      : undefined,
    input.action ? eq(adminActions.action, input.action) : undefined,
  );
}

/** One page of the audit log, newest first (ids only grow, as time does). Read-only: nothing here writes. */
export async function auditPage(db: Database, input: AuditPagerInput): Promise<AuditPage> {
  const where = conditions(input);
  const [list, totals] = await db.batch([
    db
      .select({
        id: adminActions.id,
        adminEmail: adminActions.adminEmail,
        action: adminActions.action,
        targetType: adminActions.targetType,
        targetId: adminActions.targetId,
        targetLabel: adminActions.targetLabel,
        note: adminActions.note,
        createdAt: adminActions.createdAt,
      })
      .from(adminActions)
      .where(where)
      .orderBy(desc(adminActions.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(adminActions).where(where),
  ]);
  return toPage(list, totals[0]?.total ?? 0, input);
}
