import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { db, ORIGIN } from '#tests/worker/support/call-worker.ts';
import { unique } from '#tests/worker/support/factories.ts';
import { pictureFile } from '#tests/worker/support/form-call.ts';
import { makeOwner, productCall, tokenOf, versionOf, type Caller, type Owner } from './owners.ts';

// POST supplier/product/import {dryRun, rows} and POST supplier/product/export {after}: the bulk
// import's rows checked by line and column before anything is written, written all or nothing per
// call, matched by model number on a second import, and the export read back by the import.

async function storedPicture(label: string): Promise<string> {
  const file = pictureFile(`${label}.png`, 'png', label);
  return storeMedia(env.MEDIA, {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: 'image/png',
    extension: 'png',
  });
}

const importCall = (who: Caller, rows: unknown[], dryRun = false) =>
  productCall('import', who, { body: { dryRun, rows } });

async function pagerTotal(owner: Owner): Promise<number> {
  return (await productCall('pager', owner, { body: { pageNo: 1, pageSize: 10 } })).body.data.total;
}

async function catalogueOf(owner: Owner) {
  const rows = [];
  let after: number | null = null;
  do {
    const page = await productCall('export', owner, { body: { after } });
    expect(page.status).toBe(200);
    rows.push(...page.body.data.rows);
    after = page.body.data.nextAfter;
  } while (after !== null);
  return rows;
}

describe('POST supplier/product/import', () => {
  it('lists every fault by line and column in a dry run, and writes nothing', async () => {
    const owner = await makeOwner();
    await addCatalogMenu(db(), owner.supplier.id, { name: 'Valves' });
    const before = await versionOf(owner.supplier.id);
    const answer = await importCall(
      owner,
      [
        { line: 2, modelNumber: 'A-1', productName: 'Valve', menu: 'Valves' },
        { line: 3, modelNumber: '', productName: 'No number' },
        { line: 4, modelNumber: 'A-2' },
        { line: 5, modelNumber: 'A-3', productName: 'Pump', menu: 'Pumps', category: unique('Nope') },
        { line: 6, modelNumber: 'A-1', productName: 'Twin' },
        { line: 7, modelNumber: 'A-4', productName: 'Odd', status: 'sold', images: ['not a picture'] },
        { line: 8, modelNumber: 'A-5', productName: 'Lost', images: [`${'0'.repeat(64)}.png`] },
      ],
      true,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      created: 1,
      updated: 0,
      faults: [
        { line: 3, column: 'modelNumber', code: 'required' },
        { line: 4, column: 'productName', code: 'product_name_required' },
        { line: 5, column: 'menu', code: 'unknown_menu' },
        { line: 5, column: 'category', code: 'unknown_category' },
        { line: 6, column: 'modelNumber', code: 'duplicate_model_number' },
        { line: 7, column: 'status', code: 'invalid_status' },
        { line: 7, column: 'images', code: 'invalid_image' },
        { line: 8, column: 'images', code: 'unknown_file' },
      ],
    });
    expect(await pagerTotal(owner)).toBe(0);
    expect(await versionOf(owner.supplier.id)).toBe(before);
  });

  it('writes nothing of a call with one faulty row, even when it is not a dry run', async () => {
    const owner = await makeOwner();
    const answer = await importCall(owner, [
      { line: 2, modelNumber: 'OK-1', productName: 'Fine' },
      { line: 3, modelNumber: 'OK-2', productName: 'Fine too', menu: 'Nowhere' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.faults).toEqual([{ line: 3, column: 'menu', code: 'unknown_menu' }]);
    expect(await pagerTotal(owner)).toBe(0);
  });

  it('adds products with every section, then updates them by model number on the next import', async () => {
    const owner = await makeOwner();
    const parent = await addCatalogMenu(db(), owner.supplier.id, { name: 'Valves' });
    const sub = await addCatalogMenu(db(), owner.supplier.id, { name: 'Ball valves', parentId: parent });
    const category = unique('Fittings');
    const categoryId = await ensureCategory(db(), owner.supplier.id, category);
    const picture = await storedPicture(unique('valve'));
    const before = await versionOf(owner.supplier.id);
    const row = {
      line: 2,
      modelNumber: 'BV-1',
      productName: 'Ball valve',
      brandName: 'Aquaflow',
      price: 'US $3',
      category: category.toUpperCase(),
      menu: 'valves  >  ball VALVES',
      status: 'disabled',
      description: '<p>Brass<script>alert(1)</script></p>',
      highlights: [{ name: 'Body', value: 'Brass' }],
      technicalDatas: [{ name: 'Pressure', value: 'PN 16' }],
      logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
      images: [picture],
    };
    const first = await importCall(owner, [row, { line: 3, modelNumber: 'BV-2', productName: 'Gate valve' }]);
    expect(first.body.data).toEqual({ created: 2, updated: 0, faults: [] });
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);

    const page = await productCall('pager', owner, { body: { keyword: 'BV-1' } });
    const id = page.body.data.list[0].id;
    const product = (await productCall(`get/${id}`, owner)).body.data;
    expect(product).toMatchObject({
      modelNumber: 'BV-1',
      productName: 'Ball valve',
      brandName: 'Aquaflow',
      menuId: sub,
      categoryId,
      status: 'disabled',
      description: '<p>Brass</p>',
      highlights: row.highlights,
      technicalDatas: row.technicalDatas,
      logisticDatas: row.logisticDatas,
    });
    expect(product.medias.map((media: { key: string }) => media.key)).toEqual([picture]);

    // Columns left out keep their values; the pictures too when the row names none.
    const second = await importCall(owner, [
      { line: 2, modelNumber: 'BV-1', productName: 'Ball valve DN25', price: '' },
    ]);
    expect(second.body.data).toEqual({ created: 0, updated: 1, faults: [] });
    expect(await pagerTotal(owner)).toBe(2);
    expect((await productCall(`get/${id}`, owner)).body.data).toMatchObject({
      productName: 'Ball valve DN25',
      price: '',
      brandName: 'Aquaflow',
      menuId: sub,
      technicalDatas: row.technicalDatas,
      medias: [expect.objectContaining({ key: picture })],
    });
  });

  it('takes the same rows from the ERP token, each supplier’s model numbers apart', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    await importCall(other, [{ line: 2, modelNumber: 'SAME-1', productName: 'Theirs' }]);
    const answer = await importCall(await tokenOf(owner), [{ line: 2, modelNumber: 'SAME-1', productName: 'Mine' }]);
    expect(answer.body.data).toEqual({ created: 1, updated: 0, faults: [] });
    expect((await catalogueOf(other)).map((row) => row.productName)).toEqual(['Theirs']);
  });

  it('refuses a call that is not a list of at most 100 rows (400)', async () => {
    const owner = await makeOwner();
    const rows = Array.from({ length: 101 }, (_, index) => ({ line: index + 2, modelNumber: `M-${index}` }));
    const tooMany = await importCall(owner, rows, true);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'rows', code: 'too_many_100' }]);
    expect((await importCall(owner, [], true)).status).toBe(400);
    expect((await productCall('import', owner, { body: { rows: 'all' } })).status).toBe(400);
  });
});

