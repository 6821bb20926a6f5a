import { and, count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { seenInvitations, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import type { Page } from '#src/shared/api.ts';
import type { InvitedUser } from '#src/shared/engagement.ts';

// Spec §3 "Invited user: id, isNew" and §7 my/invited-user: the people who joined through the
// caller's invite link (users.invited_by).

export const INVITED_USER_NOT_FOUND = 'invited_user_not_found';

export const invitedUserPagerInput = v.object(pagerEntries(20));
export const invitedUserIsNewInput = v.object({ id: recordIdSchema, isNew: v.boolean('invalid_is_new') });

/**
 * People the inviter brought in. Only verified accounts count as joined: anyone holding the link
 * can register any address, and an address nobody proved is not shown to the inviter.
 */
const invitedBy = (inviterId: number) => and(eq(users.invitedBy, inviterId), eq(users.emailVerified, true));

/** No seen_invitations row means the inviter has not looked at this invitee yet. */
const isNewColumn = (inviterId: number) =>
  sql<number>`not exists (select 1 from ${seenInvitations} where ${seenInvitations.inviterId} = ${inviterId} and ${seenInvitations.invitedId} = ${users.id})`.mapWith(
    Boolean,
  );

/** POST my/invited-user/pager {pageNo, pageSize}: newest joiners first. */
export async function invitedUserPage(
  db: Database,
  inviterId: number,
  input: v.InferOutput<typeof invitedUserPagerInput>,
): Promise<Page<InvitedUser>> {
  const where = invitedBy(inviterId);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        visibility: users.visibility,
        avatarKey: users.avatarKey,
        isNew: isNewColumn(inviterId),
        createTime: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const list = rows.map(({ email, visibility, avatarKey, ...row }) => ({
    ...row,
    ...(visibility === 'visible' ? { email } : {}),
    avatarUrl: mediaUrlOrNull(avatarKey),
  }));
  return toPage(list, totals[0]?.total ?? 0, input);
}

async function requireInvitee(db: Database, inviterId: number, invitedId: number): Promise<void> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, invitedId), invitedBy(inviterId)));
  // Someone else's invitee, or nobody: the same 404, so ids reveal nothing.
  if (!found) throw new DomainError('not_found', [{ field: 'id', code: INVITED_USER_NOT_FOUND }]);
}

/** POST my/invited-user/is-new {id, isNew}: the inviter's own seen flag; the invitee sees no change. */
export async function setInvitedUserIsNew(
  db: Database,
  inviterId: number,
  input: v.InferOutput<typeof invitedUserIsNewInput>,
): Promise<{ id: number; isNew: boolean }> {
  await requireInvitee(db, inviterId, input.id);
  const pair = and(eq(seenInvitations.inviterId, inviterId), eq(seenInvitations.invitedId, input.id));
  if (input.isNew) await db.delete(seenInvitations).where(pair);
  else await db.insert(seenInvitations).values({ inviterId, invitedId: input.id }).onConflictDoNothing();
  return { id: input.id, isNew: input.isNew };
}

/**
 * DELETE my/invited-user/delete/{id}: forgets the invitation link (the invitee's invited_by), and
 * the seen flag with it, in one batch. The invitee's account is untouched.
 */
export async function forgetInvitedUser(db: Database, inviterId: number, invitedId: number): Promise<{ id: number }> {
  const [forgotten] = await db.batch([
    db
      .update(users)
      .set({ invitedBy: null })
      .where(and(eq(users.id, invitedId), invitedBy(inviterId)))
      .returning({ id: users.id }),
    db
      .delete(seenInvitations)
      .where(and(eq(seenInvitations.inviterId, inviterId), eq(seenInvitations.invitedId, invitedId))),
  ]);
  if (forgotten.length === 0) throw new DomainError('not_found', [{ field: 'id', code: INVITED_USER_NOT_FOUND }]);
  return { id: invitedId };
}
