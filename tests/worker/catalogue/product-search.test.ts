import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields, storeTestImage } from '#tests/worker/support/factories.ts';

const PAGER = '/api/common/search/product/pager';
const SUGGESTION = '/api/common/search/product/suggestion';

let supplier: { id: number; name: string };
let parentMenu: number;
let childMenu: number;
let otherMenu: number;
let categoryId: number;
let imageKey: string;

// A small catalogue: 8 products on a child menu (under a parent), 4 on another menu, 1 disabled.
beforeAll(async () => {
  supplier = await makeSupplier(db());
  parentMenu = await addCatalogMenu(db(), supplier.id, { name: 'Fluid control' });
  childMenu = await addCatalogMenu(db(), supplier.id, { name: 'Ball valves', parentId: parentMenu });
  otherMenu = await addCatalogMenu(db(), supplier.id, { name: 'Fasteners' });
  categoryId = await ensureCategory(db(), supplier.id, 'Valves');
  imageKey = await storeTestImage();
  const valves = Array.from({ length: 8 }, (_, index) =>
    productFields(index + 1, {
      modelNumber: `BV-${100 + index}`,
      productName: `Brass ball valve DN${15 + index * 5}`,
      brandName: 'Aquaflow',
      menuId: childMenu,
      categoryId,
      medias: [{ type: 'image', key: imageKey }],
    }),
  );
  const bolts = ['Hex bolt M8', 'Hex bolt M10', 'Carriage bolt M8', 'Wing nut M6'].map((name, index) =>
    productFields(20 + index, { modelNumber: `HB-${index}`, productName: name, menuId: otherMenu }),
  );
  await makeProducts(db(), supplier.id, [
    ...valves,
    ...bolts,
    productFields(99, { productName: 'Retired ball valve', status: 'disabled' }),
  ]);
});

const search = (body: Record<string, unknown>) => callApi(PAGER, { body: { supplierId: supplier.name, ...body } });

describe('POST api/common/search/product/pager', () => {
  it('pages the active products, 6 by default, newest first, with the spec sorts', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    const { products, sorts } = body.data;
    expect(products).toMatchObject({ total: 12, totalPage: 2, pageNo: 1 });
    expect(products.list).toHaveLength(6);
    expect(products.list[0]).toEqual({
      id: expect.any(Number),
      updated: expect.any(Number),
      star: false,
      image: null,
      modelNumber: 'HB-3',
      productName: 'Wing nut M6',
      price: 'US $23.00 / Piece',
    });
    expect(sorts).toEqual([
      { id: 'newest', name: 'Newest' },
      { id: 'modelnumber', name: 'Model number' },
      { id: 'productname', name: 'Product Name' },
    ]);
  });

  it('gives the first gallery image as the card picture', async () => {
    const { body } = await search({ sort: 'modelnumber', pageSize: 1 });
    expect(body.data.products.list[0]).toMatchObject({ modelNumber: 'BV-100', image: `/media/${imageKey}` });
  });

  it('serves the last page and an empty page past the end', async () => {
    expect((await search({ pageNo: 2 })).body.data.products.list).toHaveLength(6);
    expect((await search({ pageNo: 3 })).body.data.products).toMatchObject({ list: [], total: 12, pageNo: 3 });
  });

  it('sorts by model number and by product name', async () => {
    const byModel = (await search({ sort: 'modelnumber', pageSize: 60 })).body.data.products.list.map(
      (product: { modelNumber: string }) => product.modelNumber,
    );
    expect(byModel).toEqual([...byModel].sort());
    const byName = (await search({ sort: 'productname', pageSize: 3 })).body.data.products.list.map(
      (product: { productName: string }) => product.productName,
    );
    expect(byName).toEqual(['Brass ball valve DN15', 'Brass ball valve DN20', 'Brass ball valve DN25']);
  });

  it('filters by a menu node including the nodes below it, and by category', async () => {
    expect((await search({ menuId: parentMenu })).body.data.products.total).toBe(8);
    expect((await search({ menuId: String(childMenu) })).body.data.products.total).toBe(8);
    expect((await search({ menuId: otherMenu })).body.data.products.total).toBe(4);
    expect((await search({ menuId: '' })).body.data.products.total).toBe(12);
    expect((await search({ categoryId })).body.data.products.total).toBe(8);
  });

  it('finds any 3+ character piece of the name, model number or brand through the trigram index', async () => {
    expect((await search({ searchQuery: 'ball valve' })).body.data.products.total).toBe(8);
    expect((await search({ searchQuery: 'BALL' })).body.data.products.total).toBe(8);
    expect((await search({ searchQuery: 'alve' })).body.data.products.total).toBe(8);
    expect((await search({ searchQuery: 'aquaflow' })).body.data.products.total).toBe(8);
    expect(
      (await search({ searchQuery: 'BV-103' })).body.data.products.list.map(
        (product: { modelNumber: string }) => product.modelNumber,
      ),
    ).toEqual(['BV-103']);
    expect((await search({ searchQuery: 'bolt' })).body.data.products.total).toBe(3);
  });

  it('matches short words such as sizes as plain substrings', async () => {
    expect((await search({ searchQuery: 'M8' })).body.data.products.total).toBe(2);
    expect((await search({ searchQuery: 'hex M8' })).body.data.products.total).toBe(1);
  });

  it('never finds disabled products, nor products of another supplier', async () => {
    expect((await search({ searchQuery: 'retired' })).body.data.products.total).toBe(0);
    const other = await makeSupplier(db());
    await makeProducts(db(), other.id, [productFields(1, { productName: 'Brass ball valve of someone else' })]);
    expect((await search({ searchQuery: 'someone else' })).body.data.products.total).toBe(0);
  });

  it('keeps the search index to exactly the active products', async () => {
    const indexed = await env.DB.prepare('select count(*) as n from product_search where supplier_key = ?')
      .bind(`<${supplier.id}>`)
      .first<{ n: number }>();
    expect(indexed?.n).toBe(12);
  });

  it('answers 404 supplier_not_found for an unknown supplier and 403 supplier_disable for a disabled one', async () => {
    expect(await callApi(PAGER, { body: { supplierId: 'no-such-supplier' } })).toMatchObject({
      status: 404,
      body: { success: false, errors: [{ field: 'supplierId', code: 'supplier_not_found' }] },
    });
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    expect(await callApi(PAGER, { body: { supplierId: disabled.name } })).toMatchObject({
      status: 403,
      body: { success: false, errors: [{ field: 'supplierId', code: 'supplier_disable' }] },
    });
  });
});

describe('POST api/common/search/product/suggestion', () => {
  const suggest = (searchQuery: string) => callApi(SUGGESTION, { body: { supplierId: supplier.name, searchQuery } });

  it('suggests at most 10 matching products, newest first', async () => {
    const { status, body } = await suggest('valve');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      modelNumber: 'BV-107',
      productName: 'Brass ball valve DN50',
    });
  });

  it('suggests nothing for fewer than 3 characters or no match', async () => {
    expect((await suggest('va')).body.data).toEqual([]);
    expect((await suggest('zzzz')).body.data).toEqual([]);
  });

  it('refuses a disabled supplier', async () => {
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    expect((await callApi(SUGGESTION, { body: { supplierId: disabled.name, searchQuery: 'va' } })).status).toBe(403);
  });
});
