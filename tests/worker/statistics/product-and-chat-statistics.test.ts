import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  chatContacts,
  chats,
  companyContacts,
  messages,
  productMedias,
  productViews,
} from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { statsOf } from '#functions/statistics/count-view.ts';
import type { SupplierStats } from '#functions/statistics/supplier-stats.ts';
import { utcDay, type ChatStatistic, type ProductViewsStatistic } from '#src/shared/statistics.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields, unique } from '#tests/worker/support/factories.ts';
import { sendView, type Visitor } from '#tests/worker/support/view-beacon.ts';

// Issue 26 item 5, statistics an owner can act on: each product's views and the top products,
// chats started and answered with the median first answer, and the catalogue's own team never
// counted. Every figure is checked against a count the test made itself, and every row against
// the product's own detail call.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Owner = { id: number; session: string; supplier: { id: number; name: string }; productIds: number[] };

async function makeOwner(productCount = 3): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  const fields = Array.from({ length: productCount }, (_, index) => productFields(index + 1));
  const productIds = (await makeProducts(db(), supplier.id, fields)) as number[];
  // Each product its own pictures, so a row showing another product's picture would show.
  for (const productId of productIds)
    await db()
      .insert(productMedias)
      .values([0, 1].map((position) => ({ productId, position, type: 'image' as const, key: `${unique('pic')}.png` })));
  return { id, session: await signIn(id), supplier, productIds };
}

/** A visitor opens a product page (or the storefront): the page sends its view. */
const visitProduct = (owner: Owner, productId: number, visitor: Visitor = {}) =>
  sendView({ supplierId: owner.supplier.id, page: 'product', productId }, visitor);
const visitStorefront = (owner: Owner, visitor: Visitor = {}) =>
  sendView({ supplierId: owner.supplier.id, page: 'storefront', productId: null }, visitor);
const counter = (supplierId: number) => statsOf(env, supplierId) as unknown as DurableObjectStub<SupplierStats>;

/** Waits until the counter holds `views` views of today, then a little longer: nothing more may come. */
async function settled(supplierId: number, views: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await counter(supplierId).totalsOf(utcDay(Date.now()))).views >= views) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

type Caller = { session: string } | { token: string };
const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };
const productViewsOf = async (who: Caller, query = 'dateRange=7') =>
  callApi(`/api/supplier/statistic/product-views?${query}`, credentials(who));
const chatStatisticOf = async (who: Caller, query: string) =>
  callApi(`/api/supplier/statistic/chat-statistic?${query}`, credentials(who));

/** The product as its own public detail call shows it: name and first picture. */
async function ownDetail(productId: number) {
  const { body } = await callApi(`/api/common/product/detail/${productId}`);
  return { name: body.data.profile.productName as string, picture: body.data.medias[0].imageUrl as string };
}

