import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminActions,
  companyContacts,
  supplierFollows,
  suppliers,
  teamInvitations,
  users,
} from '#functions/db/schema/index.ts';
import { sessionFrom } from '#tests/worker/support/accounts.ts';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields, unique } from '#tests/worker/support/factories.ts';

// The admin area's Suppliers calls (issue 14 item 3): the catalogue list with owner and size,
// disabling and enabling (the storefront follows on the next request), transferring ownership.
// Success, bad input, who may call.

let admin: Actor & { email: string };
const asAdmin = (path: string, body: unknown) =>
  callApi(`/api/admin/supplier${path}`, { session: admin.session, body });

beforeAll(async () => {
  const user = await makeUser(db(), { isAdmin: true });
  admin = { id: user.id, email: user.email, session: await signIn(user.id) };
});

/** A catalogue with an owner, three products (one disabled) and two followers. */
async function makeCatalogue(label = unique('cat')) {
  const owner = await makeUser(db());
  const supplier = await makeSupplier(db(), { name: label, companyName: `${label} Trading Ltd`, ownerId: owner.id });
  await makeProducts(db(), supplier.id, [productFields(1), productFields(2), productFields(3, { status: 'disabled' })]);
  const followers = await Promise.all([makeUser(db()), makeUser(db())]);
  await db()
    .insert(supplierFollows)
    .values(followers.map((user) => ({ userId: user.id, supplierId: supplier.id, createdAt: Date.now() })));
  return { ...supplier, owner: { ...owner, session: await signIn(owner.id) } };
}

const auditOf = (supplierId: number) =>
  db()
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, 'supplier'), eq(adminActions.targetId, supplierId)));

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ where: eq(suppliers.id, supplierId) }))!.catalogVersion;

describe('POST admin/supplier/pager', () => {
  it('finds a catalogue by part of its URL or company name, with owner, products, followers and dates', async () => {
    const catalogue = await makeCatalogue();
    const byName = await asAdmin('/pager', { keyword: catalogue.name.toUpperCase() });
    expect(byName.status).toBe(200);
    expect(byName.body.data.total).toBe(1);
    expect(byName.body.data.list).toEqual([
      {
        id: catalogue.id,
        name: catalogue.name,
        companyName: `${catalogue.name} Trading Ltd`,
        status: 'active',
        owner: { id: catalogue.owner.id, email: catalogue.owner.email },
        productCount: 2,
        followerCount: 2,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
    ]);
    const byCompany = await asAdmin('/pager', { keyword: `${catalogue.name} trading` });
    expect(byCompany.body.data.list.map((row: { id: number }) => row.id)).toEqual([catalogue.id]);
  });

  it('lists newest first, pages, and filters by status', async () => {
    const prefix = unique('pg');
    const made = [];
    for (const index of [1, 2, 3]) made.push(await makeSupplier(db(), { name: `${prefix}-${index}` }));
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, made[1]!.id));
    const first = await asAdmin('/pager', { keyword: prefix, pageSize: 2 });
    expect(first.body.data).toMatchObject({ total: 3, pageNo: 1, totalPage: 2 });
    expect(first.body.data.list.map((row: { id: number }) => row.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await asAdmin('/pager', { keyword: prefix, pageSize: 2, pageNo: 2 });
    expect(second.body.data.list.map((row: { id: number }) => row.id)).toEqual([made[0]!.id]);
    const disabled = await asAdmin('/pager', { keyword: prefix, status: 'disabled' });
    expect(disabled.body.data.list.map((row: { id: number }) => row.id)).toEqual([made[1]!.id]);
  });

  it('refuses bad filters with their codes', async () => {
    const answer = await asAdmin('/pager', { status: 'closed', keyword: 'x'.repeat(101), pageSize: 101 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', code: 'invalid_status' },
        { field: 'keyword', code: 'invalid_keyword' },
        { field: 'pageSize', code: 'invalid_page_size' },
      ]),
    );
  });
});

