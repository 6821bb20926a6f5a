import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import {
  buyingTeamComments,
  buyingTeamItems,
  buyingTeamLists,
  buyingTeamMembers,
  buyingTeams,
} from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { NOT_TEAM_OWNER, TEAM_NOT_FOUND, type TeamRole } from '#src/shared/buying-teams.ts';

// Every buying-team call finds what it names through the caller's membership, read with it in one
// query: what belongs to a team the caller is not on is the same 404 as what does not exist, so an
// id tells a stranger nothing (and a member who left loses it on the next request).

export type TeamPlace = { teamId: number; teamName: string; role: TeamRole };

const notFound = (field: string) => new DomainError('not_found', [{ field, code: TEAM_NOT_FOUND }]);

const placeColumns = { teamId: buyingTeams.id, teamName: buyingTeams.name, role: buyingTeamMembers.role };

export async function requireTeamPlace(db: Database, userId: number, teamId: number): Promise<TeamPlace> {
  const [place] = await db
    .select(placeColumns)
    .from(buyingTeams)
    .innerJoin(
      buyingTeamMembers,
      and(eq(buyingTeamMembers.teamId, buyingTeams.id), eq(buyingTeamMembers.userId, userId)),
    )
    .where(eq(buyingTeams.id, teamId));
  if (!place) throw notFound('teamId');
  return place;
}

export function requireOwnerRole(place: TeamPlace): void {
  if (place.role !== 'owner') throw new DomainError('forbidden', [{ field: 'teamId', code: NOT_TEAM_OWNER }]);
}

export async function requireTeamOwner(db: Database, userId: number, teamId: number): Promise<TeamPlace> {
  const place = await requireTeamPlace(db, userId, teamId);
  requireOwnerRole(place);
  return place;
}

export type ListPlace = TeamPlace & { listId: number; listName: string; createdBy: number | null };

export async function requireListPlace(db: Database, userId: number, listId: number): Promise<ListPlace> {
  const [place] = await db
    .select({
      ...placeColumns,
      listId: buyingTeamLists.id,
      listName: buyingTeamLists.name,
      createdBy: buyingTeamLists.createdBy,
    })
    .from(buyingTeamLists)
    .innerJoin(buyingTeams, eq(buyingTeams.id, buyingTeamLists.teamId))
    .innerJoin(
      buyingTeamMembers,
      and(eq(buyingTeamMembers.teamId, buyingTeams.id), eq(buyingTeamMembers.userId, userId)),
    )
    .where(eq(buyingTeamLists.id, listId));
  if (!place) throw notFound('listId');
  return place;
}

export type ItemPlace = ListPlace & { itemId: number; itemName: string; addedBy: number | null };

const itemPlaceColumns = {
  ...placeColumns,
  listId: buyingTeamLists.id,
  listName: buyingTeamLists.name,
  createdBy: buyingTeamLists.createdBy,
  itemId: buyingTeamItems.id,
  itemName: buyingTeamItems.name,
  addedBy: buyingTeamItems.addedBy,
};

export async function requireItemPlace(
  db: Database,
  userId: number,
  itemId: number,
  field = 'itemId',
): Promise<ItemPlace> {
  const [place] = await db
    .select(itemPlaceColumns)
    .from(buyingTeamItems)
    .innerJoin(buyingTeamLists, eq(buyingTeamLists.id, buyingTeamItems.listId))
    .innerJoin(buyingTeams, eq(buyingTeams.id, buyingTeamLists.teamId))
    .innerJoin(
      buyingTeamMembers,
      and(eq(buyingTeamMembers.teamId, buyingTeams.id), eq(buyingTeamMembers.userId, userId)),
    )
    .where(eq(buyingTeamItems.id, itemId));
  if (!place) throw notFound(field);
  return place;
}

/** A comment on an item of the caller's teams, with its author. */
export async function requireCommentPlace(db: Database, userId: number, commentId: number) {
  const [comment] = await db
    .select({ itemId: buyingTeamComments.itemId, authorId: buyingTeamComments.authorId })
    .from(buyingTeamComments)
    .where(eq(buyingTeamComments.id, commentId));
  if (!comment) throw notFound('commentId');
  return { ...(await requireItemPlace(db, userId, comment.itemId, 'commentId')), authorId: comment.authorId };
}
