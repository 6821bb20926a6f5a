import { desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActions, localMailbox, users } from '#functions/db/schema/index.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { login } from '#tests/worker/support/accounts.ts';
import { makeSupplier, makeUser, TEST_PASSWORD, unique } from '#tests/worker/support/factories.ts';

// The admin area's Users calls (issue 14): success, bad input and who may call them. The full
// visitor/buyer/owner/admin grid of every route is tests/worker/api/authorisation/.

let adminSession: string;
const asAdmin = (path: string, body: unknown) => callApi(`/api/admin/user${path}`, { session: adminSession, body });

beforeAll(async () => {
  adminSession = await signIn((await makeUser(db(), { isAdmin: true })).id);
});

async function makeUnverifiedUser(name: string) {
  const user = await makeUser(db());
  await db().update(users).set({ emailVerified: false, name }).where(eq(users.id, user.id));
  return user;
}

describe('POST admin/user/pager', () => {
  it('finds users by part of their e-mail or name, newest first, with their catalogue count', async () => {
    const tag = unique('find');
    const byMail = await makeUser(db(), { email: `${tag}@vitrine.test` });
    const byName = await makeUser(db());
    await db()
      .update(users)
      .set({ name: `Ada ${tag.toUpperCase()}` })
      .where(eq(users.id, byName.id));
    await makeSupplier(db(), { ownerId: byMail.id });

    const answer = await asAdmin('/pager', { keyword: ` ${tag} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 2, pageNo: 1, totalPage: 1 });
    expect(answer.body.data.list.map((user: { id: number }) => user.id)).toEqual([byName.id, byMail.id]);
    expect(answer.body.data.list[1]).toMatchObject({
      email: byMail.email,
      status: 'active',
      emailVerified: true,
      isAdmin: false,
      supplierCount: 1,
    });
  });

  it('shows when each account last signed in: never before its first login, the login time after it', async () => {
    const user = await makeUser(db(), { email: `${unique('signin')}@vitrine.test` });
    const lastSignIn = async () =>
      (await asAdmin('/pager', { keyword: user.email })).body.data.list.map(
        (row: { lastSignInAt: number | null }) => row.lastSignInAt,
      );
    expect(await lastSignIn()).toEqual([null]);

    const before = Date.now();
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    const [signedInAt] = await lastSignIn();
    expect(signedInAt).toBeGreaterThanOrEqual(before);
    expect(signedInAt).toBeLessThanOrEqual(Date.now());
  });

  it('filters by verified, status and catalogue ownership, all together', async () => {
    const tag = unique('filter');
    const unverified = await makeUnverifiedUser(tag);
    const owner = await makeUser(db());
    await db().update(users).set({ name: tag }).where(eq(users.id, owner.id));
    await makeSupplier(db(), { ownerId: owner.id });
    const disabled = await makeUser(db());
    await db().update(users).set({ name: tag, status: 'temporarily_disabled' }).where(eq(users.id, disabled.id));

    const ids = async (filters: object) =>
      (await asAdmin('/pager', { keyword: tag, ...filters })).body.data.list.map((user: { id: number }) => user.id);
    expect(await ids({ verified: false })).toEqual([unverified.id]);
    expect(await ids({ verified: true })).toEqual([disabled.id, owner.id]);
    expect(await ids({ status: 'temporarily_disabled' })).toEqual([disabled.id]);
    expect(await ids({ owners: true })).toEqual([owner.id]);
    expect(await ids({ owners: false, verified: true })).toEqual([disabled.id]);
  });

  it('pages through the list', async () => {
    const tag = unique('page');
    for (let index = 0; index < 3; index++) await makeUnverifiedUser(tag);
    const second = await asAdmin('/pager', { keyword: tag, pageNo: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: 3, pageNo: 2, totalPage: 2 });
    expect(second.body.data.list).toHaveLength(1);
  });

  it('refuses bad filters and pages', async () => {
    const answer = await asAdmin('/pager', {
      verified: 'yes',
      status: 'gone',
      pageSize: 1000,
      keyword: 'x'.repeat(101),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'verified', code: 'invalid_verified' },
        { field: 'status', code: 'invalid_status' },
        { field: 'pageSize', code: 'invalid_page_size' },
        { field: 'keyword', code: 'invalid_keyword' },
      ]),
    );
  });
});

describe('POST admin/user/update-status', () => {
  it('disables an account: every session of it ends and its login says so; enabling lets it in again', async () => {
    const user = await makeUser(db());
    const [phone, laptop] = [await signIn(user.id), await signIn(user.id)];
    expect((await asAdmin('/update-status', { userId: user.id, status: 'temporarily_disabled' })).status).toBe(200);
    for (const session of [phone, laptop]) expect((await callApi('/api/current', { session })).body.data).toBeNull();
    expect((await login(user.email, TEST_PASSWORD)).body.errors).toEqual([
      { field: 'email', code: 'account_is_temporary_disabled' },
    ]);

    expect((await asAdmin('/update-status', { userId: user.id, status: 'active' })).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses the admin's own account, an unknown user and a bad status", async () => {
    const self = await makeUser(db(), { isAdmin: true });
    const own = await callApi('/api/admin/user/update-status', {
      session: await signIn(self.id),
      body: { userId: self.id, status: 'temporarily_disabled' },
    });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual([{ field: 'userId', code: 'cannot_change_own_status' }]);
    const unknown = await asAdmin('/update-status', { userId: 99_999_999, status: 'active' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ field: 'userId', code: 'user_not_found' }]);
    const bad = await asAdmin('/update-status', { userId: self.id, status: 'banned' });
    expect(bad.body.errors).toEqual([{ field: 'status', code: 'invalid_status' }]);
  });
});

describe('POST admin/user/resend-verification', () => {
  it('mails a new verification link to an unverified account', async () => {
    const user = await makeUnverifiedUser('');
    expect((await asAdmin('/resend-verification', { userId: user.id })).status).toBe(200);
    const [mail] = await db()
      .select()
      .from(localMailbox)
      .where(eq(localMailbox.to, user.email))
      .orderBy(desc(localMailbox.id))
      .limit(1);
    expect(mail?.text).toMatch(/https:\/\/vitrine\.test\/account\/verify\?token=[\w-]+/);
  });

  it('refuses a verified account, an unknown one and a bad id', async () => {
    const verified = await makeUser(db());
    const already = await asAdmin('/resend-verification', { userId: verified.id });
    expect(already.status).toBe(409);
    expect(already.body.errors).toEqual([{ field: 'userId', code: 'email_already_verified' }]);
    expect((await asAdmin('/resend-verification', { userId: 99_999_999 })).status).toBe(404);
    const bad = await asAdmin('/resend-verification', { userId: 'me' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'userId', code: 'invalid_id' }]);
  });
});

describe('POST admin/user/suppliers', () => {
  it("lists the user's catalogues", async () => {
    const owner = await makeUser(db());
    const supplier = await makeSupplier(db(), { ownerId: owner.id });
    const answer = await asAdmin('/suppliers', { userId: owner.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: supplier.id, name: supplier.name, companyName: expect.any(String), status: 'active' },
    ]);
    expect((await asAdmin('/suppliers', { userId: (await makeUser(db())).id })).body.data).toEqual([]);
  });

  it('refuses an unknown user and a bad id', async () => {
    expect((await asAdmin('/suppliers', { userId: 99_999_999 })).status).toBe(404);
    expect((await asAdmin('/suppliers', {})).status).toBe(400);
  });
});

describe('POST admin/user/update-admin', () => {
  it('grants and revokes the admin role, which the next call sees', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    expect((await asAdmin('/update-admin', { userId: user.id, isAdmin: true })).status).toBe(200);
    expect((await callApi('/api/admin/user/pager', { session, body: {} })).status).toBe(200);
    expect((await asAdmin('/update-admin', { userId: user.id, isAdmin: false })).status).toBe(200);
    expect((await callApi('/api/admin/user/pager', { session, body: {} })).status).toBe(403);
  });

  it('never leaves the site without an administrator', async () => {
    const last = await makeUser(db(), { isAdmin: true });
    await db().update(users).set({ isAdmin: false }).where(ne(users.id, last.id));
    const session = await signIn(last.id);
    const revoke = (userId: number) =>
      callApi('/api/admin/user/update-admin', { session, body: { userId, isAdmin: false } });

    const refused = await revoke(last.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ field: 'userId', code: 'last_admin' }]);

    const next = await makeUser(db());
    await callApi('/api/admin/user/update-admin', { session, body: { userId: next.id, isAdmin: true } });
    expect((await revoke(last.id)).status).toBe(200);
    adminSession = await signIn(next.id);
  });

  it('refuses bad input and an unknown user', async () => {
    const bad = await asAdmin('/update-admin', { userId: 1, isAdmin: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'isAdmin', code: 'invalid_is_admin' }]);
    expect((await asAdmin('/update-admin', { userId: 99_999_999, isAdmin: true })).status).toBe(404);
  });
});

describe('who may call the admin area', () => {
  const calls: [string, (userId: number) => unknown][] = [
    ['/pager', () => ({})],
    ['/update-status', (userId) => ({ userId, status: 'active' })],
    ['/update-admin', (userId) => ({ userId, isAdmin: true })],
    ['/resend-verification', (userId) => ({ userId })],
    ['/suppliers', (userId) => ({ userId })],
  ];

  it('a visitor gets 401, a buyer and a catalogue owner 403', async () => {
    const buyer = await makeUser(db());
    const owner = await makeUser(db());
    await makeSupplier(db(), { ownerId: owner.id });
    const [buyerSession, ownerSession] = [await signIn(buyer.id), await signIn(owner.id)];
    for (const [path, body] of calls) {
      const url = `/api/admin/user${path}`;
      expect((await callApi(url, { body: body(buyer.id) })).status, path).toBe(401);
      expect((await callApi(url, { session: buyerSession, body: body(buyer.id) })).status, path).toBe(403);
      expect((await callApi(url, { session: ownerSession, body: body(buyer.id) })).status, path).toBe(403);
    }
    const user = await db().query.users.findFirst({ where: eq(users.id, buyer.id) });
    expect(user?.isAdmin).toBe(false);
  });
});

describe('the audit log of Users actions', () => {
  const auditOf = (targetId: number) =>
    db().select().from(adminActions).where(eq(adminActions.targetId, targetId)).orderBy(adminActions.id);

  it('records who did what to whom, in the same write as the action', async () => {
    const admin = await makeUser(db(), { isAdmin: true });
    const session = await signIn(admin.id);
    const target = await makeUnverifiedUser('Audited');
    const call = (path: string, body: unknown) => callApi(`/api/admin/user${path}`, { session, body });
    await call('/update-status', { userId: target.id, status: 'temporarily_disabled' });
    await call('/update-status', { userId: target.id, status: 'active' });
    await call('/update-admin', { userId: target.id, isAdmin: true });
    await call('/update-admin', { userId: target.id, isAdmin: false });
    await call('/resend-verification', { userId: target.id });
    const rows = await auditOf(target.id);
    expect(rows.map((row) => row.action)).toEqual([
      'user_disabled',
      'user_enabled',
      'admin_granted',
      'admin_revoked',
      'verification_resent',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        adminId: admin.id,
        adminEmail: admin.email,
        targetType: 'user',
        targetLabel: target.email,
      });
  });

  it('records nothing for an action that did not happen', async () => {
    const missing = 999_999_999;
    expect((await asAdmin('/update-status', { userId: missing, status: 'temporarily_disabled' })).status).toBe(404);
    expect((await asAdmin('/update-admin', { userId: missing, isAdmin: true })).status).toBe(404);
    expect((await asAdmin('/resend-verification', { userId: missing })).status).toBe(404);
    expect(await auditOf(missing)).toEqual([]);
  });
});