describe('POST admin/supplier/update-status', () => {
  it('disables a catalogue: its calls answer supplier_disable at once, its version moves; enabling brings them back', async () => {
    const catalogue = await makeCatalogue();
    const before = await versionOf(catalogue.id);

    expect((await asAdmin('/update-status', { supplierId: catalogue.id, status: 'disabled' })).status).toBe(200);
    expect(await versionOf(catalogue.id)).toBeGreaterThan(before);
    const detail = await callApi(`/api/common/supplier/detail/${catalogue.name}`);
    expect(detail.status).toBe(403);
    expect(detail.body.errors.map((error: { code: string }) => error.code)).toEqual(['supplier_disable']);

    expect((await asAdmin('/update-status', { supplierId: catalogue.id, status: 'active' })).status).toBe(200);
    expect((await callApi(`/api/common/supplier/detail/${catalogue.name}`)).status).toBe(200);

    const audit = await auditOf(catalogue.id);
    expect(audit.map((row) => [row.action, row.adminId, row.targetLabel])).toEqual([
      ['supplier_disabled', admin.id, `${catalogue.name} Trading Ltd (/${catalogue.name})`],
      ['supplier_enabled', admin.id, `${catalogue.name} Trading Ltd (/${catalogue.name})`],
    ]);
  });

  it('setting the status it has changes and records nothing', async () => {
    const catalogue = await makeCatalogue();
    const before = await versionOf(catalogue.id);
    expect((await asAdmin('/update-status', { supplierId: catalogue.id, status: 'active' })).status).toBe(200);
    expect(await versionOf(catalogue.id)).toBe(before);
    expect(await auditOf(catalogue.id)).toEqual([]);
  });

  it('refuses an unknown supplier and a bad status', async () => {
    const unknown = await asAdmin('/update-status', { supplierId: 99_999_999, status: 'disabled' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ field: 'supplierId', code: 'supplier_not_found' }]);
    const bad = await asAdmin('/update-status', { supplierId: 1, status: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'status', code: 'invalid_status' }]);
  });
});

