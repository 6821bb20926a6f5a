import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { adminActions, users } from '#functions/db/schema/index.ts';
import type { AdminAction, AdminTargetType } from '#src/shared/admin-audit.ts';

export type AdminActor = { userId: number; email: string };

export type AuditEntry = {
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: number;
  /** The target as the admin saw it, as text or read in the same statement (e.g. `userEmail`). */
  targetLabel: string | SQL;
  note?: string;
};

/**
 * The audit row of one admin action, to put in the same `db.batch` right after the action's
 * write: by default it is written only when that write changed a row (SQLite's changes(), same
 * transaction), so the log never records what did not happen, and nothing happens unrecorded.
 * `always` is for an action already known to have happened.
 */
export function auditRow(
  db: Database,
  actor: AdminActor,
  entry: AuditEntry,
  { always = false, now = Date.now() } = {},
) {
  // Every column in the table's order (functions/db/schema/admin-actions.ts); a null id is the next one.
  return db.insert(adminActions).select(
    sql`select null, ${actor.userId}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${entry.targetLabel}, ${entry.note ?? ''}, ${now} where ${always ? sql`1` : sql`changes() > 0`}`,
  );
}

/** A user's e-mail address, read in the audit row's own statement. */
export const userEmail = (userId: number) => sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
