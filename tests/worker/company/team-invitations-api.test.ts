import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyContacts, notifications, suppliers, supplierFollows, users } from '#functions/db/schema/index.ts';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { appPost, signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';
import { acceptTeamInvitation } from '#tests/worker/support/team.ts';

// Issue 24 finding 1: nobody joins a sales team without accepting. A catalogue owner (anyone can
// open one) invites by the e-mail they type; the person accepts or declines in My catalogue ›
// Invitations; only a member shows publicly, can post or be chatted with. No answer names an
// e-mail the owner did not type, or a person who hides from suppliers.

type Caller = { session: string } | { token: string };
const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };

async function makeOwner() {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { id, supplier, session: await signIn(id) };
}

async function makePerson(name: string) {
  const user = await makeUser(db());
  await db().update(users).set({ name }).where(eq(users.id, user.id));
  return { ...user, name, session: await signIn(user.id) };
}

const contactPerson = (path: string, who: Caller, body?: unknown) =>
  callApi(`/api/supplier/contact-person/${path}`, { body, ...credentials(who) });
const invite = (who: Caller, email: string, settings: object = {}) =>
  contactPerson('update', who, { email, ...settings });
const myTeams = async (who: Actor | { session: string }) =>
  (await callApi('/api/app/team/list', { session: who.session })).body.data;
const publicContactIds = async (supplierName: string) =>
  (await loadCompanyPage(db(), supplierName)).company!.contacts.map((contact) => contact.id);
const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

/** A buyer opening a chat with the catalogue's contact, as the company page's contact click does. */
const chatWith = (buyer: Actor, contactId: number, supplierName: string) =>
  appPost('message/send', { contactId, supplierId: supplierName }, buyer);

