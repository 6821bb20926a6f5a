import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companyContacts,
  supplierFollows,
  supplierStars,
  supplierViews,
  supplierWatches,
  users,
} from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';

// Spec §7 supplier/user (the workspace's Monitoring): followers and what people did, with
// Profile > Visibility respected: a hidden person is counted, never named, anywhere.

type Caller = { session: string } | { token: string };
const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };
const call = (path: string, who: Caller, body?: unknown) =>
  callApi(`/api/supplier/user/${path}`, { body, ...credentials(who) });

const T0 = Date.UTC(2026, 10, 1);

async function makeOwner() {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { supplier, session: await signIn(id) };
}

async function makePerson(name: string, visibility: 'visible' | 'hidden' = 'visible') {
  const user = await makeUser(db());
  await db()
    .update(users)
    .set({ name, visibility, companyName: `${name} Ltd`, jobTitle: 'Buyer' })
    .where(eq(users.id, user.id));
  return { ...user, name };
}

const follow = (userId: number, supplierId: number, createdAt: number) =>
  db().insert(supplierFollows).values({ userId, supplierId, createdAt });

/** A supplier with two shown followers and one hidden, each of whom did more. */
async function makeWatchedCatalogue() {
  const owner = await makeOwner();
  const tag = unique('p');
  const [ann, bob, hidden] = await Promise.all([
    makePerson(`Ann ${tag}`),
    makePerson(`Bob ${tag}`),
    makePerson(`Hidden ${tag}`, 'hidden'),
  ]);
  const id = owner.supplier.id;
  await follow(ann.id, id, T0 + 1000);
  await follow(hidden.id, id, T0 + 2000);
  await follow(bob.id, id, T0 + 3000);
  await db()
    .insert(supplierStars)
    .values({ userId: ann.id, supplierId: id, createdAt: T0 + 4000 });
  await db()
    .insert(supplierWatches)
    .values({ userId: hidden.id, supplierId: id, createdAt: T0 + 5000 });
  await db()
    .insert(supplierViews)
    .values({ userId: hidden.id, supplierId: id, viewedAt: T0 + 6000 });
  await db()
    .insert(supplierViews)
    .values({ userId: bob.id, supplierId: id, viewedAt: T0 + 6000 });
  return { owner, ann, bob, hidden, tag };
}

