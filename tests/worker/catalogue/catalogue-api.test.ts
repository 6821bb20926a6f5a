import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#functions/domain/accounts/users.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { ensureCategory } from '#functions/domain/catalogue/categories.ts';
import { setProductAccessories } from '#functions/domain/catalogue/write-products.ts';
import { replaceCompanyParts } from '#functions/domain/company/write-company-parts.ts';
import { createPost } from '#functions/domain/posts/create-post.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import {
  makeProducts,
  makeSupplier,
  makeUser,
  productFields,
  storeTestImage,
  unique,
} from '#tests/worker/support/factories.ts';

const DAY = 86_400_000;
const DOCUMENT_KEY = `${'d'.repeat(64)}.pdf`;
const VIDEO_KEY = `${'e'.repeat(64)}.webm`;

let supplier: { id: number; name: string };
let disabledSupplier: { id: number; name: string };
let keys: { avatar: string; logo: string; favicon: string; gallery: string; poster: string; postImage: string };
let productId: number;
let accessoryId: number;
let hiddenAccessoryId: number;
let disabledProductId: number;
let disabledSupplierProductId: number;
let menus: { fluid: number; valves: number; fasteners: number };
let contact: { id: number };

// One supplier with a full profile and a product with every section, plus disabled things beside it.
beforeAll(async () => {
  keys = {
    avatar: await storeTestImage(),
    logo: await storeTestImage(),
    favicon: await storeTestImage(),
    gallery: await storeTestImage(),
    poster: await storeTestImage(),
    postImage: await storeTestImage(),
  };
  supplier = await makeSupplier(db(), {
    companyName: 'Aquaflow Valves GmbH',
    countryCode: 'DE',
    businessType: 'Manufacturer',
    categories: ['Valves', 'Fittings'],
    avatarKey: keys.avatar,
    logoKey: keys.logo,
    faviconKey: keys.favicon,
    mainColor: '#0a3d62',
    secondColor: '#e58e26',
    metaDescription: 'Brass and steel valves from Hamburg',
  });
  disabledSupplier = await makeSupplier(db(), { status: 'disabled' });
  menus = { fluid: 0, valves: 0, fasteners: 0 };
  menus.fluid = await addCatalogMenu(db(), supplier.id, { name: 'Fluid control', position: 0 });
  menus.fasteners = await addCatalogMenu(db(), supplier.id, { name: 'Fasteners', position: 1 });
  menus.valves = await addCatalogMenu(db(), supplier.id, { name: 'Ball valves', parentId: menus.fluid });
  const categoryId = await ensureCategory(db(), supplier.id, 'Valves');

  [productId, accessoryId, hiddenAccessoryId, disabledProductId] = (await makeProducts(db(), supplier.id, [
    productFields(1, {
      modelNumber: 'BV-200',
      productName: 'Brass ball valve DN20',
      price: 'US $12.50 / Piece',
      origin: 'Germany',
      categoryId,
      menuId: menus.valves,
      supplyAbility: '20,000 pieces a month',
      brandName: 'Aquaflow',
      port: 'Hamburg',
      service: 'OEM',
      description: '<p>Solid <b>brass</b> body.</p><script>alert(1)</script>',
      medias: [
        { type: 'image', key: keys.gallery },
        { type: 'video', key: VIDEO_KEY, posterKey: keys.poster },
      ],
      highlights: [{ name: 'Pressure', value: 'PN 25' }],
      technicalDatas: [
        { name: 'Thread', value: 'G 3/4' },
        { name: 'Seal', value: 'PTFE' },
      ],
      logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
      documents: [{ name: 'Datasheet BV-200.pdf', key: DOCUMENT_KEY, size: 48_213, mimeType: 'application/pdf' }],
    }),
    productFields(2, {
      modelNumber: 'HN-10',
      productName: 'Union nut',
      medias: [{ type: 'image', key: keys.gallery }],
    }),
    productFields(3, { modelNumber: 'OLD-1', productName: 'Retired gasket', status: 'disabled' }),
    productFields(4, { modelNumber: 'OLD-2', productName: 'Retired valve', status: 'disabled' }),
  ])) as [number, number, number, number];
  await setProductAccessories(db(), supplier.id, productId!, [accessoryId!, hiddenAccessoryId!]);
  [disabledSupplierProductId] = (await makeProducts(db(), disabledSupplier.id, [productFields(1)])) as [number];

  contact = {
    id: await createUser(db(), {
      email: `${unique('sales')}@vitrine.test`,
      password: 'Test-password-1',
      name: 'Greta Sales',
      jobTitle: 'Export manager',
    }),
  };
  await replaceCompanyParts(db(), supplier.id, { contacts: [{ userId: contact.id }] });

  // 11 posts of the supplier and 2 about the product, a day apart, the newest last.
  const start = Date.UTC(2026, 2, 1);
  for (let index = 0; index < 11; index++) {
    await createPost(db(), {
      supplierId: supplier.id,
      authorId: null,
      content: `<p>News ${index}</p>`,
      createdAt: start + index * DAY,
    });
  }
  await createPost(db(), {
    supplierId: supplier.id,
    productId,
    authorId: null,
    content: '<p>BV-200 now in DN25</p><img src=x onerror=alert(1)>',
    medias: [{ type: 'image', key: keys.postImage }],
    createdAt: start + 20 * DAY,
  });
  await createPost(db(), {
    supplierId: supplier.id,
    productId,
    authorId: null,
    content: '<p>BV-200 certified</p>',
    createdAt: start + 21 * DAY,
  });
});

