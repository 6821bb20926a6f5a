import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, productFields, storeTestImage, unique } from '#tests/worker/support/factories.ts';
import { makeOwner, productCall, tokenOf, type Owner } from './owners.ts';

// POST supplier/product/pager: the owner's list, every status, with the spec's search by name or
// model number, the workspace's filters and sorts, and the ERP's keyset cursor.

const DAY = 24 * 60 * 60_000;
let owner: Owner;
let menuId: number;
let categoryId: number;
let imageKey: string;
let ids: number[];

beforeAll(async () => {
  owner = await makeOwner();
  menuId = await addCatalogMenu(db(), owner.supplier.id, { name: 'Valves' });
  categoryId = await ensureCategory(db(), owner.supplier.id, unique('Valves'));
  imageKey = await storeTestImage();
  const now = Date.now();
  ids = await makeProducts(db(), owner.supplier.id, [
    productFields(1, {
      modelNumber: 'BV-100',
      productName: 'Brass ball valve',
      menuId,
      categoryId,
      medias: [{ type: 'image', key: imageKey }],
      createdAt: now - 200 * DAY,
      updatedAt: now - 2 * DAY,
    }),
    productFields(2, {
      modelNumber: 'GV-200',
      productName: 'Gate valve',
      menuId,
      status: 'disabled',
      createdAt: now - 100 * DAY,
      updatedAt: now - 50 * DAY,
    }),
    productFields(3, {
      modelNumber: 'AB-300',
      productName: 'Hex bolt',
      createdAt: now - 10 * DAY,
      updatedAt: now - 10 * DAY,
    }),
  ]);
});

const page = async (body: Record<string, unknown>) => {
  const answer = await productCall('pager', owner, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    list: { id: number }[];
    total: number;
    pageNo: number;
    totalPage: number;
    nextAfter: string | null;
  };
};
const idsOf = async (body: Record<string, unknown>) => (await page(body)).list.map((row) => row.id);

