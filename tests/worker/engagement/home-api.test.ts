import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '#functions/db/schema/index.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { type Actor, appPost, signedInActor } from '#tests/worker/support/actors.ts';

let alpha: { id: number; name: string };
let beta: { id: number; name: string };
let gone: { id: number; name: string };
let products: number[];
let me: Actor;
let other: Actor;
let pumpsTag: number;

beforeAll(async () => {
  alpha = await makeSupplier(db(), { companyName: 'Alpha Pumps Ltd' });
  beta = await makeSupplier(db(), { companyName: 'Beta Valves' });
  gone = await makeSupplier(db(), { companyName: 'Gone Co' });
  products = await makeProducts(db(), alpha.id, [productFields(1), productFields(2), productFields(3)]);
  me = await signedInActor();
  other = await signedInActor();
  for (const s of [alpha, beta, gone]) await appPost('supplier/follow', { supplierId: s.name }, me);
  await appPost('supplier/star', { supplierId: beta.name }, me);
  await appPost('supplier-watch/watch', { supplierId: alpha.name }, me);
  pumpsTag = (await appPost('supplier-tag/add', { name: 'Pumps' }, me)).body.data.id;
  await appPost('follow-supplier/tags', { supplierId: alpha.name, tagIds: [pumpsTag] }, me);
  await appPost('supplier/follow', { supplierId: beta.name }, other);
  // A supplier disabled after being followed drops out of the list.
  await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, gone.id));
  await appPost('product/follow', { productId: products[0] }, me);
  await appPost('product/star', { productId: products[1] }, me);
});

describe('POST api/app/home/suppliers and search', () => {
  it("list the caller's live followed suppliers with their marks, filterable by tag", async () => {
    const { status, body } = await appPost('home/suppliers', {}, me);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, pageNo: 1, totalPage: 1 });
    const byId = Object.fromEntries(body.data.list.map((s: { id: string }) => [s.id, s]));
    expect(byId[alpha.name]).toMatchObject({
      companyName: 'Alpha Pumps Ltd',
      followed: true,
      watch: true,
      stared: false,
      isNew: false,
      tagIds: [pumpsTag],
    });
    expect(byId[beta.name]).toMatchObject({ followed: true, watch: false, stared: true, tagIds: [] });

    expect(
      (await appPost('home/suppliers', { tagId: pumpsTag }, me)).body.data.list.map((s: { id: string }) => s.id),
    ).toEqual([alpha.name]);
    expect((await appPost('home/suppliers', { pageNo: 2, pageSize: 1 }, me)).body.data).toMatchObject({
      total: 2,
      totalPage: 2,
      list: [expect.any(Object)],
    });
    expect((await appPost('home/suppliers', {}, other)).body.data.list.map((s: { id: string }) => s.id)).toEqual([
      beta.name,
    ]);
  });

  it('search matches the company name in any case, among followed suppliers only', async () => {
    expect(
      (await appPost('home/search', { keyword: 'pUMPS' }, me)).body.data.list.map((s: { id: string }) => s.id),
    ).toEqual([alpha.name]);
    expect((await appPost('home/search', { keyword: 'pumps' }, other)).body.data.total).toBe(0);
  });

  it('refuse bad pagers, tags and keywords with 400', async () => {
    for (const body of [{ pageNo: 0 }, { pageSize: 101 }, { pageNo: 'x' }, { tagId: 'abc' }])
      expect((await appPost('home/suppliers', body, me)).status, JSON.stringify(body)).toBe(400);
    expect((await appPost('home/search', {}, me)).body.errors).toEqual([{ field: 'keyword', code: 'required' }]);
    expect((await appPost('home/search', { keyword: 'x'.repeat(101) }, me)).status).toBe(400);
  });
});

describe('POST api/app/home/products', () => {
  it('list followed and starred products with their marks; filter picks one kind', async () => {
    const all = (await appPost('home/products', {}, me)).body.data;
    expect(all.total).toBe(2);
    const byId = Object.fromEntries(all.list.map((p: { id: number }) => [p.id, p]));
    expect(byId[products[0]!]).toMatchObject({
      followed: true,
      star: false,
      supplierId: alpha.name,
      productName: 'Test product 1',
    });
    expect(byId[products[1]!]).toMatchObject({ followed: false, star: true });
    expect(
      (await appPost('home/products', { filter: 'starred' }, me)).body.data.list.map((p: { id: number }) => p.id),
    ).toEqual([products[1]]);
    expect(
      (await appPost('home/products', { filter: 'followed' }, me)).body.data.list.map((p: { id: number }) => p.id),
    ).toEqual([products[0]]);
    expect((await appPost('home/products', {}, other)).body.data.total).toBe(0);
    expect((await appPost('home/products', { filter: 'everything' }, me)).body.errors).toEqual([
      { field: 'filter', code: 'invalid_filter' },
    ]);
  });
});