describe('supplier/user', () => {
  it('pager: shown followers newest first; the hidden one counted, not listed', async () => {
    const { owner, ann, bob } = await makeWatchedCatalogue();
    const first = await call('pager', owner, { pageNo: 1, pageSize: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      list: [
        {
          id: bob.id,
          name: bob.name,
          avatar: null,
          jobTitle: 'Buyer',
          companyName: `${bob.name} Ltd`,
          since: T0 + 3000,
        },
      ],
      total: 3,
      hidden: 1,
      pageNo: 1,
      totalPage: 2,
    });
    const second = await call('pager', owner, { pageNo: 2, pageSize: 1 });
    expect(second.body.data.list.map((row: { id: number }) => row.id)).toEqual([ann.id]);
    expect((await call('pager', owner, { pageNo: 3, pageSize: 1 })).body.data.list).toEqual([]);
  });

  it('events: who did what when, newest first, the hidden person as user null; by kind; paged', async () => {
    const { owner, ann, bob, hidden } = await makeWatchedCatalogue();
    const all = await call('events', owner, {});
    expect(all.status).toBe(200);
    const shown = (id: number, name: string) => ({ id, name, avatar: null });
    const bobView = { kind: 'view', at: T0 + 6000, user: shown(bob.id, bob.name), product: null };
    const hiddenView = { kind: 'view', at: T0 + 6000, user: null, product: null };
    expect(all.body.data).toEqual({
      list: [
        // The same time: in the kinds' order, then the higher user id first.
        ...(bob.id > hidden.id ? [bobView, hiddenView] : [hiddenView, bobView]),
        { kind: 'watch', at: T0 + 5000, user: null, product: null },
        { kind: 'star', at: T0 + 4000, user: shown(ann.id, ann.name), product: null },
        { kind: 'follow', at: T0 + 3000, user: shown(bob.id, bob.name), product: null },
        { kind: 'follow', at: T0 + 2000, user: null, product: null },
        { kind: 'follow', at: T0 + 1000, user: shown(ann.id, ann.name), product: null },
      ],
      nextBefore: null,
    });

    const follows = await call('events', owner, { kinds: ['follow'] });
    expect(follows.body.data.list.map((event: { at: number }) => event.at)).toEqual([T0 + 3000, T0 + 2000, T0 + 1000]);

    // Page by page, one event at a time, through the tie of two views at the same time.
    const walked: unknown[] = [];
    let before: string | null = null;
    do {
      const page: { body: { data: { list: unknown[]; nextBefore: string | null } } } = await call('events', owner, {
        pageSize: 1,
        before,
      });
      walked.push(...page.body.data.list);
      before = page.body.data.nextBefore;
      // The place in the feed never carries a user id.
      if (before) expect(before).not.toContain(String(hidden.id));
    } while (before && walked.length < 10);
    expect(walked).toEqual(all.body.data.list);
  });

  it('search, check/contact/avatar and account/avatar name shown followers and contacts only', async () => {
    const { owner, ann, bob, hidden, tag } = await makeWatchedCatalogue();
    const stranger = await makePerson(`Stranger ${tag}`);
    const contact = await makePerson(`Contact ${tag}`);
    await db().insert(companyContacts).values({
      supplierId: owner.supplier.id,
      userId: contact.id,
      position: 0,
      jobTitle: '',
      canPost: false,
      isNew: false,
    });

    const found = await call('search/accounts', owner, { keyword: tag });
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([ann.id, bob.id]);
    expect((await call('search/accounts', owner, { keyword: hidden.email })).body.data).toEqual([]);

    const checked = await call('check/contact/avatar', owner, {
      ids: [hidden.id, stranger.id, bob.id, contact.id, ann.id, 999_999_999],
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual([
      { id: ann.id, name: ann.name, avatar: null },
      { id: bob.id, name: bob.name, avatar: null },
      { id: contact.id, name: contact.name, avatar: null },
    ]);

    expect(await call(`account/avatar/${ann.id}`, owner)).toMatchObject({
      status: 200,
      body: { data: { id: ann.id, name: ann.name, avatar: null } },
    });
    for (const id of [hidden.id, stranger.id]) {
      expect(await call(`account/avatar/${id}`, owner)).toMatchObject({
        status: 404,
        body: { success: false, errors: [{ field: 'id', code: 'account_not_found' }] },
      });
    }
  });

  it('a hidden person is named nowhere; hiding takes effect at once', async () => {
    const { owner, ann, hidden } = await makeWatchedCatalogue();
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, ann.id));
    const answers = await Promise.all([
      call('pager', owner, {}),
      call('events', owner, {}),
      call('search/accounts', owner, { keyword: 'a' }),
      call('check/contact/avatar', owner, { ids: [ann.id, hidden.id] }),
      call(`account/avatar/${ann.id}`, owner),
    ]);
    const text = JSON.stringify(answers.map((answer) => answer.body));
    for (const person of [ann, hidden]) {
      expect(text).not.toContain(person.name);
      expect(text).not.toContain(person.email);
      expect(text).not.toContain(`"id":${person.id}`);
    }
    expect(answers[0]!.body.data).toMatchObject({ total: 3, hidden: 2, totalPage: 1 });
  });

  it("another supplier's followers never leak; the ERP token reads its own supplier's", async () => {
    const theirs = await makeWatchedCatalogue();
    const mine = await makeOwner();
    const token = await regenerateDeveloperToken(db(), mine.supplier.id);
    for (const who of [mine, { token }]) {
      expect((await call('pager', who, {})).body.data).toEqual({
        list: [],
        total: 0,
        hidden: 0,
        pageNo: 1,
        totalPage: 0,
      });
      expect((await call('events', who, {})).body.data).toEqual({ list: [], nextBefore: null });
      expect((await call('search/accounts', who, { keyword: theirs.tag })).body.data).toEqual([]);
      expect((await call('check/contact/avatar', who, { ids: [theirs.ann.id] })).body.data).toEqual([]);
      expect((await call(`account/avatar/${theirs.ann.id}`, who)).status).toBe(404);
    }
    const asTheirToken = await call(
      'pager',
      { token: await regenerateDeveloperToken(db(), theirs.owner.supplier.id) },
      {},
    );
    expect(asTheirToken.body.data).toMatchObject({ total: 3, hidden: 1 });
  });

  it('refuses bad input with the envelope', async () => {
    const owner = await makeOwner();
    const refusals: [string, unknown, { field: string; code: string }[]][] = [
      ['pager', { pageNo: 0 }, [{ field: 'pageNo', code: 'invalid_page' }]],
      ['pager', { pageSize: 101 }, [{ field: 'pageSize', code: 'invalid_page_size' }]],
      ['events', { kinds: ['chat'] }, [{ field: 'kinds.0', code: 'invalid_event_kind' }]],
      ['events', { before: '12.follow.3 or 1=1' }, [{ field: 'before', code: 'invalid_before' }]],
      ['search/accounts', { keyword: ' ' }, [{ field: 'keyword', code: 'required' }]],
      ['check/contact/avatar', { ids: [] }, [{ field: 'ids', code: 'required' }]],
      ['check/contact/avatar', { ids: ['x'] }, [{ field: 'ids.0', code: 'invalid_id' }]],
    ];
    for (const [path, body, errors] of refusals)
      expect(await call(path, owner, body)).toMatchObject({ status: 400, body: { success: false, errors } });
    expect(await call('account/avatar/abc', owner)).toMatchObject({
      status: 400,
      body: { success: false, errors: [{ field: 'id', code: 'invalid_id' }] },
    });
  });
});
