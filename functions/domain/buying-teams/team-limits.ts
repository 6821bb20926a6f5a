import { triggerRefusal } from '#functions/db/trigger-refusal.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { LIST_FULL, TEAM_FULL, TOO_MANY_LISTS, TOO_MANY_TEAMS } from '#src/shared/buying-teams.ts';

// A buying team's limits are counted before each write, for a clear answer, and held again by the
// database (migration 0035's triggers), which refuses what racing requests would write past them.

const LIMIT_CODES = [TOO_MANY_TEAMS, TEAM_FULL, TOO_MANY_LISTS, LIST_FULL];

/** Runs the write; a trigger's refusal becomes the same 409 the count before it gives. */
export async function withinTeamLimits<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = triggerRefusal(error, LIMIT_CODES);
    if (code) throw new DomainError('conflict', [{ field, code }]);
    throw error;
  }
}
