import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogMenus, products, suppliers } from '#functions/db/schema/index.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { countRoundTrips } from '#functions/db/round-trips.ts';
import { loadStorefrontPage, STOREFRONT_PAGE_SIZE } from '#functions/domain/catalogue/storefront-page.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';
import { PRODUCT_SORT_IDS, type ProductSortId } from '#src/shared/catalog.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';

const PAGER = '/api/common/search/product/pager';

/** The totals the storefront shows: the whole catalogue and each menu (with its sub menus). */
async function shownTotals(supplierName: string, menus: Record<string, number>) {
  const total = async (menuId?: number) =>
    (await callApi(PAGER, { body: { supplierId: supplierName, menuId } })).body.data.products.total as number;
  const entries = await Promise.all(Object.entries(menus).map(async ([name, id]) => [name, await total(id)]));
  return { all: await total(), ...Object.fromEntries(entries) };
}

let supplier: { id: number; name: string };
let tools: number;
let drills: number;
let fasteners: number;
let ids: number[];

// Tools > Drills, and Fasteners: 3 drills, 2 tools of their own, 2 fasteners, 1 product in no menu, 1 disabled drill.
beforeEach(async () => {
  supplier = await makeSupplier(db());
  tools = await addCatalogMenu(db(), supplier.id, { name: 'Tools' });
  drills = await addCatalogMenu(db(), supplier.id, { name: 'Drills', parentId: tools });
  fasteners = await addCatalogMenu(db(), supplier.id, { name: 'Fasteners' });
  ids = await makeProducts(db(), supplier.id, [
    ...[1, 2, 3].map((index) => productFields(index, { menuId: drills })),
    ...[4, 5].map((index) => productFields(index, { menuId: tools })),
    ...[6, 7].map((index) => productFields(index, { menuId: fasteners })),
    productFields(8, { menuId: null }),
    productFields(9, { menuId: drills, status: 'disabled' }),
  ]);
});

const menus = () => ({ tools, drills, fasteners });

describe('the totals a storefront shows, kept with every product write', () => {
  it('count the active products of the catalogue and of each menu with its sub menus', async () => {
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 8, tools: 5, drills: 3, fasteners: 2 });
  });

  it('follow a product disabled, enabled again, and one enabled for the first time', async () => {
    await db().update(products).set({ status: 'disabled' }).where(eq(products.id, ids[0]!));
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 7, tools: 4, drills: 2, fasteners: 2 });
    await db()
      .update(products)
      .set({ status: 'active' })
      .where(inArray(products.id, [ids[0]!, ids[8]!]));
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 9, tools: 6, drills: 4, fasteners: 2 });
  });

  it('follow a product moved to another menu, and a disabled one moved without counting', async () => {
    await db()
      .update(products)
      .set({ menuId: fasteners })
      .where(inArray(products.id, [ids[0]!, ids[8]!]));
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 8, tools: 4, drills: 2, fasteners: 3 });
    await db().update(products).set({ menuId: null }).where(eq(products.id, ids[5]!));
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 8, tools: 4, drills: 2, fasteners: 2 });
  });

  it('follow an update that changes nothing counted, and a deleted product', async () => {
    await db().update(products).set({ productName: 'Renamed', status: 'active' }).where(eq(products.id, ids[3]!));
    await db()
      .delete(products)
      .where(inArray(products.id, [ids[4]!, ids[8]!]));
    expect(await shownTotals(supplier.name, menus())).toEqual({ all: 7, tools: 4, drills: 3, fasteners: 2 });
  });

  it('follow a deleted menu, whose products stay in the catalogue in no menu', async () => {
    await db().delete(catalogMenus).where(eq(catalogMenus.id, fasteners));
    expect(await shownTotals(supplier.name, { tools, drills })).toEqual({ all: 8, tools: 5, drills: 3 });
  });

  it('go with their supplier, leaving other catalogues as they were', async () => {
    const other = await makeSupplier(db());
    await makeProducts(db(), other.id, [productFields(1), productFields(2)]);
    await db().delete(suppliers).where(eq(suppliers.id, supplier.id));
    expect((await shownTotals(other.name, {})).all).toBe(2);
  });
});

describe('a big catalogue', () => {
  const SIZE = 2_000;
  let big: { id: number; name: string };
  /** Product ids in the order of each sort, worked out here from what was written. */
  let expected: Record<ProductSortId, number[]>;

  beforeAll(async () => {
    big = await makeSupplier(db());
    // Three products per minute, so that the newest order has ties for the id to break.
    const fields = Array.from({ length: SIZE }, (_, index) =>
      productFields(index, { createdAt: Date.UTC(2026, 0, 1) + Math.floor(index / 3) * 60_000 }),
    );
    const ids = await makeProducts(db(), big.id, fields);
    const written = fields.map((field, index) => ({ ...field, id: ids[index]! }));
    const by = (compare: (a: (typeof written)[number], b: (typeof written)[number]) => number) =>
      written.toSorted(compare).map((product) => product.id);
    expected = {
      newest: by((a, b) => b.createdAt! - a.createdAt! || b.id - a.id),
      modelnumber: by((a, b) => (a.modelNumber < b.modelNumber ? -1 : 1)),
      productname: by((a, b) => (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : a.id - b.id)),
    };
  });

  const page = async (sort: ProductSortId, pageNo: number, pageSize: number) => {
    const { body, headers } = await callApi(PAGER, { body: { supplierId: big.name, sort, pageNo, pageSize } });
    return {
      ids: body.data.products.list.map((card: { id: number }) => card.id) as number[],
      total: body.data.products.total as number,
      rowsRead: readServerTiming(headers.get('server-timing')).rowsRead,
    };
  };

  it('pages through every sort in order, each product once, from either end', async () => {
    for (const sort of PRODUCT_SORT_IDS) {
      const seen: number[] = [];
      for (let pageNo = 1; pageNo <= SIZE / 60 + 1; pageNo++) seen.push(...(await page(sort, pageNo, 60)).ids);
      expect(seen, sort).toEqual(expected[sort]);
    }
  });

  it('reads the total from the kept counts and a deep page from the nearer end: at most half the index', async () => {
    const first = await page('newest', 1, 12);
    expect(first.total).toBe(SIZE);
    expect(first.rowsRead).toBeLessThan(100);
    const last = await page('newest', Math.ceil(SIZE / 12), 12);
    expect(last.ids).toEqual(expected.newest.slice(-(SIZE % 12)));
    expect(last.rowsRead).toBeLessThan(100);
    const middle = await page('productname', Math.ceil(SIZE / 24), 12);
    expect(middle.rowsRead).toBeLessThan(SIZE / 2 + 100);
  });

  it('loads a deep storefront page reading few rows, in one round trip', async () => {
    const lastPage = Math.ceil(SIZE / STOREFRONT_PAGE_SIZE);
    const { result, roundTrips, rowsRead } = await countRoundTrips(() =>
      loadStorefrontPage(db(), big.name, { pageNo: lastPage, keyword: '', sort: 'newest', menuId: null }),
    );
    if (!result.found) throw new Error('the storefront was not found');
    expect(result.page.products.list.map((card) => card.id)).toEqual(
      expected.newest.slice((lastPage - 1) * STOREFRONT_PAGE_SIZE),
    );
    expect(roundTrips).toBe(1);
    expect(rowsRead).toBeLessThan(100);
  });
});