describe('POST admin/supplier/transfer', () => {
  it("gives the catalogue to another verified account: the workspace is theirs, no longer the old owner's", async () => {
    const catalogue = await makeCatalogue();
    const next = await makeUser(db());
    const nextSession = await signIn(next.id);
    const workspace = (session: string) => callApi('/api/supplier/home/developer', { session });
    expect((await workspace(nextSession)).status).not.toBe(200);

    const answer = await asAdmin('/transfer', { supplierId: catalogue.id, email: ` ${next.email.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect((await db().query.suppliers.findFirst({ where: eq(suppliers.id, catalogue.id) }))?.ownerId).toBe(next.id);
    expect((await workspace(nextSession)).status).toBe(200);
    expect((await workspace(catalogue.owner.session)).status).not.toBe(200);
    const [audit] = await auditOf(catalogue.id);
    expect(audit).toMatchObject({
      action: 'supplier_transferred',
      adminId: admin.id,
      note: `From ${catalogue.owner.email} to ${next.email}`,
    });
  });

  it('refuses an unknown, unverified or disabled account, the current owner, an unknown supplier and a bad address', async () => {
    const catalogue = await makeCatalogue();
    const unverified = await makeUser(db());
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
    const disabled = await makeUser(db());
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, disabled.id));
    const refusal = async (body: unknown) => {
      const answer = await asAdmin('/transfer', body);
      return [answer.status, answer.body.errors];
    };
    const to = (email: string) => ({ supplierId: catalogue.id, email });
    expect(await refusal(to('nobody-here@vitrine.test'))).toEqual([
      400,
      [{ field: 'email', code: 'new_owner_not_found' }],
    ]);
    expect(await refusal(to(unverified.email))).toEqual([400, [{ field: 'email', code: 'new_owner_not_verified' }]]);
    expect(await refusal(to(disabled.email))).toEqual([400, [{ field: 'email', code: 'new_owner_disabled' }]]);
    expect(await refusal(to(catalogue.owner.email))).toEqual([400, [{ field: 'email', code: 'already_owner' }]]);
    expect(await refusal({ supplierId: 99_999_999, email: unverified.email.replace('@', '+x@') })).toEqual([
      400,
      [{ field: 'email', code: 'new_owner_not_found' }],
    ]);
    const other = await makeUser(db());
    expect(await refusal({ supplierId: 99_999_999, email: other.email })).toEqual([
      404,
      [{ field: 'supplierId', code: 'supplier_not_found' }],
    ]);
    expect(await refusal(to('not an address'))).toEqual([400, [{ field: 'email', code: 'invalid_email' }]]);
    expect((await db().query.suppliers.findFirst({ where: eq(suppliers.id, catalogue.id) }))?.ownerId).toBe(
      catalogue.owner.id,
    );
    expect(await auditOf(catalogue.id)).toEqual([]);
  });
});

describe('POST admin/supplier/transfer ends what the previous owner held by owning', () => {
  /** The catalogue's keys as its owner makes them in the workspace: an ERP token and an app-binding code. */
  async function keysOf(catalogue: Awaited<ReturnType<typeof makeCatalogue>>) {
    const session = catalogue.owner.session;
    const token = (await callApi('/api/supplier/home/regenerate-token', { body: {}, session })).body.data.token;
    const code = (await callApi('/api/supplier/home/create-qrcode', { method: 'PATCH', session })).body.data.sid;
    return { token: token as string, code: code as string };
  }
  const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const readAs = (token: string) => callApi('/api/supplier/home/get', withToken(token));
  const writeAs = (token: string) =>
    callApi('/api/supplier/home/highlights', {
      method: 'PATCH',
      body: { highlights: [{ name: 'Written by', value: 'the previous owner' }] },
      ...withToken(token),
    });
  const teamOf = async (supplierId: number) =>
    (await db().select().from(companyContacts).where(eq(companyContacts.supplierId, supplierId)))
      .map((row) => row.userId)
      .sort((a, b) => a - b);

  it("refuses the old owner's ERP token on read and write at once, deletes the app code, takes the old owner off the team and withdraws their invitations", async () => {
    const catalogue = await makeCatalogue();
    const { token, code } = await keysOf(catalogue);
    const seller = await makeUser(db());
    await db()
      .insert(companyContacts)
      .values([
        { supplierId: catalogue.id, userId: catalogue.owner.id, position: 0, canPost: true },
        { supplierId: catalogue.id, userId: seller.id, position: 1, canPost: true },
      ]);
    const invited = await makeUser(db());
    await db().insert(teamInvitations).values({
      supplierId: catalogue.id,
      userId: invited.id,
      email: invited.email,
      canPost: true,
      createdAt: Date.now(),
    });
    expect((await readAs(token)).status).toBe(200);
    const next = await makeUser(db());

    expect((await asAdmin('/transfer', { supplierId: catalogue.id, email: next.email })).status).toBe(200);

    const refused = { status: 401, body: { errors: [{ code: 'developer_token_invalid' }] } };
    expect(await readAs(token)).toMatchObject(refused);
    expect(await writeAs(token)).toMatchObject(refused);
    // The code made before would sign a phone in as whoever owns the catalogue now: it is gone.
    const bound = await callApi('/api/bind-app', { body: { sid: code } });
    expect(bound).toMatchObject({ status: 404, body: { errors: [{ field: 'sid', code: 'app_binding_expired' }] } });
    expect(sessionFrom(bound.headers)).toBeNull();
    // The new owner starts without a token and chooses their own team; the team's other people stay.
    const nextSession = await signIn(next.id);
    expect((await callApi('/api/supplier/home/developer', { session: nextSession })).body.data.hasToken).toBe(false);
    expect(await teamOf(catalogue.id)).toEqual([seller.id]);
    // Whom the previous owner invited and who has not accepted yet is not the new owner's choice.
    expect(await db().select().from(teamInvitations).where(eq(teamInvitations.supplierId, catalogue.id))).toEqual([]);
  });

  it("keeps the previous owner's own conversations out of the new owner's team inbox (decision 024)", async () => {
    const catalogue = await makeCatalogue();
    const [seller, buyer, otherBuyer, next] = await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
    ]);
    await db().insert(companyContacts).values({ supplierId: catalogue.id, userId: seller.id, position: 0 });
    const [buyerSession, otherSession] = await Promise.all([signIn(buyer.id), signIn(otherBuyer.id)]);
    const add = (contactId: number, session: string) =>
      callApi('/api/app/message/send', { body: { contactId, supplierId: catalogue.name }, session });
    const withOwner = (await add(catalogue.owner.id, buyerSession)).body.data.chatId;
    const withSeller = (await add(seller.id, otherSession)).body.data.chatId;
    const inboxOf = async (session: string) =>
      (
        await callApi('/api/app/team-inbox/pager', { body: { supplierId: catalogue.name }, session })
      ).body.data.list.map((row: { chatId: number }) => row.chatId);
    expect((await inboxOf(catalogue.owner.session)).sort()).toEqual([withOwner, withSeller].sort());

    expect((await asAdmin('/transfer', { supplierId: catalogue.id, email: next.email })).status).toBe(200);
    expect(await inboxOf(await signIn(next.id))).toEqual([withSeller]);
  });

  it('refuses to give a catalogue to someone who owns another one (409 already_owns_supplier), changing nothing', async () => {
    const [catalogue, theirs] = [await makeCatalogue(), await makeCatalogue()];
    const { token } = await keysOf(catalogue);
    const before = await versionOf(catalogue.id);
    // Disabled or not, a catalogue they own is theirs: they could not manage a second one.
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, theirs.id));

    const answer = await asAdmin('/transfer', { supplierId: catalogue.id, email: theirs.owner.email });
    expect(answer).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'email', code: 'already_owns_supplier' }] },
    });
    expect((await db().query.suppliers.findFirst({ where: eq(suppliers.id, catalogue.id) }))?.ownerId).toBe(
      catalogue.owner.id,
    );
    expect(await versionOf(catalogue.id)).toBe(before);
    expect(await auditOf(catalogue.id)).toEqual([]);
    expect((await readAs(token)).status).toBe(200);
  });

  it('an account that came to own two catalogues before this rule manages its oldest one, every time', async () => {
    const owner = await makeUser(db());
    const older = await makeSupplier(db(), { ownerId: owner.id });
    await makeSupplier(db(), { ownerId: owner.id });
    const session = await signIn(owner.id);
    for (let i = 0; i < 3; i++)
      expect((await callApi('/api/supplier/home/get', { session })).body.data.name).toBe(older.name);
    expect((await callApi('/api/current', { session })).body.data.supplier).toEqual(older);
  });
});

describe('who may call the Suppliers calls', () => {
  it('a visitor gets 401, a buyer and the catalogue owner 403, and nothing changes', async () => {
    const catalogue = await makeCatalogue();
    const buyer = await signedInActor();
    const calls: [string, unknown][] = [
      ['/pager', {}],
      ['/update-status', { supplierId: catalogue.id, status: 'disabled' }],
      ['/transfer', { supplierId: catalogue.id, email: admin.email }],
    ];
    for (const [path, body] of calls) {
      const url = `/api/admin/supplier${path}`;
      expect((await callApi(url, { body })).status, path).toBe(401);
      expect((await callApi(url, { session: buyer.session, body })).status, path).toBe(403);
      expect((await callApi(url, { session: catalogue.owner.session, body })).status, path).toBe(403);
    }
    const row = await db().query.suppliers.findFirst({ where: eq(suppliers.id, catalogue.id) });
    expect(row).toMatchObject({ status: 'active', ownerId: catalogue.owner.id });
  });
});
