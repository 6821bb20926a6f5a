import { describe, expect, it } from 'vitest';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser, unique } from '#tests/worker/support/factories.ts';
import {
  addThroughApi,
  credentials,
  makeOwner,
  productCall,
  PROFILE,
  tokenOf,
  versionOf,
  type Caller,
} from './owners.ts';

// Issue 26: each catalogue keeps its own product categories (GET and PUT supplier/category/list);
// a product takes only its own supplier's, whether written by the editor, the ERP or a bulk import.

const listOf = async (who: Caller) => (await callApi('/api/supplier/category/list', credentials(who))).body.data;
const putList = (who: Caller, categories: unknown) =>
  callApi('/api/supplier/category/list', { method: 'PUT', body: { categories }, ...credentials(who) });
const publicCategory = async (productId: number) =>
  (await callApi(`/api/common/product/detail/${productId}`)).body.data.profile.category;

describe('PUT supplier/category/list', () => {
  it('adds, renames and deletes in one call; the product pages follow at the next version', async () => {
    const owner = await makeOwner();
    expect(await listOf(owner)).toEqual([]);
    const added = await putList(owner, [{ name: ' Valves ' }, { name: 'Pumps' }, { name: 'Fittings' }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const byName = Object.fromEntries(added.body.data.map((row: { id: number; name: string }) => [row.name, row.id]));
    expect(Object.keys(byName)).toEqual(['Fittings', 'Pumps', 'Valves']);
    const valveProduct = await addThroughApi(owner, { modelNumber: 'V-1', categoryId: byName.Valves });
    const pumpProduct = await addThroughApi(owner, { modelNumber: 'P-1', categoryId: byName.Pumps });
    expect(await publicCategory(valveProduct)).toBe('Valves');

    // Valves and Pumps trade names, Fittings goes, Seals comes: one call, one new version.
    const before = await versionOf(owner.supplier.id);
    const saved = await putList(owner, [
      { id: byName.Valves, name: 'Pumps' },
      { id: byName.Pumps, name: 'Valves' },
      { name: 'Seals' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect(saved.body.data.map((row: { name: string }) => row.name)).toEqual(['Pumps', 'Seals', 'Valves']);
    expect(await listOf(owner)).toEqual(saved.body.data);
    expect(await publicCategory(valveProduct)).toBe('Pumps');
    expect(await publicCategory(pumpProduct)).toBe('Valves');

    // A deleted category leaves its products without one.
    await putList(owner, [{ id: byName.Valves, name: 'Pumps' }]);
    expect(await publicCategory(pumpProduct)).toBe('');
    expect((await productCall(`get/${pumpProduct}`, owner)).body.data.categoryId).toBeNull();
  });

  it("refuses another supplier's category, a repeated name and a stranger", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const theirs = await ensureCategory(db(), other.supplier.id, unique('Theirs'));
    const refused = await putList(owner, [{ id: theirs, name: 'Mine now' }, { name: 'Valves' }, { name: 'valves ' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'categories.0.id', code: 'category_not_found' },
      { field: 'categories.2.name', code: 'category_name_taken' },
    ]);
    expect((await listOf(other)).map((row: { id: number }) => row.id)).toEqual([theirs]);
    expect(await listOf(owner)).toEqual([]);

    const empty = await putList(owner, [{ name: '  ' }]);
    expect(empty.body.errors).toEqual([{ field: 'categories.0.name', code: 'required' }]);
    const buyer = await signIn((await makeUser(db())).id);
    expect((await putList({ session: buyer }, [{ name: 'Valves' }])).status).toBe(403);
  });

  it('is open to the ERP token as to the owner', async () => {
    const owner = await makeOwner();
    const token = await tokenOf(owner);
    expect((await putList(token, [{ name: 'Bearings' }])).status).toBe(200);
    expect((await listOf(owner)).map((row: { name: string }) => row.name)).toEqual(['Bearings']);
  });
});

describe("a product takes only its own supplier's category", () => {
  it('on add, on the profile PATCH and in a bulk import', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const name = unique('Shared name');
    const theirs = await ensureCategory(db(), other.supplier.id, name);
    const mine = await ensureCategory(db(), owner.supplier.id, unique('Mine'));

    const add = await productCall('add', owner, { body: { ...PROFILE, modelNumber: 'X-1', categoryId: theirs } });
    expect(add.status).toBe(400);
    expect(add.body.errors).toEqual([{ field: 'categoryId', code: 'category_not_found' }]);

    const id = await addThroughApi(owner, { modelNumber: 'X-2', categoryId: mine });
    const patch = await productCall(`profile/${id}`, owner, {
      method: 'PATCH',
      body: { ...PROFILE, modelNumber: 'X-2', categoryId: theirs },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual([{ field: 'categoryId', code: 'category_not_found' }]);
    expect((await productCall(`get/${id}`, owner)).body.data.categoryId).toBe(mine);

    // The other supplier's name is no category of this catalogue.
    const imported = await productCall('import', owner, {
      body: { dryRun: true, rows: [{ line: 2, modelNumber: 'X-3', productName: 'Seal', category: name }] },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.faults).toEqual([{ line: 2, column: 'category', code: 'unknown_category' }]);
  });
});
