import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, sessions, suppliers } from '#functions/db/schema/index.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import type { SeenView } from './count-view.ts';
import { logWarning } from '#functions/lib/log.ts';

/**
 * The views left once the catalogue's own team is taken out (issue 26 item 5: the team never counts
 * as visitors): a view whose session cookie belongs to the supplier's owner or one of its sales
 * contacts is dropped. Pages are the same for everyone, so this is asked after the answer, in the
 * hand-over, and only for views that carried a session cookie: one read for the whole batch.
 */
export async function withoutTeamViews(db: Database, seen: SeenView[]): Promise<SeenView[]> {
  const signedIn = seen.filter((view) => view.session !== null);
  if (signedIn.length === 0) return seen;
  const asked = new Map<string, { session: string; supplierId: number }>();
  const keyOf = (view: SeenView) => `${view.session}\n${view.supplierId}`;
  for (const view of signedIn) asked.set(keyOf(view), { session: view.session!, supplierId: view.supplierId });
  const pairs = await Promise.all(
    [...asked].map(async ([key, { session, supplierId }]) => ({ key, id: await sha256Hex(session), supplierId })),
  );
  let rows: { key: string }[];
  try {
    rows = await teamSessions(db, pairs);
  } catch (error) {
    // Better a few of the team's views counted than every visitor's lost.
    logWarning('statistics: the team could not be told apart', error);
    return seen;
  }
  const team = new Set(rows.map((row) => row.key));
  return seen.filter((view) => view.session === null || !team.has(keyOf(view)));
}

/** Of the (session hash, supplier) pairs, those whose session's user owns the supplier or is on its team. */
function teamSessions(db: Database, pairs: { key: string; id: string; supplierId: number }[]) {
  return db.all<{ key: string }>(sql`
    select asked.value ->> 'key' as key
    from json_each(${JSON.stringify(pairs)}) asked
    join ${sessions} on ${sessions.id} = asked.value ->> 'id'
    where exists (select 1 from ${suppliers}
                  where ${suppliers.id} = asked.value ->> 'supplierId' and ${suppliers.ownerId} = ${sessions.userId})
       or exists (select 1 from ${companyContacts}
                  where ${companyContacts.supplierId} = asked.value ->> 'supplierId'
                    and ${companyContacts.userId} = ${sessions.userId})`);
}
