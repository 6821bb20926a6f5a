import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, supplierFollows, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { ACCOUNT_NOT_FOUND, type ShownAccount } from '#src/shared/monitoring.ts';

// Who Monitoring may name (src/shared/monitoring.ts): a person whose visibility is 'visible' and
// whose account is active. One rule, read at each call, for every supplier/user answer.

/** The person may be named to a supplier. */
export const isShown = sql<boolean>`(${users.visibility} = 'visible' and ${users.status} = 'active')`.mapWith(Boolean);

export const shownAccountColumns = { id: users.id, name: users.name, avatarKey: users.avatarKey };

export function toShownAccount({ id, name, avatarKey }: { id: number; name: string; avatarKey: string | null }) {
  return { id, name, avatar: mediaUrlOrNull(avatarKey) } satisfies ShownAccount;
}

/** The user follows the supplier or is one of its sales contacts. */
function connectedTo(db: Database, supplierId: number) {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(supplierFollows)
        .where(and(eq(supplierFollows.supplierId, supplierId), eq(supplierFollows.userId, users.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(companyContacts)
        .where(and(eq(companyContacts.supplierId, supplierId), eq(companyContacts.userId, users.id))),
    ),
  );
}

/**
 * POST check/contact/avatar {ids}: of these users, the ones connected to the supplier and shown,
 * by name; the others are left out, so an id says nothing about a stranger or a hidden follower.
 */
export async function shownConnectedAccounts(db: Database, supplierId: number, ids: number[]): Promise<ShownAccount[]> {
  const rows = await db
    .select(shownAccountColumns)
    .from(users)
    .where(
      and(
        // One JSON parameter whatever the list's length: D1 binds at most 100 values per statement.
        inArray(users.id, sql`(select value from json_each(${JSON.stringify([...new Set(ids)])}))`),
        isShown,
        connectedTo(db, supplierId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(toShownAccount);
}

/** GET account/avatar/{id}: one such person; a stranger and a hidden person are the same 404. */
export async function requireShownConnectedAccount(
  db: Database,
  supplierId: number,
  id: number,
): Promise<ShownAccount> {
  const [account] = await shownConnectedAccounts(db, supplierId, [id]);
  if (!account) throw new DomainError('not_found', [{ field: 'id', code: ACCOUNT_NOT_FOUND }]);
  return account;
}
