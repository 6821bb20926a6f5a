import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  buyingTeamComments,
  buyingTeamItems,
  buyingTeamMembers,
  buyingTeamNotices,
  buyingTeams,
  users,
} from '#functions/db/schema/index.ts';
import type { TeamNotice } from '#src/shared/buying-teams.ts';
import { teamPersonColumns, toTeamPerson } from './team-people.ts';

/** Notices shown at once: the newest; the rest show as each item's comments are read. */
const NOTICES_SHOWN = 50;
const EXCERPT_LENGTH = 140;

const excerptOf = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body);

/**
 * GET app/buying-team/notices: the caller's unread comments and mentions, newest first. A notice is
 * read (gone) once its item's comments are opened, or when the member's place on the team ends.
 */
export async function listTeamNotices(db: Database, userId: number): Promise<TeamNotice[]> {
  const rows = await db
    .select({
      id: buyingTeamNotices.id,
      kind: buyingTeamNotices.kind,
      createTime: buyingTeamNotices.createdAt,
      teamId: buyingTeams.id,
      teamName: buyingTeams.name,
      listId: buyingTeamItems.listId,
      itemId: buyingTeamItems.id,
      itemName: buyingTeamItems.name,
      body: buyingTeamComments.body,
      ...teamPersonColumns,
    })
    .from(buyingTeamNotices)
    .innerJoin(buyingTeams, eq(buyingTeams.id, buyingTeamNotices.teamId))
    .innerJoin(buyingTeamComments, eq(buyingTeamComments.id, buyingTeamNotices.commentId))
    .innerJoin(buyingTeamItems, eq(buyingTeamItems.id, buyingTeamComments.itemId))
    .innerJoin(users, eq(users.id, buyingTeamComments.authorId))
    // Only while the reader is on the team: a notice never outlives the place that gave it.
    .innerJoin(
      buyingTeamMembers,
      and(eq(buyingTeamMembers.teamId, buyingTeamNotices.teamId), eq(buyingTeamMembers.userId, userId)),
    )
    .where(eq(buyingTeamNotices.userId, userId))
    .orderBy(desc(buyingTeamNotices.id))
    .limit(NOTICES_SHOWN);
  return rows.map(({ id, kind, createTime, teamId, teamName, listId, itemId, itemName, body, ...author }) => ({
    id,
    kind,
    team: { id: teamId, name: teamName },
    listId,
    itemId,
    itemName,
    author: toTeamPerson(author),
    excerpt: excerptOf(body),
    createTime,
  }));
}
