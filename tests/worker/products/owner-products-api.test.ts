import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, products } from '#functions/db/schema/index.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { storeUploadedVideo } from '#functions/domain/media/videos.ts';
import { callApi, callWorker, db, SESSION_COOKIE, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeUser, productFields, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';
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

// Spec §7 supplier/product: get, add, the PATCH sections, delete, qrcode and bulk, as the owner's
// workspace and an ERP call them; what they change is checked where a visitor sees it.

const publicDetail = (id: number) => callApi(`/api/common/product/detail/${id}`);
const searchNames = async (supplierName: string, searchQuery: string) =>
  (
    await callApi('/api/common/search/product/pager', { body: { supplierId: supplierName, searchQuery } })
  ).body.data.products.list.map((product: { productName: string }) => product.productName);

async function upload(who: Caller, file: File, resizeImage: boolean) {
  const answer = await callApi('/api/supplier/home/file', {
    body: formOf({ resizeImage: String(resizeImage) }, [['file', file]]),
    ...credentials(who),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { key: string; url: string; size: number; mimeType: string };
}
const pdfFile = (name: string) => new File([`%PDF-1.7\n${name}\n%%EOF`], name);

describe('POST supplier/product/add and GET get/{id}', () => {
  it('adds a product that the owner reads back whole, visitors see and search finds', async () => {
    const owner = await makeOwner();
    const menuId = await addCatalogMenu(db(), owner.supplier.id, { name: 'Valves' });
    const categoryId = await ensureCategory(db(), owner.supplier.id, unique('Valves'));
    const before = await versionOf(owner.supplier.id);
    const id = await addThroughApi(owner, {
      menuId,
      categoryId,
      description: '<p>Solid <b>brass</b> body.</p><script>alert(1)</script>',
    });
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);

    const got = await productCall(`get/${id}`, owner);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({
      ...PROFILE,
      id,
      menuId,
      categoryId,
      description: '<p>Solid <b>brass</b> body.</p>',
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      highlights: [],
      technicalDatas: [],
      logisticDatas: [],
      medias: [],
      documents: [],
      accessories: [],
    });
    const detail = await publicDetail(id);
    expect(detail.status).toBe(200);
    expect(detail.body.data.profile).toMatchObject({ productName: PROFILE.productName, modelNumber: 'BV-025' });
    expect(await searchNames(owner.supplier.name, 'ball valve')).toEqual([PROFILE.productName]);
  });

  it('refuses a model number the catalogue has (409), bad fields (400) and menus or categories not there', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    await addThroughApi(owner);
    const taken = await productCall('add', owner, { body: PROFILE });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: 'modelNumber', code: 'model_number_taken' }]);
    // Another catalogue may use the same number.
    expect(await addThroughApi(other)).toEqual(expect.any(Number));

    const bad = await productCall('add', owner, {
      body: { ...PROFILE, productName: '  ', modelNumber: 'x'.repeat(61), status: 'gone', menuId: 'a' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'productName', code: 'required' },
        { field: 'modelNumber', code: 'too_long_60' },
        { field: 'status', code: 'invalid_status' },
        { field: 'menuId', code: 'invalid_menu' },
      ]),
    );
    const otherMenu = await addCatalogMenu(db(), other.supplier.id, { name: 'Theirs' });
    const missing = await productCall('add', owner, {
      body: { ...PROFILE, modelNumber: 'NEW-1', menuId: otherMenu, categoryId: 999_999 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'menuId', code: 'menu_not_found' },
      { field: 'categoryId', code: 'category_not_found' },
    ]);
  });

  it("answers 404 product_not_found for another supplier's product and for none, 400 for a bad id", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const theirs = await addThroughApi(other);
    for (const path of [`get/${theirs}`, 'get/999999999']) {
      const answer = await productCall(path, owner);
      expect(answer.status, path).toBe(404);
      expect(answer.body.errors).toEqual([{ field: 'id', code: 'product_not_found' }]);
    }
    expect((await productCall('get/abc', owner)).status).toBe(400);
  });

  it('works with the developer token, on the token’s supplier only', async () => {
    const owner = await makeOwner();
    const token = await tokenOf(owner);
    const id = await addThroughApi(token, { modelNumber: 'ERP-1' });
    expect((await productCall(`get/${id}`, token)).body.data.modelNumber).toBe('ERP-1');
    expect((await productCall(`get/${id}`, owner)).status).toBe(200);
  });
});