const media = (key: string) => `/media/${key}`;

describe('GET api/common/product/detail/{productId}', () => {
  it('answers every section of the product, with star false and no note for a visitor', async () => {
    const { status, body, headers } = await callApi(`/api/common/product/detail/${productId}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.success).toBe(true);
    const { latestPosts, accessories, updated, supplier: ofSupplier, ...rest } = body.data;
    expect(rest).toEqual({
      id: productId,
      profile: {
        modelNumber: 'BV-200',
        productName: 'Brass ball valve DN20',
        price: 'US $12.50 / Piece',
        origin: 'Germany',
        category: 'Valves',
        supplyAbility: '20,000 pieces a month',
        brandName: 'Aquaflow',
        port: 'Hamburg',
        service: 'OEM',
        description: '<p>Solid <b>brass</b> body.</p>',
      },
      medias: [
        {
          type: 'image',
          url: media(keys.gallery),
          imageUrl: media(keys.gallery),
          largeImageUrl: media(keys.gallery),
          largeUrl: media(keys.gallery),
        },
        {
          type: 's3-video',
          url: media(VIDEO_KEY),
          imageUrl: media(keys.poster),
          largeImageUrl: media(keys.poster),
          largeUrl: media(VIDEO_KEY),
        },
      ],
      highlights: [{ name: 'Pressure', value: 'PN 25' }],
      technicalDatas: [
        { name: 'Thread', value: 'G 3/4' },
        { name: 'Seal', value: 'PTFE' },
      ],
      logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
      documents: [
        {
          name: 'Datasheet BV-200.pdf',
          size: 48_213,
          type: 'pdf',
          url: `${media(DOCUMENT_KEY)}?name=Datasheet+BV-200.pdf`,
        },
      ],
      star: false,
      followed: false,
      watch: false,
      isNew: false,
      tagIds: [],
      note: null,
    });
    expect(updated).toEqual(expect.any(Number));
    expect(ofSupplier).toEqual({
      id: supplier.name,
      companyName: 'Aquaflow Valves GmbH',
      catalogVersion: expect.any(Number),
    });
  });

  it('lists only the visible accessories, as product cards', async () => {
    const { body } = await callApi(`/api/common/product/detail/${productId}`);
    expect(body.data.accessories).toEqual([
      {
        id: accessoryId,
        updated: expect.any(Number),
        star: false,
        image: media(keys.gallery),
        modelNumber: 'HN-10',
        productName: 'Union nut',
        price: 'US $2.00 / Piece',
      },
    ]);
  });

  it("carries the product's own latest posts, newest first, sanitised", async () => {
    const { body } = await callApi(`/api/common/product/detail/${productId}`);
    expect(body.data.latestPosts).toEqual({
      list: [
        {
          id: expect.any(Number),
          content: '<p>BV-200 certified</p>',
          image: null,
          images: [],
          videos: [],
          createTime: Date.UTC(2026, 2, 22),
        },
        {
          id: expect.any(Number),
          content: '<p>BV-200 now in DN25</p>',
          image: media(keys.postImage),
          images: [media(keys.postImage)],
          videos: [],
          createTime: Date.UTC(2026, 2, 21),
        },
      ],
      total: 2,
      pageNo: 1,
      totalPage: 1,
    });
  });

  it('accepts the id as the browser writes it in the path only', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999', '1 1']) {
      const { status, body } = await callApi(`/api/common/product/detail/${encodeURIComponent(id)}`);
      expect(status, id).toBe(400);
      expect(body, id).toEqual({ success: false, errors: [{ field: 'productId', code: 'invalid_id' }] });
    }
  });

  it('answers 404 product_not_found for an unknown or disabled product, and 403 supplier_disable for a disabled supplier', async () => {
    for (const id of [999_999_999, disabledProductId]) {
      expect(await callApi(`/api/common/product/detail/${id}`)).toMatchObject({
        status: 404,
        body: { success: false, errors: [{ field: 'productId', code: 'product_not_found' }] },
      });
    }
    expect(await callApi(`/api/common/product/detail/${disabledSupplierProductId}`)).toMatchObject({
      status: 403,
      body: { success: false, errors: [{ field: 'productId', code: 'supplier_disable' }] },
    });
  });
});

describe('GET api/common/supplier/detail/{id} and api/app/supplier/detail/{id}', () => {
  const supplierDetail = () => ({
    id: supplier.name,
    companyName: 'Aquaflow Valves GmbH',
    // Spec (accounts and engagement): the supplier page reads profile.companyName.
    profile: { companyName: 'Aquaflow Valves GmbH' },
    avatar: media(keys.avatar),
    countryFlag: '/flags/DE.svg',
    countryCode: 'DE',
    businessType: 'Manufacturer',
    categories: ['Valves', 'Fittings'],
    catalogVersion: expect.any(Number),
  });

  it('gives a visitor the public supplier detail', async () => {
    const { status, body } = await callApi(`/api/common/supplier/detail/${supplier.name}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: supplierDetail() });
  });

  it('gives a signed-in user the app detail: the same plus contacts and their own note', async () => {
    const session = await signIn((await makeUser(db())).id);
    const { status, body } = await callApi(`/api/app/supplier/detail/${supplier.name}`, { session });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      ...supplierDetail(),
      contacts: [{ id: contact.id, name: 'Greta Sales', jobTitle: 'Export manager', avatar: null }],
      note: null,
      followed: false,
      watch: false,
      stared: false,
      isNew: false,
      tagIds: [],
    });
  });

  it('asks a visitor to sign in for the app detail', async () => {
    expect(await callApi(`/api/app/supplier/detail/${supplier.name}`)).toMatchObject({
      status: 401,
      body: { success: false, errors: [{ field: '', code: 'login_required' }] },
    });
  });

  it('answers 404 for an unknown supplier, 403 supplier_disable for a disabled one and 400 for an impossible name', async () => {
    const session = await signIn((await makeUser(db())).id);
    for (const prefix of ['/api/common', '/api/app']) {
      expect(await callApi(`${prefix}/supplier/detail/no-such-supplier`, { session })).toMatchObject({
        status: 404,
        body: { errors: [{ field: 'id', code: 'supplier_not_found' }] },
      });
      expect(await callApi(`${prefix}/supplier/detail/${disabledSupplier.name}`, { session })).toMatchObject({
        status: 403,
        body: { errors: [{ field: 'id', code: 'supplier_disable' }] },
      });
      expect(await callApi(`${prefix}/supplier/detail/Not_A_Name`, { session })).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'id', code: 'invalid_supplier_name' }] },
      });
    }
  });
});

