import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { csvText } from '#functions/lib/csv-text.ts';
import { AUDIT_EXPORT_MAX_ROWS, type auditFiltersSchema } from '#src/shared/admin-audit.ts';
import { auditEntries } from './audit-pager.ts';

const HEADER = ['Time (UTC)', 'Administrator', 'Action', 'Target type', 'Target ID', 'Target', 'Note'];

/** GET admin/audit/export.csv: the filtered log as CSV, newest first, at most AUDIT_EXPORT_MAX_ROWS entries. */
export async function auditCsv(db: Database, filters: v.InferOutput<typeof auditFiltersSchema>): Promise<string> {
  const entries = await auditEntries(db, filters, AUDIT_EXPORT_MAX_ROWS);
  return csvText([
    HEADER,
    ...entries.map((entry) => [
      new Date(entry.createdAt).toISOString(),
      entry.adminEmail,
      entry.action,
      entry.targetType,
      String(entry.targetId),
      entry.targetLabel,
      entry.note,
    ]),
  ]);
}

/** The file's name says what it holds: vitrine-audit-log[-from][-to].csv. */
export function auditCsvName({ from, to }: v.InferOutput<typeof auditFiltersSchema>): string {
  return ['vitrine-audit-log', from && `from-${from}`, to && `to-${to}`].filter(Boolean).join('-') + '.csv';
}