describe('adding people to a team', () => {
  it('never adds anyone by user id: a stranger’s id is not found, and nothing of them is answered', async () => {
    const owner = await makeOwner();
    const stranger = await makePerson('Pat Stranger');
    const byId = await contactPerson('update', owner, { id: stranger.id, jobTitle: 'Sales', canPost: true });
    expect(byId).toMatchObject({ status: 404, body: { errors: [{ field: 'id', code: 'contact_user_not_found' }] } });
    expect(JSON.stringify(byId.body)).not.toContain(stranger.email);
    expect((await contactPerson('list', owner)).body.data).toEqual([]);
    expect(await publicContactIds(owner.supplier.name)).toEqual([]);
    const buyer = await signedInActor();
    expect(await chatWith(buyer, stranger.id, owner.supplier.name)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'contactId', code: 'contact_not_found' }] },
    });
    // The Contact tab's list is by e-mail too: a PATCH names nobody it could not invite.
    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    expect((await contactPerson('update', erp, { id: stranger.id })).status).toBe(404);
    expect(await db().select().from(companyContacts).where(eq(companyContacts.userId, stranger.id))).toEqual([]);
  });

  it('invites by the e-mail typed: listed to the owner as invited, shown nowhere public until accepted', async () => {
    const owner = await makeOwner();
    const sam = await makePerson('Sam Sales');
    const before = await versionOf(owner.supplier.id);

    const invited = await invite(owner, sam.email.toUpperCase(), { jobTitle: 'Export manager', canPost: true });
    expect(invited).toMatchObject({ status: 200 });
    expect(invited.body.data).toEqual([
      {
        id: sam.id,
        status: 'invited',
        email: sam.email,
        name: '',
        avatar: null,
        jobTitle: 'Export manager',
        ownJobTitle: '',
        canPost: true,
        isNew: true,
      },
    ]);
    // Pending: no public page, no chat, no posting; the catalogue did not change.
    expect(await versionOf(owner.supplier.id)).toBe(before);
    expect(await publicContactIds(owner.supplier.name)).toEqual([]);
    const buyer = await signedInActor();
    expect((await chatWith(buyer, sam.id, owner.supplier.name)).status).toBe(404);
    expect((await appPost('supplier/contacts', { supplierId: owner.supplier.name }, buyer)).body.data).toEqual([]);
    expect((await callApi('/api/app/post/suppliers', { session: sam.session })).body.data ?? []).toEqual([]);

    // The person is told, and sees who asks with what.
    const told = await db()
      .select({ kind: notifications.kind, supplierId: notifications.supplierId })
      .from(notifications)
      .where(eq(notifications.userId, sam.id));
    expect(told).toEqual([{ kind: 'team_invitation', supplierId: owner.supplier.id }]);
    const pending = await myTeams(sam);
    expect(pending).toEqual({
      invitations: [
        {
          id: expect.any(Number),
          supplier: { id: owner.supplier.name, companyName: `Test Company ${owner.supplier.name}`, avatar: null },
          jobTitle: 'Export manager',
          canPost: true,
          createTime: expect.any(Number),
        },
      ],
      memberships: [],
    });

    // Accepting: on the team, on the company page, chatted with; the invitation and its notice go.
    const accepted = await callApi('/api/app/team/accept', {
      body: { id: pending.invitations[0].id },
      session: sam.session,
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: {
        data: {
          invitations: [],
          memberships: [{ supplier: { id: owner.supplier.name }, jobTitle: 'Export manager', canPost: true }],
        },
      },
    });
    expect(await versionOf(owner.supplier.id)).toBeGreaterThan(before);
    expect(await publicContactIds(owner.supplier.name)).toEqual([sam.id]);
    expect((await chatWith(buyer, sam.id, owner.supplier.name)).status).toBe(200);
    expect((await contactPerson('list', owner)).body.data).toMatchObject([
      { id: sam.id, status: 'member', email: sam.email, name: 'Sam Sales' },
    ]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, sam.id))).toEqual([]);
  });

  it('a declined or withdrawn invitation shows nowhere, and only its invitee may answer it', async () => {
    const owner = await makeOwner();
    const [kim, lee] = await Promise.all([makePerson('Kim'), makePerson('Lee')]);
    await invite(owner, kim.email);
    await invite(owner, lee.email);
    const kimsInvitation = (await myTeams(kim)).invitations[0];

    // Someone else cannot answer Kim's invitation, not even Lee, who has one of the same team.
    for (const path of ['accept', 'decline'])
      expect(
        await callApi(`/api/app/team/${path}`, { body: { id: kimsInvitation.id }, session: lee.session }),
      ).toMatchObject({ status: 404, body: { errors: [{ field: 'id', code: 'invitation_not_found' }] } });

    expect(
      (await callApi('/api/app/team/decline', { body: { id: kimsInvitation.id }, session: kim.session })).body.data,
    ).toEqual({
      invitations: [],
      memberships: [],
    });
    expect(
      (await callApi('/api/app/team/accept', { body: { id: kimsInvitation.id }, session: kim.session })).status,
    ).toBe(404);
    // The owner withdraws Lee's.
    expect((await contactPerson('update', owner, { id: lee.id, remove: true })).body.data).toEqual([]);
    expect(await myTeams(lee)).toEqual({ invitations: [], memberships: [] });
    expect(await db().select().from(notifications).where(eq(notifications.userId, lee.id))).toEqual([]);
    expect(await publicContactIds(owner.supplier.name)).toEqual([]);
    expect(await db().select().from(companyContacts).where(eq(companyContacts.supplierId, owner.supplier.id))).toEqual(
      [],
    );
  });

  it('a member who leaves is off the company page, and their chats as the catalogue close until they are back', async () => {
    const owner = await makeOwner();
    const sam = await makePerson('Sam');
    await invite(owner, sam.email, { canPost: true });
    await acceptTeamInvitation(sam, owner.supplier.name);
    const buyer = await signedInActor();
    expect((await chatWith(buyer, sam.id, owner.supplier.name)).status).toBe(200);
    const write = (from: { session: string }, contactId: number) =>
      callApi('/api/app/message/send', { body: { contactId, content: 'Hello' }, session: from.session });
    expect((await write(buyer, sam.id)).status).toBe(200);

    const left = await callApi('/api/app/team/leave', {
      body: { supplierId: owner.supplier.name },
      session: sam.session,
    });
    expect(left).toMatchObject({ status: 200, body: { data: { invitations: [], memberships: [] } } });
    expect(await publicContactIds(owner.supplier.name)).toEqual([]);
    expect((await chatWith(buyer, sam.id, owner.supplier.name)).status).toBe(404);
    expect((await contactPerson('list', owner)).body.data).toEqual([]);
    expect(
      await callApi('/api/app/team/leave', { body: { supplierId: owner.supplier.name }, session: sam.session }),
    ).toMatchObject({ status: 404, body: { errors: [{ field: 'supplierId', code: 'not_on_team' }] } });

    // The conversation stays readable on both sides, closed for writing, and says so in the list.
    const closed = { status: 403, body: { errors: [{ field: 'contactId', code: 'chat_closed' }] } };
    expect(await write(buyer, sam.id)).toMatchObject(closed);
    expect(await write(sam, buyer.id)).toMatchObject(closed);
    const buyersList = await appPost('message/contact/pager', { pageSize: 1000 }, buyer);
    expect(buyersList.body.data.list).toMatchObject([{ id: sam.id, closed: true, lastMessage: { content: 'Hello' } }]);

    // Back on the team, the same conversation opens again.
    await invite(owner, sam.email);
    await acceptTeamInvitation(sam, owner.supplier.name);
    expect((await write(sam, buyer.id)).status).toBe(200);
  });

  it('an owner may put themselves on their own team at once', async () => {
    const owner = await makeOwner();
    const [ownerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, owner.id));
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, owner.id));
    expect((await invite(owner, ownerRow!.email)).body.data).toMatchObject([{ id: owner.id, status: 'member' }]);
    expect(await publicContactIds(owner.supplier.name)).toEqual([owner.id]);
  });
});