describe('GET api/common/supplier/domain/{name}', () => {
  it("answers the supplier's meta settings, and whose they are", async () => {
    const { status, body } = await callApi(`/api/common/supplier/domain/${supplier.name}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      supplierId: supplier.name,
      favicon: media(keys.favicon),
      logo: media(keys.logo),
      mainColor: '#0a3d62',
      secondColor: '#e58e26',
      metaDescription: 'Brass and steel valves from Hamburg',
    });
  });

  it('answers 404 and 403 with the name field', async () => {
    expect(await callApi('/api/common/supplier/domain/no-such-supplier')).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'name', code: 'supplier_not_found' }] },
    });
    expect(await callApi(`/api/common/supplier/domain/${disabledSupplier.name}`)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'name', code: 'supplier_disable' }] },
    });
  });
});

describe('GET api/common/supplier/catalog-menus/{name}', () => {
  it('answers the menu as a tree in display order', async () => {
    const { status, body } = await callApi(`/api/common/supplier/catalog-menus/${supplier.name}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: menus.fluid,
        name: 'Fluid control',
        parentId: null,
        children: [{ id: menus.valves, name: 'Ball valves', parentId: menus.fluid, children: [] }],
      },
      { id: menus.fasteners, name: 'Fasteners', parentId: null, children: [] },
    ]);
  });

  it('answers an empty menu for a supplier without one, and 404 / 403 otherwise', async () => {
    const plain = await makeSupplier(db());
    expect((await callApi(`/api/common/supplier/catalog-menus/${plain.name}`)).body).toEqual({
      success: true,
      data: [],
    });
    expect((await callApi('/api/common/supplier/catalog-menus/no-such-supplier')).status).toBe(404);
    expect((await callApi(`/api/common/supplier/catalog-menus/${disabledSupplier.name}`)).body.errors).toEqual([
      { field: 'name', code: 'supplier_disable' },
    ]);
  });
});