describe('POST supplier/product/pager', () => {
  it('lists every status, newest first, with the row the workspace shows', async () => {
    const data = await page({});
    expect(data).toMatchObject({ total: 3, pageNo: 1, totalPage: 1, nextAfter: null });
    expect(data.list.map((row) => row.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(data.list[2]).toEqual({
      id: ids[0],
      modelNumber: 'BV-100',
      productName: 'Brass ball valve',
      price: 'US $1.00 / Piece',
      status: 'active',
      menuId,
      categoryId,
      image: `/media/${imageKey}`,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it("shows each row with its own product's first picture, name and price, as that product's page does", async () => {
    // Many products, each with pictures of its own (and one with none), so a picture taken from
    // the wrong product cannot pass: every row is checked against the product's own detail.
    const other = await makeOwner();
    const pictures = await Promise.all(Array.from({ length: 9 }, (_, n) => storeTestImage(`picture ${n}`)));
    const made = await makeProducts(db(), other.supplier.id, [
      ...[0, 1, 2, 3].map((n) =>
        productFields(n, {
          medias: [
            { type: 'image' as const, key: pictures[2 * n]! },
            { type: 'image' as const, key: pictures[2 * n + 1]! },
          ],
        }),
      ),
      productFields(4, { medias: [] }),
      productFields(5, { medias: [{ type: 'image' as const, key: pictures[8]! }] }),
    ]);
    const answer = await productCall('pager', other, { body: { pageSize: 20 } });
    const rows = answer.body.data.list as { id: number; image: string | null; productName: string; price: string }[];
    expect(rows.map((row) => row.id).sort()).toEqual([...made].sort());
    for (const row of rows) {
      const detail = (await callApi(`/api/common/product/detail/${row.id}`)).body.data;
      const firstPicture = (detail.medias as { type: string; url: string }[]).find((media) => media.type === 'image');
      expect(row.image, `product ${row.id}`).toBe(firstPicture?.url ?? null);
      expect([row.productName, row.price]).toEqual([detail.profile.productName, detail.profile.price]);
    }
    expect(new Set(rows.map((row) => row.price)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.image)).size).toBe(rows.length);
  });

  it('filters by keyword (name or model number, any case), status, menu, category and recent updates', async () => {
    expect(await idsOf({ keyword: 'VALVE' })).toEqual([ids[1], ids[0]]);
    expect(await idsOf({ keyword: 'ab-3' })).toEqual([ids[2]]);
    // Shorter than the trigram index matches: read from the names themselves.
    expect(await idsOf({ keyword: 'ex' })).toEqual([ids[2]]);
    expect(await idsOf({ keyword: 'zzz"q' })).toEqual([]);
    expect(await idsOf({ status: 'disabled' })).toEqual([ids[1]]);
    expect(await idsOf({ menuId })).toEqual([ids[1], ids[0]]);
    expect(await idsOf({ menuId: 'none' })).toEqual([ids[2]]);
    expect(await idsOf({ categoryId })).toEqual([ids[0]]);
    expect(await idsOf({ updatedWithinDays: 7 })).toEqual([ids[0]]);
    expect(await idsOf({ updatedWithinDays: 30 })).toEqual([ids[2], ids[0]]);
    expect(await idsOf({ updatedWithinDays: 90, status: 'active', keyword: 'valve' })).toEqual([ids[0]]);
  });

  it('counts what each filter keeps, as many as it lists', async () => {
    for (const body of [
      {},
      { status: 'active' },
      { status: 'disabled' },
      { menuId },
      { menuId: 'none' },
      { menuId, status: 'active' },
      { menuId, status: 'disabled' },
      { menuId: 'none', status: 'disabled' },
      { keyword: 'valve', status: 'active' },
      { categoryId },
    ]) {
      const data = await page(body);
      expect(data.total, JSON.stringify(body)).toBe(data.list.length);
    }
    expect((await page({ menuId, status: 'active' })).total).toBe(1);
  });

  it('sorts by newest, updated, model number and product name', async () => {
    expect(await idsOf({ sort: 'newest' })).toEqual([ids[2], ids[1], ids[0]]);
    expect(await idsOf({ sort: 'updated' })).toEqual([ids[0], ids[2], ids[1]]);
    expect(await idsOf({ sort: 'modelnumber' })).toEqual([ids[2], ids[0], ids[1]]);
    expect(await idsOf({ sort: 'productname' })).toEqual([ids[0], ids[1], ids[2]]);
  });

  it('pages by pageNo, and by the after cursor to the end for every sort', async () => {
    expect(await page({ pageSize: 2, pageNo: 2 })).toMatchObject({ total: 3, totalPage: 2, pageNo: 2 });
    for (const sort of ['newest', 'updated', 'modelnumber', 'productname']) {
      const all = await idsOf({ sort });
      const walked: number[] = [];
      let after: string | null | undefined;
      do {
        const data = await page({ sort, pageSize: 1, ...(after ? { after } : {}) });
        walked.push(...data.list.map((row) => row.id));
        after = data.nextAfter;
      } while (after);
      expect(walked, sort).toEqual(all);
    }
  });

  it('walks ties (one import gives many products one date and name) without losing or repeating one', async () => {
    const importer = await makeOwner();
    const at = Date.now() - DAY;
    await makeProducts(
      db(),
      importer.supplier.id,
      Array.from({ length: 7 }, (_, index) =>
        productFields(index, { productName: 'Same name', createdAt: at, updatedAt: at }),
      ),
    );
    for (const sort of ['newest', 'updated', 'modelnumber', 'productname']) {
      const all = (await productCall('pager', importer, { body: { sort } })).body.data.list.map(
        (row: { id: number }) => row.id,
      );
      const walked: number[] = [];
      let after: string | null = null;
      do {
        const data: { list: { id: number }[]; nextAfter: string | null } = (
          await productCall('pager', importer, { body: { sort, pageSize: 2, ...(after ? { after } : {}) } })
        ).body.data;
        walked.push(...data.list.map((row) => row.id));
        after = data.nextAfter;
      } while (after);
      expect(walked, sort).toEqual(all);
      expect(all, sort).toHaveLength(7);
    }
  });

  it('refuses bad filters with field codes', async () => {
    const cases: [Record<string, unknown>, { field: string; code: string }[]][] = [
      [{ status: 'gone' }, [{ field: 'status', code: 'invalid_status' }]],
      [{ menuId: 'all' }, [{ field: 'menuId', code: 'invalid_menu' }]],
      [{ updatedWithinDays: 14 }, [{ field: 'updatedWithinDays', code: 'invalid_updated_within_days' }]],
      [{ sort: 'price' }, [{ field: 'sort', code: 'invalid_sort' }]],
      [{ pageSize: 101 }, [{ field: 'pageSize', code: 'invalid_page_size' }]],
      [{ after: 'not-a-cursor' }, [{ field: 'after', code: 'invalid_after' }]],
      [{ sort: 'modelnumber', after: btoa('[1,2]') }, [{ field: 'after', code: 'invalid_after' }]],
    ];
    for (const [body, errors] of cases) {
      const answer = await productCall('pager', owner, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  it("answers the token's supplier only", async () => {
    const other = await makeOwner();
    const answer = await productCall('pager', await tokenOf(other), { body: {} });
    expect(answer.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('walks its indexes: no sort of the catalogue and no full scan for any sort or the menu filter', async () => {
    const plans: Record<string, string> = {};
    for (const [name, order] of [
      ['newest', 'created_at desc, id desc'],
      ['updated', 'updated_at desc, id desc'],
      ['modelnumber', 'model_number, id'],
      ['productname', 'product_name, id'],
    ]) {
      const rows = await env.DB.prepare(
        `explain query plan select id from products where supplier_id = ?1 order by ${order} limit 20`,
      )
        .bind(owner.supplier.id)
        .all<{ detail: string }>();
      plans[name!] = rows.results.map((row) => row.detail).join(' | ');
    }
    const none = await env.DB.prepare(
      `explain query plan select count(*) from products where supplier_id = ?1 and menu_id is null`,
    )
      .bind(owner.supplier.id)
      .all<{ detail: string }>();
    plans.none = none.results.map((row) => row.detail).join(' | ');
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, name).toMatch(/USING (COVERING )?INDEX products_owner_/);
      expect(plan, name).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('filtered by a menu or by no menu, each sort walks that menu’s rows in order, not the catalogue’s', async () => {
    for (const menu of ['menu_id is null', 'menu_id = ?2'])
      for (const order of [
        'created_at desc, id desc',
        'updated_at desc, id desc',
        'model_number, id',
        'product_name, id',
      ]) {
        const rows = await env.DB.prepare(
          `explain query plan select id from products where supplier_id = ?1 and ${menu} order by ${order} limit 20`,
        )
          .bind(owner.supplier.id, ...(menu.includes('?2') ? [1] : []))
          .all<{ detail: string }>();
        const plan = rows.results.map((row) => row.detail).join(' | ');
        expect(plan, `${menu} ${order}`).toMatch(/INDEX products_owner_menu\w*_idx \(supplier_id=\? AND menu_id/);
        expect(plan, `${menu} ${order}`).not.toMatch(/TEMP B-TREE/);
      }
  });
});