describe('what a search tells an owner', () => {
  it('search-account answers no one for a hidden, disabled or unknown e-mail alike', async () => {
    const owner = await makeOwner();
    const [visible, hidden] = await Promise.all([makePerson('Vic Visible'), makePerson('Hal Hidden')]);
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));
    expect((await contactPerson('search-account', owner, { email: visible.email })).body.data).toMatchObject({
      id: visible.id,
      name: 'Vic Visible',
    });
    const notFound = { status: 404, body: { errors: [{ field: 'email', code: 'contact_user_not_found' }] } };
    expect(await contactPerson('search-account', owner, { email: hidden.email })).toMatchObject(notFound);
    expect(await contactPerson('search-account', owner, { email: 'nobody@vitrine.test' })).toMatchObject(notFound);
    // Nor can a hidden person be invited: the same answer as an unknown address.
    expect(await invite(owner, hidden.email)).toMatchObject(notFound);
  });

  it('followers are found by name or by their whole e-mail, never by a part of it', async () => {
    const owner = await makeOwner();
    const follower = await makePerson('Fay Follower');
    await db()
      .insert(supplierFollows)
      .values({ userId: follower.id, supplierId: owner.supplier.id, createdAt: Date.now() });
    const search = async (keyword: string) =>
      (await contactPerson('search-accounts', owner, { keyword })).body.data.map((match: { id: number }) => match.id);
    expect(await search('fay')).toEqual([follower.id]);
    expect(await search(follower.email.toUpperCase())).toEqual([follower.id]);
    expect(await search(follower.email.slice(0, 6))).toEqual([]);
    expect(await search(follower.email.slice(0, -1))).toEqual([]);
    const monitoring = await callApi('/api/supplier/user/search/accounts', {
      body: { keyword: follower.email.slice(0, 6) },
      session: owner.session,
    });
    expect(monitoring.body.data).toEqual([]);
  });
});

describe('limits on invitations', () => {
  it('a catalogue sends at most 30 new invitations a day, and asks one person at most twice', async () => {
    const owner = await makeOwner();
    const kim = await makePerson('Kim');
    await invite(owner, kim.email);
    await callApi('/api/app/team/decline', {
      body: { id: (await myTeams(kim)).invitations[0].id },
      session: kim.session,
    });
    expect((await invite(owner, kim.email)).status).toBe(200);
    await callApi('/api/app/team/decline', {
      body: { id: (await myTeams(kim)).invitations[0].id },
      session: kim.session,
    });
    expect(await invite(owner, kim.email)).toMatchObject({
      status: 429,
      body: { errors: [{ code: 'too_many_attempts' }] },
    });
    expect(await myTeams(kim)).toEqual({ invitations: [], memberships: [] });

    // Three tries so far. Changing a pending invitation costs nothing; withdrawn ones still count.
    const people = await Promise.all(Array.from({ length: 28 }, (_, index) => makePerson(`Person ${index}`)));
    for (const person of people.slice(0, 20)) expect((await invite(owner, person.email)).status).toBe(200);
    expect((await invite(owner, people[0]!.email, { jobTitle: 'Lead' })).status).toBe(200);
    // A team with its invitations holds 20 people.
    expect(await invite(owner, people[20]!.email)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'email', code: 'too_many_20' }] },
    });
    for (const person of people.slice(0, 9)) await contactPerson('update', owner, { id: person.id, remove: true });
    for (const person of people.slice(20, 27)) expect((await invite(owner, person.email)).status).toBe(200);
    expect(await invite(owner, people[27]!.email)).toMatchObject({ status: 429 });
    const pendingOfLast = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people[27]!.id), eq(notifications.kind, 'team_invitation')));
    expect(pendingOfLast).toEqual([]);
  });
});