describe('PATCH supplier/product/profile/{id}', () => {
  it('renames: the answer, the public page, the search and the version all show it', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    const before = await versionOf(owner.supplier.id);
    const answer = await productCall(`profile/${id}`, owner, {
      method: 'PATCH',
      body: { ...PROFILE, productName: 'Stainless gate valve', modelNumber: 'GV-7' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id, productName: 'Stainless gate valve', modelNumber: 'GV-7' });
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect((await productCall(`get/${id}`, owner)).body.data.productName).toBe('Stainless gate valve');
    expect((await publicDetail(id)).body.data.profile.productName).toBe('Stainless gate valve');
    expect(await searchNames(owner.supplier.name, 'gate valve')).toEqual(['Stainless gate valve']);
    expect(await searchNames(owner.supplier.name, 'ball valve')).toEqual([]);
    // Its own number is not a clash.
    const again = await productCall(`profile/${id}`, owner, {
      method: 'PATCH',
      body: { ...PROFILE, productName: 'Stainless gate valve', modelNumber: 'GV-7' },
    });
    expect(again.status).toBe(200);
  });

  it('disabling hides the product from visitors and the search; enabling brings it back', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    await productCall(`profile/${id}`, owner, { method: 'PATCH', body: { ...PROFILE, status: 'disabled' } });
    expect((await publicDetail(id)).status).toBe(404);
    expect(await searchNames(owner.supplier.name, 'ball valve')).toEqual([]);
    expect((await productCall(`get/${id}`, owner)).body.data.status).toBe('disabled');
    await productCall(`profile/${id}`, owner, { method: 'PATCH', body: PROFILE });
    expect((await publicDetail(id)).status).toBe(200);
    expect(await searchNames(owner.supplier.name, 'ball valve')).toEqual([PROFILE.productName]);
  });

  it("refuses another's model number (409) and another supplier's product (404, nothing written)", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const first = await addThroughApi(owner);
    const second = await addThroughApi(owner, { modelNumber: 'BV-026' });
    const clash = await productCall(`profile/${second}`, owner, { method: 'PATCH', body: PROFILE });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual([{ field: 'modelNumber', code: 'model_number_taken' }]);
    const theirs = await productCall(`profile/${first}`, await tokenOf(other), {
      method: 'PATCH',
      body: { ...PROFILE, productName: 'Taken over' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toEqual([{ field: 'id', code: 'product_not_found' }]);
    expect((await productCall(`get/${first}`, owner)).body.data.productName).toBe(PROFILE.productName);
  });

  it('tells watchers of the product once per edit session, not the owner', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    const watcher = await makeUser(db());
    const watched = await callApi('/api/app/product-watch/watch', {
      body: { productId: id },
      session: await signIn(watcher.id),
    });
    expect(watched.status).toBe(200);
    await productCall(`profile/${id}`, owner, { method: 'PATCH', body: { ...PROFILE, price: 'US $11' } });
    await productCall(`highlights/${id}`, owner, { method: 'PATCH', body: { highlights: [] } });
    const notices = () =>
      db()
        .select({ kind: notifications.kind, productId: notifications.productId })
        .from(notifications)
        .where(and(eq(notifications.supplierId, owner.supplier.id), eq(notifications.kind, 'catalog_change')));
    await vi.waitFor(async () => expect(await notices()).toEqual([{ kind: 'catalog_change', productId: id }]));
  });
});

