import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { buyingTeamComments, buyingTeamMembers, buyingTeamNotices, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { TeamNoticePush } from '#functions/push/team-notice-push.ts';
import {
  MENTION_NOT_MEMBER,
  NOT_YOUR_COMMENT,
  teamPath,
  type TeamComment,
  type TeamNoticeKind,
} from '#src/shared/buying-teams.ts';
import { requireCommentPlace, requireItemPlace, type ItemPlace } from './team-access.ts';
import { teamPersonColumns, toTeamPerson } from './team-people.ts';

// Comments on a team's list item (issue 29 item 1): members write, edit and delete their own;
// every other member gets a notice, and those mentioned a mention instead, in the same batch as the
// comment (so no notice points at nothing). Reading the item's comments clears the reader's notices.

/** The comment inserted just before, inside the same batch (one transaction; ids only grow). */
const justWrittenCommentId = sql<number>`(select max(${buyingTeamComments.id}) from ${buyingTeamComments})`;

/** The mentioned ids, each checked to be on the team: a mention tells no one outside it anything. */
async function requireMembers(db: Database, teamId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ userId: buyingTeamMembers.userId })
    .from(buyingTeamMembers)
    .where(and(eq(buyingTeamMembers.teamId, teamId), inArray(buyingTeamMembers.userId, unique)));
  if (rows.length !== unique.length)
    throw new DomainError('invalid', [{ field: 'mentions', code: MENTION_NOT_MEMBER }]);
  return unique;
}

/** Who a comment's notices go to: every other member, told of a mention where they are named. */
async function noticeRecipients(db: Database, teamId: number, authorId: number, mentions: number[]) {
  const rows = await db
    .select({ userId: buyingTeamMembers.userId })
    .from(buyingTeamMembers)
    .where(eq(buyingTeamMembers.teamId, teamId));
  return rows
    .filter((row) => row.userId !== authorId)
    .map((row) => ({
      userId: row.userId,
      kind: (mentions.includes(row.userId) ? 'mention' : 'comment') as TeamNoticeKind,
    }));
}

/**
 * The notices of a comment, one JSON parameter for all: of `commentId`, or (null) of the comment
 * the statement just before wrote, and only if it wrote one (a key already used writes nothing).
 */
function insertNotices(
  db: Database,
  teamId: number,
  commentId: number | null,
  recipients: { userId: number; kind: TeamNoticeKind }[],
  now: number,
) {
  const justWritten = commentId === null ? sql` and changes() = 1` : sql``;
  return db.insert(buyingTeamNotices).select(
    db
      .select({
        // Every column, in the table's order (drizzle's insert-select rule); SQLite gives the id.
        id: sql<number>`null`.as('id'),
        userId: sql<number>`json_extract(value, '$.userId')`.as('user_id'),
        teamId: sql<number>`${teamId}`.as('team_id'),
        commentId: sql<number>`${commentId ?? justWrittenCommentId}`.as('comment_id'),
        kind: sql<TeamNoticeKind>`json_extract(value, '$.kind')`.as('kind'),
        createdAt: sql<number>`${now}`.as('created_at'),
      })
      .from(sql`json_each(${JSON.stringify(recipients)})`)
      // Written only for those still on the team when the comment is: one who left meanwhile gets none.
      .where(
        sql`exists (select 1 from buying_team_members m where m.team_id = ${teamId} and m.user_id = json_extract(value, '$.userId'))${justWritten}`,
      ),
  );
}

