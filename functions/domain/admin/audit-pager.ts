import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { adminActions } from '#functions/db/schema/index.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import type { AuditEntry, AuditPage, auditFiltersSchema, auditPagerSchema } from '#src/shared/admin-audit.ts';

type AuditFilterInput = v.InferOutput<typeof auditFiltersSchema>;

const DAY_MS = 86_400_000;
/** The first moment of a YYYY-MM-DD day, in UTC. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

function conditions(input: AuditFilterInput): SQL | undefined {
  const keyword = input.keyword.toLowerCase();
  return and(
    keyword
      ? sql`(instr(${adminActions.adminEmail}, ${keyword}) > 0 or instr(lower(${adminActions.targetLabel}), ${keyword}) > 0
          or instr(lower(${adminActions.note}), ${keyword}) > 0)`
      : undefined,
    input.action ? eq(adminActions.action, input.action) : undefined,
    // Both days included: from the first moment of `from` to the last of `to`.
    input.from ? gte(adminActions.createdAt, dayStart(input.from)) : undefined,
    input.to ? lt(adminActions.createdAt, dayStart(input.to) + DAY_MS) : undefined,
  );
}

/** The entries matching the filters, newest first (ids only grow, as time does), `limit` from `offset`. */
export function auditEntries(db: Database, input: AuditFilterInput, limit: number, offset = 0) {
  return db
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
    .where(conditions(input))
    .orderBy(desc(adminActions.id))
    .limit(limit)
    .offset(offset) satisfies PromiseLike<AuditEntry[]>;
}

/** One page of the audit log. Read-only: nothing here writes. */
export async function auditPage(db: Database, input: v.InferOutput<typeof auditPagerSchema>): Promise<AuditPage> {
  const [list, totals] = await db.batch([
    auditEntries(db, input, input.pageSize, pageOffset(input)),
    db.select({ total: count() }).from(adminActions).where(conditions(input)),
  ]);
  return toPage(list, totals[0]?.total ?? 0, input);
}
