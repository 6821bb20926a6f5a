import type { Database } from '#functions/db/client.ts';
import { adminActions } from '#functions/db/schema/index.ts';
import type { AdminAction, AdminTargetType } from '#src/shared/admin-audit.ts';

export type AdminActor = { userId: number; email: string };

export type AuditEntry = {
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: number;
  targetLabel: string;
  note?: string;
};

/**
 * The audit row of one admin action, to put in the same `db.batch` as the action itself: the log
 * never records what did not happen, and nothing happens unrecorded.
 */
export function auditRow(db: Database, actor: AdminActor, entry: AuditEntry, now = Date.now()) {
  return db.insert(adminActions).values({
    adminId: actor.userId,
    adminEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    note: entry.note ?? '',
    createdAt: now,
  });
}