async function authorName(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

function pushFor(
  place: ItemPlace,
  author: string,
  commentId: number,
  recipients: TeamNoticePush['recipients'],
): TeamNoticePush {
  return {
    recipients,
    author,
    itemName: place.itemName,
    teamName: place.teamName,
    url: `${teamPath(place.teamId, place.listId)}#item-${place.itemId}`,
    commentId,
  };
}

/** The caller's comment written under this browser key, if one was. */
async function commentByKey(db: Database, userId: number, clientKey: string | undefined) {
  if (clientKey === undefined) return undefined;
  const [row] = await db
    .select({ id: buyingTeamComments.id })
    .from(buyingTeamComments)
    .where(and(eq(buyingTeamComments.authorId, userId), eq(buyingTeamComments.clientKey, clientKey)));
  return row;
}

/**
 * POST app/buying-team/comment/add {itemId, body, mentions, clientKey?}: answers the comment and
 * the push its notices make. A key already used answers the comment it wrote, and tells no one
 * again: a comment kept offline and sent twice is one comment.
 */
export async function addComment(
  db: Database,
  userId: number,
  input: { itemId: number; body: string; mentions: number[]; clientKey?: string },
  now = Date.now(),
): Promise<{ comment: TeamComment; push: TeamNoticePush }> {
  const place = await requireItemPlace(db, userId, input.itemId);
  const mentions = await requireMembers(db, place.teamId, input.mentions);
  const recipients = await noticeRecipients(db, place.teamId, userId, mentions);
  const author = await authorName(db, userId);
  const sentBefore = await commentByKey(db, userId, input.clientKey);
  if (sentBefore)
    return {
      comment: (await commentsOn(db, userId, { commentId: sentBefore.id }))[0]!,
      push: pushFor(place, author, sentBefore.id, []),
    };
  const [written] = await db.batch([
    db
      .insert(buyingTeamComments)
      .values({
        itemId: input.itemId,
        authorId: userId,
        body: input.body,
        mentions: JSON.stringify(mentions),
        createdAt: now,
        clientKey: input.clientKey ?? null,
      })
      // Two sends of one key at once: the second writes nothing, and its notices neither.
      .onConflictDoNothing()
      .returning({ id: buyingTeamComments.id }),
    insertNotices(db, place.teamId, null, recipients, now),
  ]);
  const id = written[0]?.id ?? (await commentByKey(db, userId, input.clientKey))!.id;
  const [comment] = await commentsOn(db, userId, { commentId: id });
  return { comment: comment!, push: pushFor(place, author, id, written[0] ? recipients : []) };
}

/** The caller's own comment, or why not: not theirs is forbidden, not on their team is 404. */
async function requireMyComment(db: Database, userId: number, commentId: number) {
  const place = await requireCommentPlace(db, userId, commentId);
  if (place.authorId !== userId) throw new DomainError('forbidden', [{ field: 'commentId', code: NOT_YOUR_COMMENT }]);
  return place;
}

/**
 * POST app/buying-team/comment/edit {commentId, body, mentions}: the author's; a member newly
 * mentioned is told, one already told is not told again.
 */
export async function editComment(
  db: Database,
  userId: number,
  input: { commentId: number; body: string; mentions: number[] },
  now = Date.now(),
): Promise<{ comment: TeamComment; push: TeamNoticePush }> {
  const place = await requireMyComment(db, userId, input.commentId);
  const mentions = await requireMembers(db, place.teamId, input.mentions);
  const [before] = await db
    .select({ mentions: buyingTeamComments.mentions })
    .from(buyingTeamComments)
    .where(eq(buyingTeamComments.id, input.commentId));
  const already = new Set(JSON.parse(before?.mentions ?? '[]') as number[]);
  const recipients = mentions
    .filter((id) => id !== userId && !already.has(id))
    .map((id) => ({ userId: id, kind: 'mention' as const }));
  await db.batch([
    db
      .update(buyingTeamComments)
      .set({ body: input.body, mentions: JSON.stringify(mentions), editedAt: now })
      .where(eq(buyingTeamComments.id, input.commentId)),
    // A newly mentioned member's unread notice of this comment becomes the mention.
    db.delete(buyingTeamNotices).where(
      and(
        eq(buyingTeamNotices.commentId, input.commentId),
        inArray(
          buyingTeamNotices.userId,
          recipients.map((recipient) => recipient.userId),
        ),
      ),
    ),
    insertNotices(db, place.teamId, input.commentId, recipients, now),
  ]);
  const [comment] = await commentsOn(db, userId, { commentId: input.commentId });
  return { comment: comment!, push: pushFor(place, await authorName(db, userId), input.commentId, recipients) };
}

/** POST app/buying-team/comment/delete {commentId}: the author's; its notices go with it. */
export async function deleteComment(db: Database, userId: number, commentId: number): Promise<number> {
  const place = await requireMyComment(db, userId, commentId);
  await db.delete(buyingTeamComments).where(eq(buyingTeamComments.id, commentId));
  return place.itemId;
}

/** Comments as the reader sees them, oldest first, the mentioned members named. */
async function commentsOn(db: Database, readerId: number, which: { itemId: number } | { commentId: number }) {
  const rows = await db
    .select({
      id: buyingTeamComments.id,
      body: buyingTeamComments.body,
      mentions: buyingTeamComments.mentions,
      createTime: buyingTeamComments.createdAt,
      editTime: buyingTeamComments.editedAt,
      ...teamPersonColumns,
    })
    .from(buyingTeamComments)
    .innerJoin(users, eq(users.id, buyingTeamComments.authorId))
    .where('itemId' in which ? eq(buyingTeamComments.itemId, which.itemId) : eq(buyingTeamComments.id, which.commentId))
    .orderBy(asc(buyingTeamComments.id));
  const mentionedIds = [...new Set(rows.flatMap((row) => JSON.parse(row.mentions) as number[]))];
  const mentioned =
    mentionedIds.length === 0
      ? []
      : await db.select(teamPersonColumns).from(users).where(inArray(users.id, mentionedIds));
  const people = new Map(mentioned.map((person) => [person.userId, toTeamPerson(person)]));
  return rows.map(({ id, body, mentions, createTime, editTime, ...author }): TeamComment => ({
    id,
    author: toTeamPerson(author),
    body,
    mentions: (JSON.parse(mentions) as number[]).flatMap((mentionedId) => people.get(mentionedId) ?? []),
    createTime,
    editTime,
    mine: author.userId === readerId,
  }));
}

/** GET app/buying-team/item/comments/{itemId}: the item's comments; the reader's notices of them are read. */
export async function listComments(db: Database, userId: number, itemId: number): Promise<TeamComment[]> {
  await requireItemPlace(db, userId, itemId);
  const [comments] = await Promise.all([
    commentsOn(db, userId, { itemId }),
    db
      .delete(buyingTeamNotices)
      .where(
        and(
          eq(buyingTeamNotices.userId, userId),
          sql`${buyingTeamNotices.commentId} in (select ${buyingTeamComments.id} from ${buyingTeamComments} where ${buyingTeamComments.itemId} = ${itemId})`,
        ),
      ),
  ]);
  return comments;
}
