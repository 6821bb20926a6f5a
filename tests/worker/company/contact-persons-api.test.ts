import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierFollows, suppliers, users } from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';
import { acceptTeamInvitation } from '#tests/worker/support/team.ts';

// Spec §7 supplier/contact-person (list, search-accounts, search-account, update): the sales team
// one person at a time, as the mobile app or an ERP manages it; the same team as the Contact tab.

type Caller = { session: string } | { token: string };
const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };

async function makeOwner() {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { supplier, session: await signIn(id) };
}

async function makePerson(name: string, jobTitle = '') {
  const user = await makeUser(db());
  await db().update(users).set({ name, jobTitle }).where(eq(users.id, user.id));
  return { ...user, name };
}

const call = (path: string, who: Caller, body?: unknown) =>
  callApi(`/api/supplier/contact-person/${path}`, { body, ...credentials(who) });
const update = (who: Caller, body: unknown) => call('update', who, body);
const team = async (who: Caller) => (await call('list', who)).body.data as { id: number; [key: string]: unknown }[];
const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

describe('supplier/contact-person', () => {
  it('invites a user found by e-mail; once they accept, changes and removes them; the company page follows', async () => {
    const owner = await makeOwner();
    const [sam, lee] = await Promise.all([makePerson('Sam Sales', 'Sales'), makePerson('Lee Lead', 'Lead')]);

    const found = await call('search-account', owner, { email: sam.email.toUpperCase() });
    expect(found).toMatchObject({ status: 200, body: { data: { id: sam.id, name: 'Sam Sales', jobTitle: 'Sales' } } });
    expect(found.body.data).not.toHaveProperty('email');

    await update(owner, { email: sam.email, jobTitle: 'Export manager', canPost: true });
    await update(owner, { email: lee.email });
    await acceptTeamInvitation(sam, owner.supplier.name);
    const before = await versionOf(owner.supplier.id);
    await acceptTeamInvitation(lee, owner.supplier.name);
    expect(await versionOf(owner.supplier.id)).toBeGreaterThan(before);
    expect(await team(owner)).toEqual([
      {
        id: sam.id,
        status: 'member',
        email: sam.email,
        name: 'Sam Sales',
        avatar: null,
        jobTitle: 'Export manager',
        ownJobTitle: 'Sales',
        canPost: true,
        isNew: true,
      },
      expect.objectContaining({ id: lee.id, status: 'member', jobTitle: '', canPost: false, isNew: true }),
    ]);

    // Seen: the flag clears; other fields left out stay as they were.
    await update(owner, { id: sam.id, isNew: false });
    expect((await team(owner))[0]).toMatchObject({
      id: sam.id,
      isNew: false,
      canPost: true,
      jobTitle: 'Export manager',
    });

    // The Contact tab saves the whole list: who stays keeps their flag.
    await callApi('/api/supplier/home/contacts', {
      method: 'PATCH',
      session: owner.session,
      body: {
        contacts: [
          { email: lee.email, jobTitle: '', canPost: false },
          { email: sam.email, jobTitle: 'Export manager', canPost: true },
        ],
      },
    });
    expect(await team(owner)).toMatchObject([
      { id: lee.id, isNew: true },
      { id: sam.id, isNew: false },
    ]);

    const contactsSeen = await callApi('/api/app/supplier/contacts', {
      session: owner.session,
      body: { supplierId: owner.supplier.name },
    });
    expect(contactsSeen.body.data.map((contact: { name: string }) => contact.name)).toEqual(['Lee Lead', 'Sam Sales']);

    const afterRemove = await update(owner, { id: lee.id, remove: true });
    expect(afterRemove.body.data.map((person: { id: number }) => person.id)).toEqual([sam.id]);
  });

  it('finds only the catalogue’s own followers who let suppliers see them, by name or whole e-mail', async () => {
    const owner = await makeOwner();
    const [follower, hidden, stranger] = await Promise.all([
      makePerson('Kim Buyer'),
      makePerson('Kim Hidden'),
      makePerson('Kim Stranger'),
    ]);
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));
    await db()
      .insert(supplierFollows)
      .values(
        [follower, hidden].map((user) => ({ userId: user.id, supplierId: owner.supplier.id, createdAt: Date.now() })),
      );

    const byName = await call('search-accounts', owner, { keyword: 'kim' });
    expect(byName).toMatchObject({
      status: 200,
      body: { data: [{ id: follower.id, name: 'Kim Buyer', avatar: null }] },
    });
    const byEmail = await call('search-accounts', owner, { keyword: follower.email.toUpperCase() });
    expect(byEmail.body.data.map((match: { id: number }) => match.id)).toEqual([follower.id]);
    expect((await call('search-accounts', owner, { keyword: stranger.name })).body.data).toEqual([]);
  });

  it('says so for an unknown e-mail or user, refuses bad input and a full team, and takes the ERP token', async () => {
    const owner = await makeOwner();
    expect(await call('search-account', owner, { email: 'nobody@nowhere.test' })).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'email', code: 'contact_user_not_found' }] },
    });
    expect(await call('search-account', owner, { email: 'not an address' })).toMatchObject({ status: 400 });
    expect(await call('search-accounts', owner, { keyword: '' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'keyword', code: 'required' }] },
    });
    expect(await update(owner, { id: 999_999_999 })).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'id', code: 'contact_user_not_found' }] },
    });
    expect(await update(owner, { id: 'me' })).toMatchObject({ status: 400 });
    expect(await update(owner, { jobTitle: 'Sales' })).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'id_or_email_required' }] },
    });
    expect(await update(owner, { id: 1, jobTitle: 'x'.repeat(61) })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'jobTitle', code: 'too_long_60' }] },
    });

    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    const people = await Promise.all(Array.from({ length: 21 }, (_, index) => makePerson(`Person ${index}`)));
    for (const person of people.slice(0, 20)) expect((await update(erp, { email: person.email })).status).toBe(200);
    expect(await update(erp, { email: people[20]!.email })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'email', code: 'too_many_20' }] },
    });
    expect(await team(erp)).toHaveLength(20);

    // Another supplier's owner sees and changes only their own team.
    const other = await makeOwner();
    expect(await team(other)).toEqual([]);
    expect(await update(other, { id: people[0]!.id, remove: true })).toMatchObject({ status: 404 });
    expect(await team(erp)).toHaveLength(20);
  });
});
