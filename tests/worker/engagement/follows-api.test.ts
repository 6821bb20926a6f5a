import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supplierFollows, supplierFollowTags, users } from '#functions/db/schema/index.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { type Actor, appPost, signedInActor } from '#tests/worker/support/actors.ts';

const appDetail = (name: string, who: Actor) => callApi(`/api/app/supplier/detail/${name}`, { session: who.session });
const productDetail = (id: number, who: Actor) => callApi(`/api/common/product/detail/${id}`, { session: who.session });

let supplier: { id: number; name: string };
let disabled: { id: number; name: string };
let productId: number;
let hiddenProductId: number;
let buyer: Actor;
let colleague: Actor;

beforeAll(async () => {
  supplier = await makeSupplier(db());
  disabled = await makeSupplier(db(), { status: 'disabled' });
  [productId, hiddenProductId] = (await makeProducts(db(), supplier.id, [
    productFields(1),
    productFields(2, { status: 'disabled' }),
  ])) as [number, number];
  buyer = await signedInActor();
  colleague = await signedInActor();
});

describe('supplier follow, watch and favorite', () => {
  const marks: [string, string, string][] = [
    ['supplier/follow', 'supplier/unfollow', 'followed'],
    ['supplier-watch/watch', 'supplier-watch/unwatch', 'watch'],
    ['supplier/star', 'supplier/unstar', 'stared'],
  ];

  it("flip the buyer's own flag, which the app supplier detail shows to them and nobody else", async () => {
    for (const [on, off, flag] of marks) {
      for (let time = 0; time < 2; time++)
        expect(await appPost(on, { supplierId: supplier.name }, buyer)).toMatchObject({
          status: 200,
          body: { success: true, data: { [flag]: true } },
        });
      expect((await appDetail(supplier.name, buyer)).body.data[flag], flag).toBe(true);
      expect((await appDetail(supplier.name, colleague)).body.data[flag], flag).toBe(false);
      expect(await appPost(off, { supplierId: supplier.name }, buyer)).toMatchObject({
        status: 200,
        body: { data: { [flag]: false } },
      });
      expect((await appDetail(supplier.name, buyer)).body.data[flag], flag).toBe(false);
    }
  });

  it('refuse bad input with 400 naming supplierId, and unknown suppliers with 404', async () => {
    for (const [on, off] of marks) {
      for (const path of [on, off]) {
        expect(await appPost(path, {}, buyer)).toMatchObject({
          status: 400,
          body: { errors: [{ field: 'supplierId', code: 'required' }] },
        });
        for (const supplierId of [12, 'UPPER', "x'; drop table suppliers", ['demo']])
          expect((await appPost(path, { supplierId }, buyer)).status, `${path} ${supplierId}`).toBe(400);
        expect(await appPost(path, { supplierId: 'no-such-supplier' }, buyer)).toMatchObject({
          status: 404,
          body: { errors: [{ field: 'supplierId', code: 'supplier_not_found' }] },
        });
      }
    }
  });

  it('refuse to start following a disabled supplier (supplier_disable) but let the buyer stop', async () => {
    expect(await appPost('supplier/follow', { supplierId: disabled.name }, buyer)).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'supplier_disable' }] },
    });
    expect(await appPost('supplier/unfollow', { supplierId: disabled.name }, buyer)).toMatchObject({
      status: 200,
      body: { data: { followed: false } },
    });
  });

  it('is-new marks a followed supplier new or seen, and refuses one the buyer does not follow', async () => {
    await appPost('supplier/follow', { supplierId: supplier.name }, buyer);
    expect(await appPost('supplier/is-new', { supplierId: supplier.name, isNew: true }, buyer)).toMatchObject({
      status: 200,
      body: { data: { supplierId: supplier.name, isNew: true } },
    });
    expect((await appDetail(supplier.name, buyer)).body.data.isNew).toBe(true);
    await appPost('supplier/is-new', { supplierId: supplier.name, isNew: false }, buyer);
    expect((await appDetail(supplier.name, buyer)).body.data.isNew).toBe(false);
    expect(await appPost('supplier/is-new', { supplierId: supplier.name, isNew: true }, colleague)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'supplierId', code: 'supplier_not_followed' }] },
    });
    expect((await appPost('supplier/is-new', { supplierId: supplier.name, isNew: 'yes' }, buyer)).body.errors).toEqual([
      { field: 'isNew', code: 'invalid_is_new' },
    ]);
  });
});

