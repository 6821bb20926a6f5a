import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import {
  makeProducts,
  makeSupplier,
  makeUser,
  productFields,
  storeTestImage,
} from '#tests/worker/support/factories.ts';

// GET api/common/product/compare?ids= (issue 29 item 2): products of several catalogues side by
// side. Each column is checked against that product's own detail, not against the test's data.

let valve: number;
let pump: number;
let bare: number;
let hidden: number;
let closed: number;

beforeAll(async () => {
  const [east, west, shut] = [
    await makeSupplier(db(), { companyName: 'East Valves Ltd' }),
    await makeSupplier(db(), { companyName: 'West Pumps GmbH' }),
    await makeSupplier(db(), { status: 'disabled' }),
  ];
  const [valvePicture, pumpPicture] = [await storeTestImage('valve'), await storeTestImage('pump')];
  [valve, bare, hidden] = (await makeProducts(db(), east.id, [
    productFields(1, {
      modelNumber: 'EV-100',
      productName: 'Ball valve',
      price: 'US $12.00 / Piece',
      origin: 'China',
      supplyAbility: '5000 pieces a month',
      medias: [{ type: 'image', key: valvePicture }],
      technicalDatas: [
        { name: 'Pressure', value: '16 bar' },
        { name: 'Material', value: 'Brass' },
      ],
      logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
    }),
    productFields(2, { modelNumber: 'EV-200', productName: 'Plain gasket', price: '' }),
    productFields(3, { status: 'disabled' }),
  ])) as [number, number, number];
  [pump] = (await makeProducts(db(), west.id, [
    productFields(4, {
      modelNumber: 'WP-9',
      productName: 'Centrifugal pump',
      price: 'EUR 340 / Set',
      origin: 'Germany',
      medias: [{ type: 'image', key: pumpPicture }],
      technicalDatas: [
        { name: 'material', value: 'brass' },
        { name: 'Flow', value: '12 m³/h' },
      ],
    }),
  ])) as [number];
  [closed] = (await makeProducts(db(), shut.id, [productFields(5)])) as [number];
});

const compare = (ids: string, session?: string) =>
  callApi(`/api/common/product/compare?ids=${encodeURIComponent(ids)}`, { session });
const detailOf = async (id: number) => (await callApi(`/api/common/product/detail/${id}`)).body.data;

describe('GET common/product/compare', () => {
  it('shows each product’s own picture, names, supplier and values, in the order asked', async () => {
    const answer = await compare(`${pump},${valve},${bare}`);
    expect(answer.status).toBe(200);
    const { products, missing } = answer.body.data;
    expect(products.map((product: { id: number }) => product.id)).toEqual([pump, valve, bare]);
    expect(missing).toEqual([]);
    for (const product of products) {
      const detail = await detailOf(product.id);
      expect(product).toMatchObject({
        modelNumber: detail.profile.modelNumber,
        productName: detail.profile.productName,
        image: detail.medias.find((media: { imageUrl?: string }) => media.imageUrl)?.imageUrl ?? null,
        supplier: { name: detail.supplier.id, companyName: detail.supplier.companyName },
        technical: detail.technicalDatas,
        logistic: detail.logisticDatas,
      });
      expect(product.href).toMatch(new RegExp(`^/${detail.supplier.id}/product/${product.id}/`));
      const general = Object.fromEntries(
        product.general.map((row: { name: string; value: string }) => [row.name, row.value]),
      );
      expect(general).toMatchObject({ 'Model Number': detail.profile.modelNumber });
      expect(general['Price']).toBe(detail.profile.price || undefined);
      expect(general['Place of Origin']).toBe(detail.profile.origin || undefined);
    }
    // Two different pictures: each column shows its own.
    expect(new Set(products.map((product: { image: string | null }) => product.image)).size).toBe(3);
  });

  it('lines the rows up by name, with a gap where a product lacks one, and marks what differs', async () => {
    const { sections } = (await compare(`${valve},${pump}`)).body.data;
    const technical = sections.find((section: { title: string }) => section.title === 'Technical Data');
    expect(technical.rows).toEqual([
      { name: 'Pressure', values: ['16 bar', null], differs: true },
      { name: 'Material', values: ['Brass', 'brass'], differs: false },
      { name: 'Flow', values: [null, '12 m³/h'], differs: true },
    ]);
    const general = sections.find((section: { title: string }) => section.title === 'General');
    expect(general.rows.find((row: { name: string }) => row.name === 'Price')).toEqual({
      name: 'Price',
      values: ['US $12.00 / Piece', 'EUR 340 / Set'],
      differs: true,
    });
    expect(sections.map((section: { title: string }) => section.title)).toEqual([
      'General',
      'Technical Data',
      'Logistic Data',
    ]);
  });

  it('leaves out what a visitor may not see, and lists it as missing, unknown ids included', async () => {
    const { products, missing } = (await compare(`${valve},${hidden},${closed},999999999`)).body.data;
    expect(products.map((product: { id: number }) => product.id)).toEqual([valve]);
    expect(missing).toEqual([hidden, closed, 999999999]);
  });

  it('answers a signed-in buyer the same as a visitor: nothing in it is personal', async () => {
    const session = await signIn((await makeUser(db())).id);
    expect((await compare(`${valve},${pump}`, session)).body).toEqual((await compare(`${valve},${pump}`)).body);
  });

  it('refuses fewer than 2 or more than 4 products, and ids that are not ids', async () => {
    const refusals: [string, string][] = [
      [`${valve}`, 'compare_too_few'],
      [`${valve},${valve}`, 'compare_too_few'],
      [`${valve},${pump},${bare},${hidden},${closed}`, 'compare_too_many'],
      [`${valve},abc`, 'invalid_compare_ids'],
      ['', 'invalid_compare_ids'],
    ];
    for (const [ids, code] of refusals) {
      expect(await compare(ids), ids).toMatchObject({ status: 400, body: { errors: [{ field: 'ids', code }] } });
    }
    expect(await callApi('/api/common/product/compare')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'ids', code: 'required' }] },
    });
  });
});
