import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { PAGE_CACHE_HEADER } from '#functions/page-cache/serve-page.ts';
import { callWorker, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { settledTotals } from '#tests/worker/support/view-beacon.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let supplier: { id: number; name: string };
let productId: number;

beforeAll(async () => {
  supplier = await makeSupplier(db());
  [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await callWorker(path, { headers: { 'user-agent': DESKTOP, ...headers } });
  return {
    status: response.status,
    state: response.headers.get(PAGE_CACHE_HEADER),
    body: await response.text(),
    headers: response.headers,
  };
}

const bumpVersion = () =>
  db()
    .update(suppliers)
    .set({ catalogVersion: sql`${suppliers.catalogVersion} + 1` })
    .where(eq(suppliers.id, supplier.id));

describe('the edge cache of public pages', () => {
  it('renders a storefront once, then serves the same copy to everyone, without re-rendering', async () => {
    const first = await visit(`/${supplier.name}?keyword=valve`);
    expect(first.state).toBe('MISS');
    const second = await visit(`/${supplier.name}?keyword=valve`, { cookie: 'isLogin=true' });
    expect(second.state).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('renders fresh content on the very next request after the catalogue version moves on', async () => {
    const path = `/${supplier.name}/company/${supplier.name}/test-company`;
    const before = await visit(path);
    expect((await visit(path)).state).toBe('HIT');
    await bumpVersion();
    const after = await visit(path);
    expect(after.state).toBe('MISS');
    expect(after.body).not.toBe(before.body);
  });

  it('keys product pages by the product as well, whatever the title segment and version parameter say', async () => {
    const first = await visit(`/${supplier.name}/product/${productId}/one-title?version=1`);
    const second = await visit(`/${supplier.name}/product/${productId}/another-title?version=99`);
    expect([first.state, second.state]).toEqual(['MISS', 'HIT']);
    await db().run(sql`update products set updated_at = updated_at + 1 where id = ${productId}`);
    expect((await visit(`/${supplier.name}/product/${productId}`)).state).toBe('MISS');
  });

  it('shares one copy between spellings of the same query and keeps different queries apart', async () => {
    const base = (await visit(`/${supplier.name}?menu=4&sort=modelnumber`)).body;
    const same = await visit(`/${supplier.name}?sort=modelnumber&page=1&menu=4&utm_source=mail&version=3`);
    expect(same.state).toBe('HIT');
    expect(same.body).toBe(base);
    expect((await visit(`/${supplier.name}?menu=4&sort=productname`)).state).toBe('MISS');
    expect((await visit(`/${supplier.name}?menu=4&sort=modelnumber&page=2`)).state).toBe('MISS');
  });

  it('keeps one copy for every device: the browser shows the app banner itself', async () => {
    const path = `/${supplier.name}?page=3`;
    expect((await visit(path, { 'user-agent': DESKTOP })).state).toBe('MISS');
    expect((await visit(path, { 'user-agent': PHONE })).state).toBe('HIT');
  });

  it('answers 304 to a browser that has the current copy', async () => {
    const path = `/${supplier.name}?page=4`;
    const { headers } = await visit(path);
    const etag = headers.get('etag')!;
    const revalidated = await callWorker(path, { headers: { 'user-agent': DESKTOP, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // It would replace the policy the browser keeps with the page, and block the page's scripts.
    expect(revalidated.headers.has('content-security-policy')).toBe(false);
    await bumpVersion();
    expect((await callWorker(path, { headers: { 'user-agent': DESKTOP, 'if-none-match': etag } })).status).toBe(200);
  });

  it('does not keep pages of unknown or disabled suppliers, unknown products, or other paths', async () => {
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    for (const path of [
      '/no-such-supplier',
      `/${disabled.name}`,
      `/${supplier.name}/product/999999`,
      '/404',
      `/${supplier.name}/nope/1`,
    ]) {
      expect((await visit(path)).state, path).toBe('BYPASS');
      expect((await visit(path)).state, path).toBe('BYPASS');
    }
  });

  it('sends no anti-forgery cookie with a page the edge keeps, cached or not; other pages get one', async () => {
    const path = `/${supplier.name}?page=5`;
    const first = await callWorker(path);
    const second = await callWorker(path);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    const notKept = await callWorker('/no-such-supplier');
    expect(notKept.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('counts no view itself: the page, cached or not, sends its own (statistics/view-beacon.test.ts)', async () => {
    const path = `/${supplier.name}?page=7`;
    expect((await visit(path)).state).toBe('MISS');
    expect((await visit(path)).state).toBe('HIT');
    expect((await settledTotals(supplier.id, 1)).views).toBe(0);
  });

  it('makes a hit cost one D1 read (the version) and a miss one more (the render)', async () => {
    const path = `/${supplier.name}?page=6`;
    const roundTrips = (headers: Headers) => readServerTiming(headers.get('server-timing')).roundTrips;
    expect(roundTrips((await visit(path)).headers)).toBe(2);
    expect(roundTrips((await visit(path)).headers)).toBe(1);
  });
});

describe('the company page in the edge cache', () => {
  it('moves on when the related company or a sales contact changes, not only the supplier', async () => {
    const related = await makeSupplier(db());
    const owner = await makeSupplier(db(), { relatedSupplierId: related.id });
    const contact = await makeUser(db());
    await db().insert(companyContacts).values({ supplierId: owner.id, userId: contact.id, position: 0 });
    const path = `/${owner.name}/company/${owner.name}`;
    await visit(path);
    expect((await visit(path)).state).toBe('HIT');

    await db()
      .update(suppliers)
      .set({ catalogVersion: sql`${suppliers.catalogVersion} + 1` })
      .where(eq(suppliers.id, related.id));
    expect((await visit(path)).state).toBe('MISS');
    expect((await visit(path)).state).toBe('HIT');

    await db()
      .update(users)
      .set({ jobTitle: 'Head of Sales', updatedAt: Date.now() + 1000 })
      .where(eq(users.id, contact.id));
    expect((await visit(path)).state).toBe('MISS');
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, contact.id));
    expect((await visit(path)).state).toBe('MISS');
  });
});
