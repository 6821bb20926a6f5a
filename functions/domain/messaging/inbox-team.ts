import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import type { InboxTeamMember } from '#src/shared/team-inbox.ts';
import type { InboxViewer } from './team-inbox.ts';

/**
 * POST app/team-inbox/team: whom a conversation can be handed to — the catalogue's owner and its
 * active sales contacts, owner first, then in the team's order. Only a viewer on the team asks
 * (requireInboxViewer), and it learns names and faces its teammates already see on the company page.
 */
export async function inboxTeam(db: Database, viewer: InboxViewer): Promise<InboxTeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      avatarKey: users.avatarKey,
      isOwner: sql<number>`${suppliers.ownerId} = ${users.id}`,
    })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.id, viewer.supplierId))
    .leftJoin(
      companyContacts,
      and(eq(companyContacts.supplierId, viewer.supplierId), eq(companyContacts.userId, users.id)),
    )
    .where(
      and(eq(users.status, 'active'), or(eq(suppliers.ownerId, users.id), sql`${companyContacts.userId} is not null`)),
    )
    .orderBy(sql`${suppliers.ownerId} = ${users.id} desc`, asc(companyContacts.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar: mediaUrlOrNull(row.avatarKey),
    isOwner: Boolean(row.isOwner),
  }));
}
