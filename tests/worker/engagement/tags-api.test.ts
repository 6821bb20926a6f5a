import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { type Actor, signedInActor } from '#tests/worker/support/actors.ts';

const call = (path: string, who: Actor, method = 'POST', body?: unknown) =>
  callApi(`/api/app/${path}`, { method, body, session: who.session });

let supplier: { id: number; name: string };
let productId: number;

beforeAll(async () => {
  supplier = await makeSupplier(db());
  [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
});

for (const kind of ['supplier', 'product'] as const) {
  describe(`${kind}-tag`, () => {
    it('add answers the new id; all lists only the caller’s tags by name; update renames; delete removes', async () => {
      const me = await signedInActor();
      const other = await signedInActor();
      const pumps = await call(`${kind}-tag/add`, me, 'POST', { name: '  Pumps ' });
      expect(pumps).toMatchObject({
        status: 200,
        body: { success: true, data: { id: expect.any(Number), name: 'Pumps' } },
      });
      const valves = (await call(`${kind}-tag/add`, me, 'POST', { name: 'abrasives' })).body.data;
      await call(`${kind}-tag/add`, other, 'POST', { name: 'Theirs' });
      expect((await call(`${kind}-tag/all`, me, 'GET')).body.data).toEqual([valves, pumps.body.data]);

      expect(await call(`${kind}-tag/update`, me, 'PATCH', { id: valves.id, name: 'Valves' })).toMatchObject({
        status: 200,
        body: { data: { id: valves.id, name: 'Valves' } },
      });
      expect(await call(`${kind}-tag/delete/${valves.id}`, me, 'DELETE')).toMatchObject({
        status: 200,
        body: { data: { id: valves.id } },
      });
      expect((await call(`${kind}-tag/all`, me, 'GET')).body.data).toEqual([pumps.body.data]);
    });

    it('refuse empty, long and same-name-in-any-case tags', async () => {
      const me = await signedInActor();
      expect((await call(`${kind}-tag/add`, me, 'POST', { name: '   ' })).body.errors).toEqual([
        { field: 'name', code: 'name_required' },
      ]);
      expect((await call(`${kind}-tag/add`, me, 'POST', { name: 'x'.repeat(41) })).body.errors).toEqual([
        { field: 'name', code: 'name_too_long' },
      ]);
      expect((await call(`${kind}-tag/add`, me, 'POST', {})).status).toBe(400);
      const tag = (await call(`${kind}-tag/add`, me, 'POST', { name: 'Pumps' })).body.data;
      expect(await call(`${kind}-tag/add`, me, 'POST', { name: 'PUMPS' })).toMatchObject({
        status: 409,
        body: { errors: [{ field: 'name', code: 'tag_name_exists' }] },
      });
      const other = (await call(`${kind}-tag/add`, me, 'POST', { name: 'Other' })).body.data;
      expect((await call(`${kind}-tag/update`, me, 'PATCH', { id: other.id, name: 'pumps' })).status).toBe(409);
      // Renaming a tag to its own name in another case is fine.
      expect((await call(`${kind}-tag/update`, me, 'PATCH', { id: tag.id, name: 'PUMPS' })).body.data.name).toBe(
        'PUMPS',
      );
      expect((await call(`${kind}-tag/delete/abc`, me, 'DELETE')).body.errors).toEqual([
        { field: 'id', code: 'invalid_id' },
      ]);
      expect((await call(`${kind}-tag/update`, me, 'PATCH', { id: 'x', name: 'A' })).status).toBe(400);
    });

    it("answer 404 for another user's tag and leave it as it was", async () => {
      const me = await signedInActor();
      const other = await signedInActor();
      const theirs = (await call(`${kind}-tag/add`, other, 'POST', { name: 'Private' })).body.data;
      expect(await call(`${kind}-tag/update`, me, 'PATCH', { id: theirs.id, name: 'Mine now' })).toMatchObject({
        status: 404,
        body: { errors: [{ field: 'id', code: 'tag_not_found' }] },
      });
      expect((await call(`${kind}-tag/delete/${theirs.id}`, me, 'DELETE')).status).toBe(404);
      expect((await call(`${kind}-tag/all`, other, 'GET')).body.data).toEqual([theirs]);
    });
  });
}

describe('follow-supplier/tags and follow-product/tags', () => {
  const targets = [
    {
      kind: 'supplier',
      field: 'supplierId',
      target: () => supplier.name,
      follow: 'supplier/follow',
      unfollow: 'supplier/unfollow',
      detail: () => `/api/app/supplier/detail/${supplier.name}`,
      notFollowed: 'supplier_not_followed',
    },
    {
      kind: 'product',
      field: 'productId',
      target: () => productId,
      follow: 'product/follow',
      unfollow: 'product/unfollow',
      detail: () => `/api/common/product/detail/${productId}`,
      notFollowed: 'product_not_followed',
    },
  ] as const;

  for (const t of targets) {
    it(`${t.kind}: need the follow first, set exactly the given tags, and go with the unfollow`, async () => {
      const me = await signedInActor();
      const a = (await call(`${t.kind}-tag/add`, me, 'POST', { name: 'A' })).body.data.id;
      const b = (await call(`${t.kind}-tag/add`, me, 'POST', { name: 'B' })).body.data.id;
      const set = (tagIds: unknown) => call(`follow-${t.kind}/tags`, me, 'POST', { [t.field]: t.target(), tagIds });
      expect(await set([a])).toMatchObject({
        status: 400,
        body: { errors: [{ field: t.field, code: t.notFollowed }] },
      });

      await call(t.follow, me, 'POST', { [t.field]: t.target() });
      expect(await set([a, b, a])).toMatchObject({ status: 200, body: { data: { tagIds: [a, b] } } });
      expect((await callApi(t.detail(), { session: me.session })).body.data.tagIds.sort()).toEqual([a, b].sort());
      await set([b]);
      expect((await callApi(t.detail(), { session: me.session })).body.data.tagIds).toEqual([b]);

      await call(t.unfollow, me, 'POST', { [t.field]: t.target() });
      await call(t.follow, me, 'POST', { [t.field]: t.target() });
      expect((await callApi(t.detail(), { session: me.session })).body.data.tagIds).toEqual([]);
    });

    it(`${t.kind}: refuse bad tag lists and another user's tags, changing nothing`, async () => {
      const me = await signedInActor();
      const other = await signedInActor();
      const mine = (await call(`${t.kind}-tag/add`, me, 'POST', { name: 'Mine' })).body.data.id;
      const theirs = (await call(`${t.kind}-tag/add`, other, 'POST', { name: 'Theirs' })).body.data.id;
      await call(t.follow, me, 'POST', { [t.field]: t.target() });
      const set = (tagIds: unknown) => call(`follow-${t.kind}/tags`, me, 'POST', { [t.field]: t.target(), tagIds });
      await set([mine]);
      expect(await set([mine, theirs])).toMatchObject({
        status: 404,
        body: { errors: [{ field: 'tagIds', code: 'tag_not_found' }] },
      });
      for (const tagIds of ['1', [0], [-1], null]) expect((await set(tagIds)).status, JSON.stringify(tagIds)).toBe(400);
      expect((await set(Array.from({ length: 51 }, (_, i) => i + 1))).body.errors).toEqual([
        { field: 'tagIds', code: 'too_many_tags' },
      ]);
      expect((await callApi(t.detail(), { session: me.session })).body.data.tagIds).toEqual([mine]);
    });
  }
});

describe("the spec's own addresses (§7 lists them at the top of /api)", () => {
  it('answer the same calls on the same data as their /api/app twins, for a signed-in caller only', async () => {
    const me = await signedInActor();
    const added = await callApi('/api/supplier-tag/add', { body: { name: 'Spec client' }, session: me.session });
    expect(added).toMatchObject({ status: 200, body: { data: { id: expect.any(Number), name: 'Spec client' } } });
    expect((await call('supplier-tag/all', me, 'GET')).body.data).toEqual([added.body.data]);
    await call('supplier/follow', me, 'POST', { supplierId: supplier.name });
    const tagged = await callApi('/api/follow-supplier/tags', {
      body: { supplierId: supplier.name, tagIds: [added.body.data.id] },
      session: me.session,
    });
    expect(tagged.body.data).toEqual({ supplierId: supplier.name, tagIds: [added.body.data.id] });
    expect(
      (await callApi(`/api/app/supplier/detail/${supplier.name}`, { session: me.session })).body.data.tagIds,
    ).toEqual([added.body.data.id]);
    expect(await callApi('/api/supplier-tag/all')).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'login_required' }] },
    });
  });
});