describe('GET supplier/statistic/product-views', () => {
  it('answers each product’s views, most viewed first, each row as the product’s own detail shows it', async () => {
    const owner = await makeOwner();
    const [first, second, third] = owner.productIds as [number, number, number];
    // Known views: the second product 3 (by two visitors), the first 1, the third none; the storefront 1.
    await visitProduct(owner, second);
    await visitProduct(owner, second);
    await visitProduct(owner, second, { address: '198.51.100.20' });
    await visitProduct(owner, first);
    await visitStorefront(owner);
    await settled(owner.supplier.id, 5);

    const answer = await productViewsOf(owner);
    expect(answer.status).toBe(200);
    const data = answer.body.data as ProductViewsStatistic;
    expect(data.days).toHaveLength(7);
    expect(data.total).toBe(4);
    expect(data.products.map((row) => [row.productId, row.views])).toEqual([
      [second, 3],
      [first, 1],
    ]);
    for (const row of data.products) {
      const detail = await ownDetail(row.productId);
      expect({ name: row.name, picture: row.picture }).toEqual(detail);
    }
    expect(data.products.map((row) => row.productId)).not.toContain(third);
    // The same views as the daily product-page figure: one count, two ways.
    const daily = await callApi('/api/supplier/statistic/daily-statistic', {
      session: owner.session,
      body: { dateRange: 7, type: 'product', action: 'view' },
    });
    expect(daily.body.data.total).toBe(data.total);
  });

  it('never counts the catalogue’s own team: its owner and its sales contacts; a signed-in buyer counts', async () => {
    const owner = await makeOwner(1);
    const [productId] = owner.productIds as [number];
    const contact = await makeUser(db());
    await db()
      .insert(companyContacts)
      .values({ supplierId: owner.supplier.id, userId: contact.id, position: 0, jobTitle: '', canPost: false });
    const buyer = await makeUser(db());
    await visitProduct(owner, productId, { session: owner.session, address: '198.51.100.30' });
    await visitStorefront(owner, { session: owner.session, address: '198.51.100.30' });
    await visitProduct(owner, productId, { session: await signIn(contact.id), address: '198.51.100.31' });
    await visitProduct(owner, productId, { session: await signIn(buyer.id), address: '198.51.100.32' });
    await settled(owner.supplier.id, 1);

    expect(await counter(owner.supplier.id).totalsOf(utcDay(Date.now()))).toMatchObject({ views: 1, visitors: 1 });
    const data = (await productViewsOf(owner)).body.data as ProductViewsStatistic;
    expect(data.products).toMatchObject([{ productId, views: 1 }]);
    expect(
      (await callApi('/api/supplier/statistic/total-statistic', { session: owner.session })).body.data,
    ).toMatchObject({ views: 1, visitors: 1 });
  });

  it('gives another owner nothing of yours, and the ERP token its own catalogue’s', async () => {
    const owner = await makeOwner(1);
    const other = await makeOwner(1);
    await visitProduct(owner, owner.productIds[0]!);
    await settled(owner.supplier.id, 1);

    const theirs = (await productViewsOf(other)).body.data as ProductViewsStatistic;
    expect(theirs).toMatchObject({ total: 0, products: [] });
    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    expect((await productViewsOf(erp)).body.data).toMatchObject({ total: 1, products: [{ views: 1 }] });
  });

  it('refuses a bad range with the envelope', async () => {
    const owner = await makeOwner(1);
    for (const query of ['dateRange=14', '', 'start=2026-03-02&end=2026-03-01', 'start=2025-01-01&end=2026-03-01']) {
      const answer = await productViewsOf(owner, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await productViewsOf(owner, 'start=2026-03-01&end=2026-03-04')).body.data.days).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});

describe('GET supplier/statistic/chat-statistic', () => {
  /** A conversation of the catalogue's inbox: the buyer asks at `asked`, the team answers after `waits`. */
  async function conversation(owner: Owner, buyerId: number, asked: number, answers: { from: number; at: number }[]) {
    const [chat] = await db()
      .insert(chats)
      .values({ supplierId: owner.supplier.id, buyerId, createdAt: asked })
      .returning({ id: chats.id });
    // The buyer and the owner are its people: a message goes only to one of them (migration 0037).
    await db()
      .insert(chatContacts)
      .values([
        { userId: buyerId, contactId: owner.id, chatId: chat!.id, createdAt: asked },
        { userId: owner.id, contactId: buyerId, chatId: chat!.id, createdAt: asked },
      ]);
    await db()
      .insert(messages)
      .values([
        { chatId: chat!.id, fromId: buyerId, toId: owner.id, createTime: asked, content: 'Hello?' },
        ...answers.map(({ from, at }) => ({
          chatId: chat!.id,
          fromId: from,
          toId: from === buyerId ? owner.id : buyerId,
          createTime: at,
          content: 'Answer',
        })),
      ]);
  }

  it('counts chats started and answered per day, and the median first answer, leaving the team’s own chats out', async () => {
    const owner = await makeOwner(0);
    const contact = await makeUser(db());
    await db()
      .insert(companyContacts)
      .values({ supplierId: owner.supplier.id, userId: contact.id, position: 0, jobTitle: '', canPost: false });
    const buyers = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db()), makeUser(db()), makeUser(db())]);
    const day = (iso: string, hour: number) => Date.parse(`${iso}T00:00:00Z`) + hour * HOUR;
    // 1 March: answered by the owner after 30 minutes (the buyer wrote twice first).
    await conversation(owner, buyers[0].id, day('2026-03-01', 9), [
      { from: buyers[0].id, at: day('2026-03-01', 9) + 5 * MINUTE },
      { from: owner.id, at: day('2026-03-01', 9) + 30 * MINUTE },
    ]);
    // 1 March: answered by the sales contact after 2 hours.
    await conversation(owner, buyers[1].id, day('2026-03-01', 20), [{ from: contact.id, at: day('2026-03-01', 22) }]);
    // 3 March: answered after 4 hours, the next day.
    await conversation(owner, buyers[2].id, day('2026-03-03', 23), [{ from: owner.id, at: day('2026-03-04', 3) }]);
    // 3 March: not answered yet.
    await conversation(owner, buyers[3].id, day('2026-03-03', 10), []);
    // The team talking among itself, and a chat before the range: neither counts.
    await conversation(owner, contact.id, day('2026-03-02', 10), [{ from: owner.id, at: day('2026-03-02', 11) }]);
    await conversation(owner, buyers[4].id, day('2026-02-28', 10), [{ from: owner.id, at: day('2026-02-28', 11) }]);

    const answer = await chatStatisticOf(owner, 'start=2026-03-01&end=2026-03-04');
    expect(answer.status).toBe(200);
    expect(answer.body.data as ChatStatistic).toEqual({
      days: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
      started: [2, 0, 2, 0],
      answered: [2, 0, 1, 0],
      totalStarted: 4,
      totalAnswered: 3,
      // 30, 120 and 240 minutes.
      medianFirstAnswerMinutes: 120,
    });

    const other = await makeOwner(0);
    expect((await chatStatisticOf(other, 'start=2026-03-01&end=2026-03-04')).body.data).toMatchObject({
      totalStarted: 0,
      totalAnswered: 0,
      medianFirstAnswerMinutes: null,
    });
    const recent = await chatStatisticOf(owner, 'dateRange=30');
    expect(recent.body.data.days.at(-1)).toBe(utcDay(Date.now()));
    expect((await chatStatisticOf(owner, 'dateRange=5')).status).toBe(400);
  });
});

describe('Monitoring: product views', () => {
  it('lists a signed-in buyer’s product view with the product, never the team’s', async () => {
    const owner = await makeOwner(1);
    const [productId] = owner.productIds as [number];
    const buyer = await makeUser(db());
    const now = Date.now();
    await db()
      .insert(productViews)
      .values([
        { userId: buyer.id, productId, viewedAt: now - DAY },
        { userId: owner.id, productId, viewedAt: now },
      ]);
    const answer = await callApi('/api/supplier/user/events', {
      session: owner.session,
      body: { kinds: ['product_view'] },
    });
    expect(answer.status).toBe(200);
    const { name } = await ownDetail(productId);
    expect(answer.body.data.list).toEqual([
      {
        kind: 'product_view',
        at: now - DAY,
        user: { id: buyer.id, name: '', avatar: null },
        product: { id: productId, name },
      },
    ]);
    const other = await makeOwner(0);
    const theirs = await callApi('/api/supplier/user/events', { session: other.session, body: {} });
    expect(theirs.body.data.list).toEqual([]);
  });
});
