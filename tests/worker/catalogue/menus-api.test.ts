import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, products, suppliers } from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';

// The owner's catalogue menu (spec §7 supplier/product-catalog-menu: GET all, POST add; beyond the
// spec PATCH rename/{id}, POST move, DELETE delete/{id}?products=up|none), as a browser or an ERP
// calls them, and the storefront's public tree changing on the very next request.

type Caller = { session: string } | { token: string };
type Owner = { id: number; session: string; supplier: { id: number; name: string } };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { id, session: await signIn(id), supplier };
}

const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };

const BASE = '/api/supplier/product-catalog-menu';
const getAll = (who: Caller) => callApi(`${BASE}/all`, credentials(who));
const add = (who: Caller, body: unknown) => callApi(`${BASE}/add`, { body, ...credentials(who) });
const rename = (who: Caller, id: number | string, body: unknown) =>
  callApi(`${BASE}/rename/${id}`, { method: 'PATCH', body, ...credentials(who) });
const move = (who: Caller, body: unknown) => callApi(`${BASE}/move`, { body, ...credentials(who) });
const remove = (who: Caller, id: number | string, products?: string) =>
  callApi(`${BASE}/delete/${id}${products === undefined ? '' : `?products=${products}`}`, {
    method: 'DELETE',
    ...credentials(who),
  });