describe('POST supplier/product/export', () => {
  it('pages the whole catalogue in the import’s shape, which imports again as updates', async () => {
    const owner = await makeOwner();
    const parent = await addCatalogMenu(db(), owner.supplier.id, { name: 'Pumps' });
    await addCatalogMenu(db(), owner.supplier.id, { name: 'Solar', parentId: parent });
    const picture = await storedPicture(unique('pump'));
    const rows = Array.from({ length: 100 }, (_, index) => ({
      line: index + 2,
      modelNumber: `EX-${String(index).padStart(3, '0')}`,
      productName: `Pump ${index}`,
      menu: index % 2 ? 'Pumps > Solar' : 'Pumps',
      technicalDatas: [{ name: 'Flow', value: `${index} l/min` }],
      images: index === 0 ? [picture] : [],
    }));
    const imported = await importCall(owner, rows);
    expect(imported.body).toEqual({ success: true, data: { created: 100, updated: 0, faults: [] } });

    const exported = await catalogueOf(owner);
    expect(exported).toHaveLength(100);
    expect(exported[1]).toEqual({
      modelNumber: 'EX-001',
      productName: 'Pump 1',
      brandName: '',
      origin: '',
      price: '',
      port: '',
      supplyAbility: '',
      service: '',
      category: '',
      menu: 'Pumps > Solar',
      status: 'active',
      description: '',
      highlights: [],
      technicalDatas: [{ name: 'Flow', value: '1 l/min' }],
      logisticDatas: [],
      images: [],
    });
    expect(exported[0].images).toEqual([`${ORIGIN}/media/${picture}`]);

    const again = await importCall(
      owner,
      exported.map((row, index) => ({ ...row, line: index + 2 })),
      true,
    );
    expect(again.body.data).toEqual({ created: 0, updated: 100, faults: [] });
  });
});
