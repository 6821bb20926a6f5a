import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { buyingTeamVotes } from '#functions/db/schema/index.ts';
import type { TeamVotes } from '#src/shared/buying-teams.ts';
import { requireItemPlace } from './team-access.ts';

/**
 * POST app/buying-team/item/vote {itemId, value}: the caller's one vote on the item, up (1), down
 * (-1) or taken back (0); a second vote replaces the first. Answers the item's tally as now stored.
 */
export async function castVote(db: Database, userId: number, itemId: number, value: -1 | 0 | 1): Promise<TeamVotes> {
  await requireItemPlace(db, userId, itemId);
  const mine = and(eq(buyingTeamVotes.itemId, itemId), eq(buyingTeamVotes.userId, userId));
  const write =
    value === 0
      ? db.delete(buyingTeamVotes).where(mine)
      : db
          .insert(buyingTeamVotes)
          .values({ itemId, userId, value })
          .onConflictDoUpdate({ target: [buyingTeamVotes.itemId, buyingTeamVotes.userId], set: { value } });
  const [, [tally]] = await db.batch([
    write,
    db
      .select({
        up: sql<number>`count(*) filter (where ${buyingTeamVotes.value} = 1)`,
        down: sql<number>`count(*) filter (where ${buyingTeamVotes.value} = -1)`,
      })
      .from(buyingTeamVotes)
      .where(eq(buyingTeamVotes.itemId, itemId)),
  ]);
  const up = tally?.up ?? 0;
  const down = tally?.down ?? 0;
  return { up, down, score: up - down, mine: value };
}