const publicTree = async (name: string) => {
  const answer = await callApi(`/api/common/supplier/catalog-menus/${name}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

async function added(who: Caller, name: string, parentId: number | null = null): Promise<number> {
  const answer = await add(who, { name, parentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

/** The tree as names only, for short expectations: ['A', ['A1', 'A2']], 'B'… */
const namesOf = (tree: { name: string; children: { name: string }[] }[]) =>
  tree.map((menu) => (menu.children.length ? [menu.name, menu.children.map((child) => child.name)] : menu.name));

const menuOf = (ids: number[]) =>
  db().select({ menuId: products.menuId }).from(products).where(inArray(products.id, ids));

describe('GET all and POST add', () => {
  it('an empty catalogue has no menus', async () => {
    const owner = await makeOwner();
    expect(await getAll(owner)).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('adds parents and sub menus in order, with product counts; the public tree follows at once', async () => {
    const owner = await makeOwner();
    const before = await versionOf(owner.supplier.id);
    const pumps = await added(owner, '  Pumps ');
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    const valves = await added(owner, 'Valves');
    const ball = await added(owner, 'Ball valves', valves);
    const gate = await added(owner, 'Gate valves', valves);
    await makeProducts(db(), owner.supplier.id, [
      productFields(1, { menuId: ball }),
      productFields(2, { menuId: ball, status: 'disabled' }),
      productFields(3, { menuId: pumps }),
    ]);

    const answer = await getAll(owner);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: pumps, name: 'Pumps', productCount: 1, children: [] },
      {
        id: valves,
        name: 'Valves',
        productCount: 0,
        children: [
          { id: ball, name: 'Ball valves', productCount: 2 },
          { id: gate, name: 'Gate valves', productCount: 0 },
        ],
      },
    ]);
    expect(await publicTree(owner.supplier.name)).toEqual([
      { id: pumps, name: 'Pumps', parentId: null, children: [] },
      {
        id: valves,
        name: 'Valves',
        parentId: null,
        children: [
          { id: ball, name: 'Ball valves', parentId: valves, children: [] },
          { id: gate, name: 'Gate valves', parentId: valves, children: [] },
        ],
      },
    ]);
  });

  it('the ERP token reads and adds menus of its supplier', async () => {
    const owner = await makeOwner();
    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    const id = await added(erp, 'From the ERP');
    expect((await getAll(owner)).body.data).toEqual([{ id, name: 'From the ERP', productCount: 0, children: [] }]);
    expect((await getAll(erp)).body.data).toHaveLength(1);
  });

  it('refuses bad names, taken names, too deep a menu and another supplier’s parent, writing nothing', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const parent = await added(owner, 'Valves');
    const child = await added(owner, 'Ball valves', parent);
    const foreign = await added(other, 'Foreign');
    const before = await versionOf(owner.supplier.id);

    const refusals: [unknown, number, { field: string; code: string }[]][] = [
      [{}, 400, [{ field: 'name', code: 'required' }]],
      [{ name: '   ' }, 400, [{ field: 'name', code: 'required' }]],
      [{ name: 'x'.repeat(61) }, 400, [{ field: 'name', code: 'too_long_60' }]],
      [{ name: 42 }, 400, [{ field: 'name', code: 'invalid_type' }]],
      [{ name: 'Ok', parentId: 'abc' }, 400, [{ field: 'parentId', code: 'invalid_id' }]],
      [{ name: 'VALVES ' }, 409, [{ field: 'name', code: 'menu_name_taken' }]],
      [{ name: 'ball valves', parentId: parent }, 409, [{ field: 'name', code: 'menu_name_taken' }]],
      [{ name: 'Deeper', parentId: child }, 400, [{ field: 'parentId', code: 'menu_too_deep' }]],
      [{ name: 'Theirs', parentId: foreign }, 404, [{ field: 'parentId', code: 'menu_not_found' }]],
    ];
    for (const [body, status, errors] of refusals) {
      const answer = await add(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await versionOf(owner.supplier.id)).toBe(before);
    // The same name under another parent is another menu.
    expect((await add(owner, { name: 'Ball valves' })).status).toBe(200);
    expect((await add(owner, { name: 'y'.repeat(60) })).status).toBe(200);
  });
});

describe('PATCH rename/{id}', () => {
  it('renames and answers the tree; the public tree and version follow', async () => {
    const owner = await makeOwner();
    const id = await added(owner, 'Pumsp');
    const before = await versionOf(owner.supplier.id);
    const answer = await rename(owner, id, { name: ' Pumps ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([{ id, name: 'Pumps', productCount: 0, children: [] }]);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect(await publicTree(owner.supplier.name)).toMatchObject([{ id, name: 'Pumps' }]);
    // Its own name again (a case fix) is not "taken".
    expect((await rename(owner, id, { name: 'PUMPS' })).status).toBe(200);
  });

  it('refuses bad input, a sibling’s name, unknown and foreign ids', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const a = await added(owner, 'A');
    await added(owner, 'B');
    const foreign = await added(other, 'Foreign');
    expect(await rename(owner, a, { name: '' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'name', code: 'required' }] },
    });
    expect(await rename(owner, a, { name: 'b' })).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'name', code: 'menu_name_taken' }] },
    });
    expect(await rename(owner, 'abc', { name: 'C' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'id', code: 'invalid_id' }] },
    });
    expect(await rename(owner, foreign, { name: 'Mine now' })).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'id', code: 'menu_not_found' }] },
    });
    expect((await getAll(other)).body.data).toMatchObject([{ name: 'Foreign' }]);
  });
});

describe('POST move', () => {
  it('reorders within a level and moves between parents, renumbering both levels', async () => {
    const owner = await makeOwner();
    const a = await added(owner, 'A');
    const b = await added(owner, 'B');
    const c = await added(owner, 'C');
    const a1 = await added(owner, 'A1', a);
    const a2 = await added(owner, 'A2', a);
    const before = await versionOf(owner.supplier.id);

    let answer = await move(owner, { id: c, parentId: null, position: 0 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(namesOf(answer.body.data)).toEqual(['C', ['A', ['A1', 'A2']], 'B']);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);

    answer = await move(owner, { id: a2, parentId: b, position: 0 });
    expect(namesOf(answer.body.data)).toEqual(['C', ['A', ['A1']], ['B', ['A2']]]);
    answer = await move(owner, { id: a1, parentId: null, position: 99 });
    expect(namesOf(answer.body.data)).toEqual(['C', 'A', ['B', ['A2']], 'A1']);
    answer = await move(owner, { id: c, parentId: b, position: 0 });
    expect(namesOf(answer.body.data)).toEqual(['A', ['B', ['C', 'A2']], 'A1']);
    expect(namesOf(await publicTree(owner.supplier.name))).toEqual(['A', ['B', ['C', 'A2']], 'A1']);
  });

  it('keeps two levels, sibling names unique and other suppliers’ menus out', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const a = await added(owner, 'A');
    const b = await added(owner, 'B');
    const a1 = await added(owner, 'Same', a);
    await added(owner, 'Same', b);
    const foreign = await added(other, 'Foreign');
    const before = await versionOf(owner.supplier.id);
    const refusals: [unknown, number, string, string][] = [
      [{ id: a, parentId: b, position: 0 }, 400, 'parentId', 'menu_too_deep'],
      [{ id: b, parentId: a1, position: 0 }, 400, 'parentId', 'menu_too_deep'],
      [{ id: b, parentId: b, position: 0 }, 400, 'parentId', 'menu_too_deep'],
      [{ id: a1, parentId: b, position: 0 }, 409, 'name', 'menu_name_taken'],
      [{ id: foreign, parentId: null, position: 0 }, 404, 'id', 'menu_not_found'],
      [{ id: b, parentId: foreign, position: 0 }, 404, 'parentId', 'menu_not_found'],
      [{ id: b, parentId: null, position: -1 }, 400, 'position', 'invalid_position'],
      [{ id: b, parentId: null }, 400, 'position', 'required'],
    ];
    for (const [body, status, field, code] of refusals) {
      const answer = await move(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors).toEqual([{ field, code }]);
    }
    expect(await versionOf(owner.supplier.id)).toBe(before);
  });
});

describe('DELETE delete/{id}', () => {
  it('a sub menu’s products move up to its parent', async () => {
    const owner = await makeOwner();
    const parent = await added(owner, 'Valves');
    const child = await added(owner, 'Ball valves', parent);
    const ids = await makeProducts(db(), owner.supplier.id, [
      productFields(1, { menuId: child }),
      productFields(2, { menuId: child, status: 'disabled' }),
    ]);
    const before = await versionOf(owner.supplier.id);
    const answer = await remove(owner, child, 'up');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([{ id: parent, name: 'Valves', productCount: 2, children: [] }]);
    expect(await menuOf(ids)).toEqual([{ menuId: parent }, { menuId: parent }]);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect(await publicTree(owner.supplier.name)).toEqual([
      { id: parent, name: 'Valves', parentId: null, children: [] },
    ]);
  });

  it('a parent goes with its sub menus; their products go to no menu', async () => {
    const owner = await makeOwner();
    const parent = await added(owner, 'Valves');
    const child = await added(owner, 'Ball valves', parent);
    const kept = await added(owner, 'Pumps');
    const ids = await makeProducts(db(), owner.supplier.id, [
      productFields(1, { menuId: parent }),
      productFields(2, { menuId: child }),
      productFields(3, { menuId: kept }),
    ]);
    const answer = await remove(owner, parent, 'none');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([{ id: kept, name: 'Pumps', productCount: 1, children: [] }]);
    expect(await menuOf(ids)).toEqual([{ menuId: null }, { menuId: null }, { menuId: kept }]);
    // Absent choice means none, and the storefront lists what is left.
    const single = await added(owner, 'Single', kept);
    expect((await remove(owner, single)).status).toBe(200);
    expect(namesOf(await publicTree(owner.supplier.name))).toEqual(['Pumps']);
  });

  it('refuses up for a top-level menu, a bad choice, unknown and foreign ids', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const top = await added(owner, 'Top');
    const foreign = await added(other, 'Foreign');
    expect(await remove(owner, top, 'up')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'products', code: 'menu_has_no_parent' }] },
    });
    expect(await remove(owner, top, 'sideways')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'products', code: 'invalid_products' }] },
    });
    expect(await remove(owner, foreign, 'none')).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'id', code: 'menu_not_found' }] },
    });
    expect(await remove(owner, '0')).toMatchObject({ status: 400, body: { errors: [{ field: 'id' }] } });
    expect((await getAll(other)).body.data).toHaveLength(1);
    expect((await getAll(owner)).body.data).toHaveLength(1);
  });
});

describe('watchers and strangers', () => {
  it('a menu edit brings the supplier’s watcher a catalog_change notice; a buyer may not call', async () => {
    const owner = await makeOwner();
    const { id: watcherId } = await makeUser(db());
    const watcher = { session: await signIn(watcherId) };
    const watch = await callApi('/api/app/supplier-watch/watch', {
      body: { supplierId: owner.supplier.name },
      session: watcher.session,
    });
    expect(watch.status).toBe(200);
    await added(owner, 'News');
    await vi.waitFor(async () =>
      expect(
        await db()
          .select({ kind: notifications.kind, supplierId: notifications.supplierId })
          .from(notifications)
          .where(eq(notifications.userId, watcherId)),
      ).toEqual([{ kind: 'catalog_change', supplierId: owner.supplier.id }]),
    );
    expect((await getAll(watcher)).status).toBe(403);
    expect((await add(watcher, { name: 'Mine' })).status).toBe(403);
    expect((await callApi(`${BASE}/all`)).status).toBe(401);
  });
});