describe('PATCH highlights, tech-datas, logi-datas, documents and accessories', () => {
  it('replaces each section, shown by get and the public page', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    const rows = (prefix: string) => [
      { name: `${prefix} 1`, value: 'one' },
      { name: `${prefix} 2`, value: 'two' },
    ];
    for (const [path, body] of [
      ['highlights', { highlights: rows('Highlight') }],
      ['tech-datas', { technicalDatas: rows('Pressure') }],
      ['logi-datas', { logisticDatas: rows('Packing') }],
    ] as const) {
      const before = await versionOf(owner.supplier.id);
      const answer = await productCall(`${path}/${id}`, owner, { method: 'PATCH', body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    }
    const got = (await productCall(`get/${id}`, owner)).body.data;
    expect(got.highlights).toEqual(rows('Highlight'));
    expect(got.technicalDatas).toEqual(rows('Pressure'));
    expect(got.logisticDatas).toEqual(rows('Packing'));
    // Saving one section again leaves the others alone.
    await productCall(`tech-datas/${id}`, owner, { method: 'PATCH', body: { technicalDatas: [] } });
    const after = (await productCall(`get/${id}`, owner)).body.data;
    expect(after.technicalDatas).toEqual([]);
    expect(after.highlights).toEqual(rows('Highlight'));
    expect(JSON.stringify((await publicDetail(id)).body.data)).toContain('Packing 2');
  });

  it('refuses bad rows with field codes and another supplier’s product with 404', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner);
    const bad = await productCall(`tech-datas/${id}`, owner, {
      method: 'PATCH',
      body: { technicalDatas: [{ name: '', value: 'x' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'technicalDatas.0.name', code: 'required' }]);
    const tooMany = await productCall(`logi-datas/${id}`, owner, {
      method: 'PATCH',
      body: { logisticDatas: Array.from({ length: 51 }, () => ({ name: 'a', value: 'b' })) },
    });
    expect(tooMany.body.errors).toEqual([{ field: 'logisticDatas', code: 'too_many_50' }]);
    const theirs = await productCall(`highlights/${id}`, other, { method: 'PATCH', body: { highlights: [] } });
    expect(theirs.status).toBe(404);
  });

  it('attaches uploaded documents with their stored size and type; an unknown key is refused', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    const pdf = await upload(owner, pdfFile('Datasheet.pdf'), false);
    const answer = await productCall(`documents/${id}`, owner, {
      method: 'PATCH',
      body: { documents: [{ name: 'Datasheet', key: pdf.key }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.documents).toEqual([
      {
        name: 'Datasheet',
        key: pdf.key,
        url: `/media/${pdf.key}?name=Datasheet`,
        size: pdf.size,
        mimeType: 'application/pdf',
      },
    ]);
    const unknown = await productCall(`documents/${id}`, owner, {
      method: 'PATCH',
      body: { documents: [{ name: 'Ghost', key: `${'0'.repeat(64)}.pdf` }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'documents.0.key', code: 'unknown_file' }]);
  });

  it("sets accessories among the supplier's own products only", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner);
    const [a, b] = await makeProducts(db(), owner.supplier.id, [productFields(1), productFields(2)]);
    const [theirs] = await makeProducts(db(), other.supplier.id, [productFields(3)]);
    const answer = await productCall(`accessories/${id}`, owner, { method: 'PATCH', body: { accessoryIds: [b, a] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.accessories.map((item: { id: number }) => item.id)).toEqual([b, a]);
    const refused = await productCall(`accessories/${id}`, owner, {
      method: 'PATCH',
      body: { accessoryIds: [theirs] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'accessoryIds', code: 'accessory_not_found' }]);
  });
});

describe('PATCH supplier/product/medias/{id}', () => {
  it('takes JSON keys of uploads and videos, then the spec’s multipart list with new files', async () => {
    const owner = await makeOwner();
    const id = await addThroughApi(owner);
    const picture = await upload(owner, pictureFile('front.png', 'png'), true);
    const video = await storeUploadedVideo(db(), env.MEDIA, owner.supplier.id, {
      file: new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), 'mp4'], 'clip.mp4'),
    });
    const first = await productCall(`medias/${id}`, owner, {
      method: 'PATCH',
      body: { medias: [{ key: picture.key }, { vid: video.vid }] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.medias).toEqual([
      { type: 'image', key: picture.key, url: picture.url, posterUrl: null, vid: null },
      { type: 'video', key: video.vid, url: `/media/${video.vid}`, posterUrl: null, vid: video.vid },
    ]);

    // Multipart: keep the video first, add a new file, drop the first picture.
    const form = formOf({ medias: JSON.stringify([{ vid: video.vid }, { name: 'Side.JPG' }]) }, [
      ['side.jpg', pictureFile('Side.JPG', 'jpg')],
    ]);
    const second = await productCall(`medias/${id}`, owner, { method: 'PATCH', body: form });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.medias.map((media: { type: string }) => media.type)).toEqual(['video', 'image']);
    expect(second.body.data.medias[1].key).toMatch(/^[0-9a-f]{64}\.jpg$/);
    const gallery = (await publicDetail(id)).body.data.medias;
    expect(gallery.map((media: { type: string }) => media.type)).toEqual(['s3-video', 'image']);
  });

  it('refuses what is not there or not a picture, and another supplier’s product', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner);
    const pdf = await upload(owner, pdfFile('Cert.pdf'), false);
    const cases: [unknown, number, { field: string; code: string }[]][] = [
      [{ medias: [{ vid: 'nope' }] }, 400, [{ field: 'medias', code: 'video_not_found' }]],
      [{ medias: [{ name: 'missing.png' }] }, 400, [{ field: 'medias', code: 'file_missing' }]],
      [{ medias: [{ key: pdf.key }] }, 400, [{ field: 'medias.0.key', code: 'unknown_file' }]],
      [{ medias: [{ key: `${'a'.repeat(64)}.png` }] }, 400, [{ field: 'medias.0.key', code: 'unknown_file' }]],
      [{ medias: [{ url: 'x' }] }, 400, [{ field: 'medias.0', code: 'invalid_medias' }]],
      [{ medias: Array.from({ length: 21 }, () => ({ vid: 'v' })) }, 400, [{ field: 'medias', code: 'too_many_20' }]],
    ];
    for (const [body, status, errors] of cases) {
      const answer = await productCall(`medias/${id}`, owner, { method: 'PATCH', body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    const script = formOf({ medias: JSON.stringify([{ name: 'evil.png' }]) }, [
      ['evil.png', new File(['<script>'], 'evil.png')],
    ]);
    const refused = await productCall(`medias/${id}`, owner, { method: 'PATCH', body: script });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'medias', code: 'invalid_image_type' }]);
    const badJson = await productCall(`medias/${id}`, owner, { method: 'PATCH', body: formOf({ medias: '[' }) });
    expect(badJson.body.errors).toEqual([{ field: 'medias', code: 'invalid_medias' }]);
    const theirs = await productCall(`medias/${id}`, other, { method: 'PATCH', body: { medias: [] } });
    expect(theirs.status).toBe(404);
  });
});