describe('product follow and watch', () => {
  const marks: [string, string, string][] = [
    ['product/follow', 'product/unfollow', 'followed'],
    ['product-watch/watch', 'product-watch/unwatch', 'watch'],
  ];

  it("flip the buyer's own flag, shown in the product detail to them only", async () => {
    for (const [on, off, flag] of marks) {
      for (let time = 0; time < 2; time++)
        expect(await appPost(on, { productId }, buyer)).toMatchObject({
          status: 200,
          body: { data: { [flag]: true } },
        });
      expect((await productDetail(productId, buyer)).body.data[flag], flag).toBe(true);
      expect((await productDetail(productId, colleague)).body.data[flag], flag).toBe(false);
      expect(await appPost(off, { productId: String(productId) }, buyer)).toMatchObject({
        status: 200,
        body: { data: { [flag]: false } },
      });
      expect((await productDetail(productId, buyer)).body.data[flag], flag).toBe(false);
    }
  });

  it('watch answers at /api/product-watch too, like the other engagement calls spec §7 lists without app/', async () => {
    const topLevel = (call: string) =>
      callApi(`/api/product-watch/${call}`, { body: { productId }, session: buyer.session });
    expect(await topLevel('watch')).toMatchObject({ status: 200, body: { data: { watch: true } } });
    expect((await productDetail(productId, buyer)).body.data.watch).toBe(true);
    expect(await topLevel('unwatch')).toMatchObject({ status: 200, body: { data: { watch: false } } });
    expect((await productDetail(productId, buyer)).body.data.watch).toBe(false);
    expect((await callApi('/api/product-watch/watch', { body: { productId } })).status).toBe(401);
  });

  it('refuse bad ids with 400 and hidden or unknown products with 404', async () => {
    for (const [on, off] of marks) {
      for (const productId of ['abc', 0, null, [1]])
        expect((await appPost(on, { productId }, buyer)).body.errors[0].field).toBe('productId');
      expect(await appPost(on, { productId: hiddenProductId }, buyer)).toMatchObject({
        status: 404,
        body: { errors: [{ code: 'product_not_found' }] },
      });
      expect((await appPost(off, { productId: 999_999_999 }, buyer)).status).toBe(404);
    }
  });

  it('is-new needs the follow', async () => {
    await appPost('product/follow', { productId }, buyer);
    expect(await appPost('product/is-new', { productId, isNew: true }, buyer)).toMatchObject({
      status: 200,
      body: { data: { productId, isNew: true } },
    });
    expect((await productDetail(productId, buyer)).body.data.isNew).toBe(true);
    expect(await appPost('product/is-new', { productId, isNew: true }, colleague)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'product_not_followed' }] },
    });
    expect((await appPost('product/is-new', { productId }, buyer)).body.errors).toEqual([
      { field: 'isNew', code: 'required' },
    ]);
  });
});

describe('deleting the account', () => {
  it('removes its follows and their tags (foreign keys cascade)', async () => {
    const leaving = await signedInActor();
    await appPost('supplier/follow', { supplierId: supplier.name }, leaving);
    const tag = (await appPost('supplier-tag/add', { name: 'Leaving' }, leaving)).body.data;
    await appPost('follow-supplier/tags', { supplierId: supplier.name, tagIds: [tag.id] }, leaving);
    await db().delete(users).where(eq(users.id, leaving.id));
    expect(await db().select().from(supplierFollows).where(eq(supplierFollows.userId, leaving.id))).toEqual([]);
    expect(await db().select().from(supplierFollowTags).where(eq(supplierFollowTags.userId, leaving.id))).toEqual([]);
  });
});