describe('GET api/common/posts', () => {
  const posts = (query: string) => callApi(`/api/common/posts?${query}`);

  it("pages all the supplier's posts, its products' included, 10 a page, newest first", async () => {
    const first = await posts(`supplierId=${supplier.name}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 13, pageNo: 1, totalPage: 2 });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list.slice(0, 3).map((post: { content: string }) => post.content)).toEqual([
      '<p>BV-200 certified</p>',
      '<p>BV-200 now in DN25</p>',
      '<p>News 10</p>',
    ]);
    const second = await posts(`supplierId=${supplier.name}&pageNo=2`);
    expect(second.body.data).toMatchObject({ total: 13, pageNo: 2, totalPage: 2 });
    expect(second.body.data.list.map((post: { content: string }) => post.content)).toEqual([
      '<p>News 2</p>',
      '<p>News 1</p>',
      '<p>News 0</p>',
    ]);
    expect((await posts(`supplierId=${supplier.name}&pageNo=3`)).body.data).toMatchObject({
      list: [],
      total: 13,
      pageNo: 3,
    });
  });

  it("answers one product's posts", async () => {
    const { body } = await posts(`supplierId=${supplier.name}&productId=${productId}&pageNo=1`);
    expect(body.data).toMatchObject({ total: 2, pageNo: 1, totalPage: 1 });
    expect(body.data.list[1]).toEqual({
      id: expect.any(Number),
      content: '<p>BV-200 now in DN25</p>',
      image: media(keys.postImage),
      images: [media(keys.postImage)],
      videos: [],
      createTime: Date.UTC(2026, 2, 21),
    });
  });

  it('reads empty values as not given', async () => {
    expect((await posts(`supplierId=${supplier.name}&productId=&pageNo=`)).body.data).toMatchObject({
      total: 13,
      pageNo: 1,
    });
  });

  it('refuses bad query values with 400, naming each field', async () => {
    expect(await posts('')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'supplierId', code: 'required' }] },
    });
    const { status, body } = await posts(`supplierId=${supplier.name}&productId=abc&pageNo=0`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'productId', code: 'invalid_id' },
      { field: 'pageNo', code: 'invalid_page' },
    ]);
    expect((await posts(`supplierId=${supplier.name}&pageNo=999999`)).body.errors).toEqual([
      { field: 'pageNo', code: 'invalid_page' },
    ]);
    expect((await posts('supplierId=NOT%20A%20NAME')).body.errors).toEqual([
      { field: 'supplierId', code: 'invalid_supplier_name' },
    ]);
  });

  it('answers 404 / 403 for unknown and disabled suppliers, and 404 for a product that is not theirs to show', async () => {
    expect(await posts('supplierId=no-such-supplier')).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'supplierId', code: 'supplier_not_found' }] },
    });
    expect(await posts(`supplierId=${disabledSupplier.name}`)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'supplierId', code: 'supplier_disable' }] },
    });
    for (const id of [disabledProductId, 999_999_999]) {
      expect(await posts(`supplierId=${supplier.name}&productId=${id}`)).toMatchObject({
        status: 404,
        body: { errors: [{ field: 'productId', code: 'product_not_found' }] },
      });
    }
    const other = await makeSupplier(db());
    expect(await posts(`supplierId=${other.name}&productId=${productId}`)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'productId', code: 'product_not_found' }] },
    });
  });
});

describe('GET api/common/resource/get/{key}', () => {
  it('sends a stored file key on to /media for good (301)', async () => {
    const response = await callWorker(`/api/common/resource/get/${keys.gallery}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/media/${keys.gallery}`);
    const file = await callWorker(response.headers.get('location')!);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('<svg');
  });

  it('answers anything that is not a file key with a 404 envelope', async () => {
    for (const key of [
      'nothing',
      `${'A'.repeat(64)}.png`,
      `${'a'.repeat(63)}.png`,
      '..%2F..%2Fwrangler.toml',
      `${'a'.repeat(64)}.png%00`,
    ]) {
      const { status, body } = await callApi(`/api/common/resource/get/${key}`);
      expect(status, key).toBe(404);
      expect(body, key).toEqual({ success: false, errors: [{ field: 'key', code: 'not_found' }] });
    }
  });
});

describe('junk in the path', () => {
  it('never makes a catalogue call answer 5xx', async () => {
    const junk = [
      '%',
      '%00',
      '%E0%A4%A',
      '..',
      '%2e%2e',
      'a'.repeat(5000),
      '💥',
      'null',
      'undefined',
      '1%20OR%201=1',
      "'",
      '%22%3E%3Cscript%3E',
      '-',
      '--',
      'api',
      'demo%2Fproduct',
    ];
    const paths = [
      '/api/common/product/detail/',
      '/api/common/supplier/detail/',
      '/api/app/supplier/detail/',
      '/api/common/supplier/domain/',
      '/api/common/supplier/catalog-menus/',
      '/api/common/resource/get/',
      '/api/common/posts?supplierId=',
      `/api/common/posts?supplierId=${supplier.name}&productId=`,
      `/api/common/posts?supplierId=${supplier.name}&pageNo=`,
    ];
    const session = await signIn((await makeUser(db())).id);
    for (const path of paths) {
      for (const value of junk) {
        const { status } = await callApi(`${path}${value}`, { session });
        expect(status, `${path}${value.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });
});
