import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seenInvitations, users } from '#functions/db/schema/index.ts';
import { createUser } from '#functions/domain/accounts/users.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { unique } from '#tests/worker/support/factories.ts';
import { type Actor, signedInActor } from '#tests/worker/support/actors.ts';

/** Someone who registered through `inviterId`'s link, at `joined` (ms). */
async function invitee(
  inviterId: number,
  joined: number,
  profile: { name?: string; visibility?: 'visible' | 'hidden'; emailVerified?: boolean } = {},
) {
  const email = `${unique('invited')}@vitrine.test`;
  const id = await createUser(
    db(),
    {
      email,
      password: 'Test-password-1',
      name: profile.name ?? 'Invited',
      emailVerified: profile.emailVerified ?? true,
      invitedBy: inviterId,
    },
    joined,
  );
  if (profile.visibility) await db().update(users).set({ visibility: profile.visibility }).where(eq(users.id, id));
  return { id, email };
}

const pager = (who: Actor, body: unknown = {}) => callApi('/api/my/invited-user/pager', { body, session: who.session });
const isNew = (who: Actor, body: unknown) => callApi('/api/my/invited-user/is-new', { body, session: who.session });
const forget = (who: Actor, id: unknown) =>
  callApi(`/api/my/invited-user/delete/${id}`, { method: 'DELETE', session: who.session });

let inviter: Actor;
let stranger: Actor;
let visible: { id: number; email: string };
let hidden: { id: number; email: string };

beforeAll(async () => {
  [inviter, stranger] = await Promise.all([signedInActor(), signedInActor()]);
  visible = await invitee(inviter.id, 1_000, { name: 'Vera Visible' });
  hidden = await invitee(inviter.id, 2_000, { name: 'Hal Hidden', visibility: 'hidden' });
  await invitee(inviter.id, 3_000, { name: 'Never verified', emailVerified: false });
  await invitee(stranger.id, 4_000, { name: 'Not yours' });
});

describe('POST api/my/invited-user/pager', () => {
  it('lists the verified people who joined through the caller’s link, newest first, e-mail only when visible', async () => {
    const answer = await pager(inviter);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      list: [
        { id: hidden.id, name: 'Hal Hidden', avatarUrl: null, isNew: true, createTime: 2_000 },
        { id: visible.id, name: 'Vera Visible', email: visible.email, avatarUrl: null, isNew: true, createTime: 1_000 },
      ],
      total: 2,
      pageNo: 1,
      totalPage: 1,
    });
    expect((await pager(inviter, { pageNo: 2, pageSize: 1 })).body.data).toMatchObject({
      list: [{ id: visible.id }],
      total: 2,
      pageNo: 2,
      totalPage: 2,
    });
  });

  it('refuses a bad pager and visitors', async () => {
    expect((await pager(inviter, { pageNo: 0 })).body.errors).toEqual([{ field: 'pageNo', code: 'invalid_page' }]);
    expect((await pager(inviter, { pageSize: 101 })).body.errors).toEqual([
      { field: 'pageSize', code: 'invalid_page_size' },
    ]);
    expect((await callApi('/api/my/invited-user/pager', { body: {} })).status).toBe(401);
  });
});

describe('POST api/my/invited-user/is-new', () => {
  it('is the inviter’s own seen flag, both ways', async () => {
    expect(await isNew(inviter, { id: visible.id, isNew: false })).toMatchObject({
      status: 200,
      body: { data: { id: visible.id, isNew: false } },
    });
    expect(await isNew(inviter, { id: visible.id, isNew: false })).toMatchObject({ status: 200 });
    expect((await pager(inviter)).body.data.list.map((item: { isNew: boolean }) => item.isNew)).toEqual([true, false]);
    await isNew(inviter, { id: visible.id, isNew: true });
    expect((await pager(inviter)).body.data.list.map((item: { isNew: boolean }) => item.isNew)).toEqual([true, true]);
  });

  it('refuses bad input, and someone else’s invitee reads as not found', async () => {
    expect((await isNew(inviter, { id: visible.id })).body.errors).toEqual([{ field: 'isNew', code: 'required' }]);
    expect((await isNew(inviter, { id: 'x', isNew: false })).status).toBe(400);
    expect(await isNew(stranger, { id: visible.id, isNew: false })).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'id', code: 'invited_user_not_found' }] },
    });
    expect(await db().select().from(seenInvitations).where(eq(seenInvitations.inviterId, stranger.id))).toEqual([]);
  });
});

describe('DELETE api/my/invited-user/delete/{id}', () => {
  it('forgets the link (and the seen flag) only for the inviter; the account stays', async () => {
    const leaving = await invitee(inviter.id, 5_000, { name: 'Leaving' });
    await isNew(inviter, { id: leaving.id, isNew: false });
    expect(await forget(stranger, leaving.id)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'id', code: 'invited_user_not_found' }] },
    });
    expect(await forget(inviter, 'abc')).toMatchObject({ status: 400 });

    expect(await forget(inviter, leaving.id)).toMatchObject({ status: 200, body: { data: { id: leaving.id } } });
    const row = await db().query.users.findFirst({ columns: { invitedBy: true }, where: eq(users.id, leaving.id) });
    expect(row).toEqual({ invitedBy: null });
    expect(
      await db()
        .select()
        .from(seenInvitations)
        .where(and(eq(seenInvitations.inviterId, inviter.id), eq(seenInvitations.invitedId, leaving.id))),
    ).toEqual([]);
    expect((await pager(inviter)).body.data.list.map((item: { id: number }) => item.id)).not.toContain(leaving.id);
    expect((await forget(inviter, leaving.id)).status).toBe(404);
  });
});
