import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { companyContacts } from '#functions/db/schema/index.ts';
import { INVALID_VIEW_SIGNATURE, signView } from '#functions/statistics/signed-view.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { sendBeacon, sendView, settledTotals } from '#tests/worker/support/view-beacon.ts';

// The pages' view beacon (POST /api/common/view): a public page sends back the view it carries,
// signed when it was drawn, and the Worker counts it as it counted a page it served: bots and the
// catalogue's own team left out. Nothing else can pass for a signed view.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Owner = { session: string; supplier: { id: number; name: string }; productId: number };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  const [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
  return { session: await signIn(id), supplier, productId };
}

const storefront = (owner: Owner) => ({ supplierId: owner.supplier.id, page: 'storefront' as const, productId: null });
const productPage = (owner: Owner) => ({
  supplierId: owner.supplier.id,
  page: 'product' as const,
  productId: owner.productId,
});

describe('POST /api/common/view', () => {
  it('counts the view a page sends, without the anti-forgery pair, and answers 204 with the cookie the page lacks', async () => {
    const owner = await makeOwner();
    const answer = await sendView(productPage(owner));
    expect(answer).toMatchObject({ status: 204, body: null });
    // The page came from the edge without one: the next write of the page carries this one.
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(await settledTotals(owner.supplier.id, 1)).toMatchObject({ views: 1, visitors: 1, productViews: 1 });
    const total = await callApi('/api/supplier/statistic/total-statistic', { session: owner.session });
    expect(total.body.data).toMatchObject({ views: 1, visitors: 1 });
    const products = await callApi('/api/supplier/statistic/product-views?dateRange=7', { session: owner.session });
    expect(products.body.data.products).toMatchObject([{ productId: owner.productId, views: 1 }]);
  });

  it('refuses a forged or altered view with 400 and the envelope, and counts nothing', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const signed = await signView(env.APP_SECRET, productPage(owner));
    const badSignature = { success: false, errors: [{ field: 'signature', code: INVALID_VIEW_SIGNATURE }] };
    for (const [name, body] of [
      ['another catalogue', { ...signed, supplierId: other.supplier.id }],
      ['another product', { ...signed, productId: owner.productId + 1 }],
      ['another kind of page', { ...signed, page: 'company' }],
      [
        'a signature of another view',
        { ...signed, signature: (await signView(env.APP_SECRET, storefront(owner))).signature },
      ],
      ['a signature made with another secret', await signView('not-the-app-secret', productPage(owner))],
    ] as const) {
      const answer = await sendBeacon(JSON.stringify(body));
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toEqual(badSignature);
    }
    for (const [name, body] of [
      ['no body', ''],
      ['not JSON', 'supplierId=1'],
      ['no signature', JSON.stringify({ ...signed, signature: undefined })],
      ['an unknown page', JSON.stringify({ ...signed, page: 'posts' })],
      ['an id as text', JSON.stringify({ ...signed, supplierId: String(owner.supplier.id) })],
    ] as const) {
      const answer = await sendBeacon(body);
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toMatchObject({ success: false });
    }
    expect((await settledTotals(owner.supplier.id, 1)).views).toBe(0);
    expect((await settledTotals(other.supplier.id, 1)).views).toBe(0);
  });

  it('does not count a bot or a headless browser, though it answers them alike', async () => {
    const owner = await makeOwner();
    for (const userAgent of [GOOGLEBOT, 'HeadlessChrome/156.0', ''])
      expect((await sendView(storefront(owner), { userAgent })).status, userAgent).toBe(204);
    expect((await settledTotals(owner.supplier.id, 1)).views).toBe(0);
  });

  it('does not count the owner’s or a sales contact’s own views; a signed-in buyer’s counts', async () => {
    const owner = await makeOwner();
    const contact = await makeUser(db());
    await db()
      .insert(companyContacts)
      .values({ supplierId: owner.supplier.id, userId: contact.id, position: 0, jobTitle: '', canPost: false });
    const buyer = await makeUser(db());
    expect((await sendView(storefront(owner), { session: owner.session })).status).toBe(204);
    await sendView(productPage(owner), { session: await signIn(contact.id), address: '198.51.100.31' });
    await sendView(productPage(owner), { session: await signIn(buyer.id), address: '198.51.100.32' });
    expect(await settledTotals(owner.supplier.id, 1)).toMatchObject({ views: 1, visitors: 1, productViews: 1 });
  });

  it('spares only itself the anti-forgery pair: another method or address still needs it', async () => {
    const owner = await makeOwner();
    const body = await signView(env.APP_SECRET, storefront(owner));
    for (const [method, path] of [
      ['PUT', VIEW_BEACON_PATH],
      ['POST', `${VIEW_BEACON_PATH}/`],
      ['POST', '/api/common/search/product/pager'],
    ] as const) {
      const answer = await callApi(path, { method, body, withoutXsrf: true });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });
});