describe('DELETE supplier/product/delete/{id} and GET qrcode/{id}', () => {
  it('deletes the product everywhere; another supplier’s product is 404 and stays', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner);
    const theirs = await addThroughApi(other);
    const before = await versionOf(owner.supplier.id);
    expect((await productCall(`delete/${theirs}`, owner, { method: 'DELETE' })).status).toBe(404);
    expect((await productCall(`get/${theirs}`, other)).status).toBe(200);

    const answer = await productCall(`delete/${id}`, owner, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect((await productCall(`get/${id}`, owner)).status).toBe(404);
    expect((await publicDetail(id)).status).toBe(404);
    expect(await searchNames(owner.supplier.name, 'ball valve')).toEqual([]);
    expect((await productCall(`delete/${id}`, owner, { method: 'DELETE' })).status).toBe(404);
  });

  it("draws the owner's QR code, disabled products too, never kept by a shared cache", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner, { status: 'disabled' });
    const response = await callWorker(`/api/supplier/product/qrcode/${id}`, {
      headers: { cookie: `${SESSION_COOKIE}=${owner.session}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await productCall(`qrcode/${id}`, other)).status).toBe(404);
  });
});

describe('POST supplier/product/bulk', () => {
  it('disables, enables, moves and deletes many in one call', async () => {
    const owner = await makeOwner();
    const menuId = await addCatalogMenu(db(), owner.supplier.id, { name: 'Moved' });
    const ids = await makeProducts(db(), owner.supplier.id, [productFields(1), productFields(2), productFields(3)]);
    const bulk = (body: unknown) => productCall('bulk', owner, { body });
    const statuses = async () =>
      (
        await db()
          .select({ id: products.id, status: products.status, menuId: products.menuId })
          .from(products)
          .where(eq(products.supplierId, owner.supplier.id))
      ).sort((x, y) => x.id - y.id);

    expect((await bulk({ ids: [ids[0], ids[1]], action: 'disable' })).status).toBe(200);
    expect((await statuses()).map((row) => row.status)).toEqual(['disabled', 'disabled', 'active']);
    expect((await publicDetail(ids[0]!)).status).toBe(404);
    expect((await bulk({ ids: [ids[0]], action: 'enable' })).status).toBe(200);
    expect((await publicDetail(ids[0]!)).status).toBe(200);
    expect((await bulk({ ids, action: 'move', menuId })).status).toBe(200);
    expect((await statuses()).map((row) => row.menuId)).toEqual([menuId, menuId, menuId]);
    expect((await bulk({ ids: [ids[2]], action: 'move', menuId: null })).status).toBe(200);
    expect((await statuses()).map((row) => row.menuId)).toEqual([menuId, menuId, null]);
    const before = await versionOf(owner.supplier.id);
    expect((await bulk({ ids: [ids[1], ids[2]], action: 'delete' })).status).toBe(200);
    expect((await statuses()).map((row) => row.id)).toEqual([ids[0]]);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
  });

  it("refuses another supplier's id with 404 and writes nothing; bad input is 400", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const [mine] = await makeProducts(db(), owner.supplier.id, [productFields(1)]);
    const [theirs] = await makeProducts(db(), other.supplier.id, [productFields(1)]);
    const answer = await productCall('bulk', await tokenOf(owner), { body: { ids: [mine, theirs], action: 'delete' } });
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual([{ field: 'ids', code: 'product_not_found' }]);
    expect((await productCall(`get/${mine}`, owner)).status).toBe(200);
    expect((await productCall(`get/${theirs}`, other)).status).toBe(200);

    const cases: [unknown, { field: string; code: string }[]][] = [
      [{ ids: [], action: 'delete' }, [{ field: 'ids', code: 'required' }]],
      [
        { ids: Array.from({ length: 101 }, (_, index) => index + 1), action: 'delete' },
        [{ field: 'ids', code: 'too_many_100' }],
      ],
      [{ ids: [mine], action: 'explode' }, [{ field: 'action', code: 'invalid_action' }]],
      [{ ids: [mine], action: 'move' }, [{ field: 'menuId', code: 'required' }]],
    ];
    for (const [body, errors] of cases) {
      const refused = await productCall('bulk', owner, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    const otherMenu = await addCatalogMenu(db(), other.supplier.id, { name: 'Theirs' });
    const move = await productCall('bulk', owner, { body: { ids: [mine], action: 'move', menuId: otherMenu } });
    expect(move.body.errors).toEqual([{ field: 'menuId', code: 'menu_not_found' }]);
  });

  it('takes 100 ids in one call', async () => {
    const owner = await makeOwner();
    const ids = await makeProducts(
      db(),
      owner.supplier.id,
      Array.from({ length: 100 }, (_, index) => productFields(index)),
    );
    expect((await productCall('bulk', owner, { body: { ids, action: 'disable' } })).status).toBe(200);
    const pager = await productCall('pager', owner, { body: { status: 'active' } });
    expect(pager.body.data.total).toBe(0);
  });
});

describe('POST my/product/search/model-number and GET supplier/category/list', () => {
  it("answers whether the owner's catalogue has the number, leaving out the product edited", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const id = await addThroughApi(owner);
    await addThroughApi(other, { modelNumber: 'ONLY-THEIRS' });
    const check = (body: unknown, session = owner.session) =>
      callApi('/api/my/product/search/model-number', { body, session });
    expect((await check({ modelNumber: ' BV-025 ' })).body.data).toEqual({ exists: true, productId: id });
    expect((await check({ modelNumber: 'BV-025', productId: id })).body.data).toEqual({
      exists: false,
      productId: null,
    });
    expect((await check({ modelNumber: 'ONLY-THEIRS' })).body.data).toEqual({ exists: false, productId: null });
    expect((await check({})).body.errors).toEqual([{ field: 'modelNumber', code: 'required' }]);
    const buyer = await makeUser(db());
    const refused = await check({ modelNumber: 'BV-025' }, await signIn(buyer.id));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ field: '', code: 'supplier_owner_required' }]);
  });

  it("lists a supplier's own categories to its owner and token, never another's", async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const name = unique('Pumps');
    const id = await ensureCategory(db(), owner.supplier.id, name);
    const theirs = await ensureCategory(db(), other.supplier.id, unique('Theirs'));
    for (const who of [owner, await tokenOf(owner)]) {
      const answer = await callApi('/api/supplier/category/list', credentials(who));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([{ id, name, parentId: null }]);
    }
    const fresh = await makeOwner();
    expect((await callApi('/api/supplier/category/list', credentials(fresh))).body.data).toEqual([]);
    expect(theirs).not.toBe(id);
  });
});
