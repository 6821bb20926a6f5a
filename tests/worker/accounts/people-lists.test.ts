import { beforeAll, describe, expect, it } from 'vitest';
import { companyContacts } from '#functions/db/schema/index.ts';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import { acceptTeamInvitation } from '#tests/worker/support/team.ts';

// Issue 26 item 1, "test the truth": every list that shows people shows each person's own name,
// job title and photo, as they set them in My account › Profile. Everyone here has a different
// name and most a different photo, so a list that showed one person's profile for all would fail.

type Profile = { avatarUrl: string | null; name: string; jobTitle: string; companyName: string };
type Person = { id: number; email: string; session: string; profile: Profile };

/** A signed-in person who set their profile (and photo, when `withPhoto`) through the API. */
async function person(label: string, jobTitle: string, withPhoto: boolean): Promise<Person> {
  const user = await makeUser(db());
  const session = await signIn(user.id);
  const name = unique(label);
  const profile = { name, jobTitle, companyName: `${name} GmbH` };
  const updated = await callApi('/api/app/account/update-profile', { session, body: profile });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  if (withPhoto) {
    const photo = pictureFile(`${label}.png`, 'png', name);
    const answer = await callApi('/api/app/account/update-avatar', { session, body: formOf({}, [['file', photo]]) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const current = await callApi('/api/app/account/current', { session });
  return { ...user, session, profile: current.body.data.profile };
}

let owner: Person, sales: Person, export_: Person, buyer: Person, other: Person, hidden: Person;
let supplier: { id: number; name: string };

beforeAll(async () => {
  [owner, sales, export_, buyer, other, hidden] = await Promise.all([
    person('owner', 'Founder', true),
    person('sales', 'Sales engineer', true),
    person('export', 'Export clerk', false),
    person('buyer', 'Purchaser', true),
    person('other', 'Category manager', true),
    person('hidden', 'Quiet buyer', true),
  ]);
  supplier = await makeSupplier(db(), { ownerId: owner.id });
  // Two members who joined by invitation: one with no title from the owner (their own shows), one
  // whose role the owner names.
  for (const [member, jobTitle] of [
    [sales, ''],
    [export_, 'Export manager'],
  ] as const) {
    const invited = await callApi('/api/supplier/contact-person/update', {
      session: owner.session,
      body: { email: member.email, jobTitle },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    await acceptTeamInvitation(member, supplier.name);
  }
  for (const follower of [buyer, other, hidden])
    await callApi('/api/app/supplier/follow', { session: follower.session, body: { supplierId: supplier.name } });
  await callApi('/api/app/account/update-visibility', { session: hidden.session, body: { visibility: 'hidden' } });
});

/** The job title the company shows for a member: the owner's name for the role, else their own. */
const teamTitle = (member: Person) => (member === export_ ? 'Export manager' : member.profile.jobTitle);
const asContact = (member: Person) => ({
  id: member.id,
  name: member.profile.name,
  jobTitle: teamTitle(member),
  avatar: member.profile.avatarUrl,
});

it('every person has a different name, and the photos differ too', () => {
  const people = [owner, sales, export_, buyer, other, hidden];
  expect(new Set(people.map((one) => one.profile.name)).size).toBe(people.length);
  const photos = people.flatMap((one) => (one.profile.avatarUrl ? [one.profile.avatarUrl] : []));
  expect(new Set(photos).size).toBe(5);
});

describe('the company page contacts', () => {
  it('show each member’s own name and photo, and their title (the owner’s naming first)', async () => {
    const expected = [asContact(sales), asContact(export_)];
    const page = await loadCompanyPage(db(), supplier.name);
    expect(page.company?.contacts).toEqual(expected);
    const contacts = await callApi('/api/app/supplier/contacts', {
      session: buyer.session,
      body: { supplierId: supplier.name },
    });
    expect(contacts.body.data).toEqual(expected);
    const detail = await callApi(`/api/app/supplier/detail/${supplier.name}`, { session: buyer.session });
    expect(detail.body.data.contacts).toEqual(expected);
  });

  it('show a member’s new name and photo as soon as they change them', async () => {
    const member = await person('renamed', 'Field sales', false);
    const company = await makeSupplier(db());
    // Joined directly, as the demo seed writes members: this test is about the profile, not the invitation.
    await db().insert(companyContacts).values({ supplierId: company.id, userId: member.id, position: 0 });
    const newName = unique('new name');
    await callApi('/api/app/account/update-profile', { session: member.session, body: { name: newName } });
    const photo = await callApi('/api/app/account/update-avatar', {
      session: member.session,
      body: formOf({}, [['file', pictureFile('new.jpg', 'jpg', newName)]]),
    });
    const contacts = (await loadCompanyPage(db(), company.name)).company?.contacts;
    expect(contacts).toEqual([
      { id: member.id, name: newName, jobTitle: 'Field sales', avatar: photo.body.data.profile.avatarUrl },
    ]);
  });
});

describe('the chat', () => {
  beforeAll(async () => {
    for (const [from, to] of [
      [buyer, sales],
      [buyer, export_],
      [other, sales],
    ] as const) {
      const added = await callApi('/api/app/message/send', {
        session: from.session,
        body: { contactId: to.id, supplierId: supplier.name },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await callApi('/api/app/message/send', { session: from.session, body: { contactId: to.id, content: 'Hello' } });
    }
  });

  const pager = async (who: Person) =>
    (await callApi('/api/app/message/contact/pager', { session: who.session, body: { pageSize: 1000 } })).body.data
      .list as {
      id: number;
      name: string;
      avatar: string | null;
      otherRole: { personalInfo: { name: string; jobTitle: string; avatar: string | null } };
      myRole: { personalInfo: { name: string; jobTitle: string; avatar: string | null } };
    }[];

  it('lists, for a buyer, each contact with that contact’s own name, title and photo', async () => {
    const rows = await pager(buyer);
    expect(rows.map((row) => row.id).sort()).toEqual([sales.id, export_.id].sort());
    for (const row of rows) {
      const contact = row.id === sales.id ? sales : export_;
      expect(row.name).toBe(contact.profile.name);
      expect(row.avatar).toBe(contact.profile.avatarUrl);
      expect(row.otherRole.personalInfo).toEqual({
        name: contact.profile.name,
        jobTitle: teamTitle(contact),
        avatar: contact.profile.avatarUrl,
      });
      expect(row.myRole.personalInfo).toEqual({
        name: buyer.profile.name,
        jobTitle: buyer.profile.jobTitle,
        avatar: buyer.profile.avatarUrl,
      });
    }
  });

  it('lists, for a sales contact, each buyer with that buyer’s own name, title and photo', async () => {
    const rows = await pager(sales);
    expect(rows.map((row) => row.id).sort()).toEqual([buyer.id, other.id].sort());
    for (const row of rows) {
      const them = row.id === buyer.id ? buyer : other;
      expect(row.name).toBe(them.profile.name);
      expect(row.avatar).toBe(them.profile.avatarUrl);
      expect(row.otherRole.personalInfo).toEqual({
        name: them.profile.name,
        jobTitle: them.profile.jobTitle,
        avatar: them.profile.avatarUrl,
      });
      expect(row.myRole.personalInfo).toEqual({
        name: sales.profile.name,
        jobTitle: teamTitle(sales),
        avatar: sales.profile.avatarUrl,
      });
    }
  });

  it('lists the blocked people with their own names, titles and photos', async () => {
    for (const contact of [sales, export_])
      expect(
        (await callApi('/api/app/block/add', { session: buyer.session, body: { contactId: contact.id } })).status,
      ).toBe(200);
    const page = await callApi('/api/app/block/pager', { session: buyer.session, body: { pageNo: 1, pageSize: 1000 } });
    const rows = page.body.data.list as { id: number; name: string; jobTitle: string; avatar: string | null }[];
    expect(rows.map((row) => row.id).sort()).toEqual([sales.id, export_.id].sort());
    for (const row of rows) {
      const contact = row.id === sales.id ? sales : export_;
      expect(row).toMatchObject({
        name: contact.profile.name,
        jobTitle: contact.profile.jobTitle,
        avatar: contact.profile.avatarUrl,
      });
    }
  });
});

describe('monitoring', () => {
  it('lists the followers with their own profiles, and never names the hidden one', async () => {
    const page = await callApi('/api/supplier/user/pager', {
      session: owner.session,
      body: { pageNo: 1, pageSize: 20 },
    });
    expect(page.body.data).toMatchObject({ total: 3, hidden: 1 });
    const rows = page.body.data.list as { id: number }[];
    expect(rows.map((row) => row.id).sort()).toEqual([buyer.id, other.id].sort());
    for (const row of rows) {
      const them = row.id === buyer.id ? buyer : other;
      expect(row).toMatchObject({
        name: them.profile.name,
        avatar: them.profile.avatarUrl,
        jobTitle: them.profile.jobTitle,
        companyName: them.profile.companyName,
      });
    }
    expect(JSON.stringify(page.body)).not.toContain(hidden.profile.name);
  });

  it('names each follow event’s person as they are, and the hidden one as nobody', async () => {
    const events = await callApi('/api/supplier/user/events', { session: owner.session, body: { kinds: ['follow'] } });
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    const rows = events.body.data.list as { user: { id: number; name: string; avatar: string | null } | null }[];
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.user === null)).toHaveLength(1);
    for (const { user } of rows.filter((row) => row.user !== null)) {
      const them = user!.id === buyer.id ? buyer : other;
      expect(user).toEqual({ id: them.id, name: them.profile.name, avatar: them.profile.avatarUrl });
    }
    const checked = await callApi('/api/supplier/user/check/contact/avatar', {
      session: owner.session,
      body: { ids: [buyer.id, other.id, sales.id, hidden.id] },
    });
    expect((checked.body.data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [buyer.id, other.id, sales.id].sort((a, b) => a - b),
    );
    for (const row of checked.body.data as { id: number; name: string; avatar: string | null }[]) {
      const them = [buyer, other, sales].find((one) => one.id === row.id)!;
      expect(row).toEqual({ id: them.id, name: them.profile.name, avatar: them.profile.avatarUrl });
    }
  });
});

describe('the admin users list', () => {
  it('shows each account’s own name, title, company and photo', async () => {
    const admin = await makeUser(db(), { isAdmin: true });
    const session = await signIn(admin.id);
    const people = [owner, sales, export_, buyer, other, hidden];
    for (const one of people) {
      const page = await callApi('/api/admin/user/pager', {
        session,
        body: { pageNo: 1, pageSize: 20, keyword: one.profile.name },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.data.list).toHaveLength(1);
      expect(page.body.data.list[0]).toMatchObject({
        id: one.id,
        email: one.email,
        name: one.profile.name,
        jobTitle: one.profile.jobTitle,
        companyName: one.profile.companyName,
        avatar: one.profile.avatarUrl,
      });
    }
  });
});
