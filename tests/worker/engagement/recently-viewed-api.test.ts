import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products, productViews, suppliers, supplierViews } from '#functions/db/schema/index.ts';
import { recordProductView, recordSupplierView, RECENT_VIEWS_KEPT } from '#functions/domain/engagement/recent-views.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { type Actor, signedInActor } from '#tests/worker/support/actors.ts';

const recentSuppliers = (who: Actor) => callApi('/api/app/supplier/recently-list', { session: who.session });
const recentProducts = (who: Actor) => callApi('/api/app/product/recently-list', { session: who.session });
const ids = (answer: { body: { data: { id: unknown }[] } }) => answer.body.data.map((item) => item.id);

let first: { id: number; name: string };
let second: { id: number; name: string };
let productIds: number[];

beforeAll(async () => {
  [first, second] = await Promise.all([makeSupplier(db()), makeSupplier(db())]);
  productIds = await makeProducts(db(), first.id, [productFields(1), productFields(2), productFields(3)]);
});

describe('views recorded by the detail reads', () => {
  it('a signed-in company page read and product page read land in the lists, newest first, as My catalogue cards', async () => {
    const buyer = await signedInActor();
    await callApi('/api/app/supplier/follow', { body: { supplierId: second.name }, session: buyer.session });
    expect((await callApi(`/api/app/supplier/detail/${first.name}`, { session: buyer.session })).status).toBe(200);
    await vi.waitFor(async () => expect(ids(await recentSuppliers(buyer))).toEqual([first.name]));
    await callApi(`/api/app/supplier/detail/${second.name}`, { session: buyer.session });
    await vi.waitFor(async () => expect(ids(await recentSuppliers(buyer))).toEqual([second.name, first.name]));
    expect((await recentSuppliers(buyer)).body.data[0]).toEqual({
      id: second.name,
      companyName: `Test Company ${second.name}`,
      avatar: null,
      catalogVersion: expect.any(Number),
      followed: true,
      watch: false,
      stared: false,
      isNew: false,
      tagIds: [],
    });

    expect((await callApi(`/api/common/product/detail/${productIds[1]}`, { session: buyer.session })).status).toBe(200);
    await vi.waitFor(async () => expect(ids(await recentProducts(buyer))).toEqual([productIds[1]]));
    expect((await recentProducts(buyer)).body.data[0]).toMatchObject({
      id: productIds[1],
      modelNumber: 'TM-0002',
      productName: 'Test product 2',
      supplierId: first.name,
      star: false,
      followed: false,
      watch: false,
      isNew: false,
      tagIds: [],
    });
  });

  it('records nothing for a visitor, for a bad or unknown id, and shows no one else’s views', async () => {
    const [buyer, other] = await Promise.all([signedInActor(), signedInActor()]);
    await callApi(`/api/common/product/detail/${productIds[0]}`);
    expect((await callApi('/api/common/product/detail/abc', { session: buyer.session })).status).toBe(400);
    expect((await callApi('/api/app/supplier/detail/no-such-supplier', { session: buyer.session })).status).toBe(404);
    await recordProductView(db(), other.id, productIds[0]!);
    await recordSupplierView(db(), other.id, first.name);
    expect((await recentProducts(buyer)).body).toEqual({ success: true, data: [] });
    expect((await recentSuppliers(buyer)).body).toEqual({ success: true, data: [] });
    expect(await callApi('/api/app/product/recently-list')).toMatchObject({ status: 401 });
  });
});

describe('recently-list', () => {
  it('a view again moves the item to the top; a supplier or product gone from view leaves the list but keeps its row', async () => {
    const buyer = await signedInActor();
    const disabled = await makeSupplier(db());
    await recordSupplierView(db(), buyer.id, first.name, 1_000);
    await recordSupplierView(db(), buyer.id, second.name, 2_000);
    await recordSupplierView(db(), buyer.id, disabled.name, 3_000);
    await recordSupplierView(db(), buyer.id, first.name, 4_000);
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, disabled.id));
    expect(ids(await recentSuppliers(buyer))).toEqual([first.name, second.name]);

    const [shown, withdrawn] = await makeProducts(db(), second.id, [productFields(10), productFields(11)]);
    await recordProductView(db(), buyer.id, shown!, 1_000);
    await recordProductView(db(), buyer.id, withdrawn!, 2_000);
    await db().update(products).set({ status: 'disabled' }).where(eq(products.id, withdrawn!));
    expect(ids(await recentProducts(buyer))).toEqual([shown]);
    expect(
      (await db().select({ total: count() }).from(productViews).where(eq(productViews.userId, buyer.id)))[0]!.total,
    ).toBe(2);
  });

  it(`keeps the newest ${RECENT_VIEWS_KEPT} views a user made, pruning older ones in the same write`, async () => {
    const [buyer, other] = await Promise.all([signedInActor(), signedInActor()]);
    const many = await makeProducts(
      db(),
      second.id,
      Array.from({ length: RECENT_VIEWS_KEPT + 2 }, (_, index) => productFields(100 + index)),
    );
    await recordProductView(db(), other.id, many[0]!, 1);
    for (const [index, productId] of many.entries()) await recordProductView(db(), buyer.id, productId, 10_000 + index);
    const rows = await db()
      .select({ productId: productViews.productId })
      .from(productViews)
      .where(eq(productViews.userId, buyer.id));
    expect(rows.map((row) => row.productId).sort((a, b) => a - b)).toEqual(many.slice(2));
    expect(ids(await recentProducts(buyer))).toEqual(many.slice(2).reverse());
    // Someone else's views are theirs to keep.
    expect(
      await db()
        .select({ productId: productViews.productId })
        .from(productViews)
        .where(eq(productViews.userId, other.id)),
    ).toEqual([{ productId: many[0] }]);
    expect(
      (await db().select({ total: count() }).from(supplierViews).where(eq(supplierViews.userId, buyer.id)))[0]!.total,
    ).toBe(0);
  });
});
