import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { qrCodePng } from '#functions/lib/qrcode/qr-code-png.ts';
import { callWorker, db, ORIGIN, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let supplier: { id: number; name: string };
let disabledSupplier: { id: number; name: string };
let valveId: number;
let nutId: number;
let disabledProductId: number;
let disabledSupplierProductId: number;

beforeAll(async () => {
  supplier = await makeSupplier(db());
  disabledSupplier = await makeSupplier(db(), { status: 'disabled' });
  [valveId, nutId, disabledProductId] = (await makeProducts(db(), supplier.id, [
    productFields(1, { modelNumber: 'BV-200', productName: 'Brass ball valve DN20 (PN 25)' }),
    productFields(2, { modelNumber: 'HN-10', productName: 'Union nut' }),
    productFields(3, { status: 'disabled' }),
  ])) as [number, number, number];
  [disabledSupplierProductId] = (await makeProducts(db(), disabledSupplier.id, [productFields(1)])) as [number];
});

async function fetchImage(path: string) {
  const response = await callWorker(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function expectQrImage({ response, bytes }: { response: Response; bytes: Uint8Array }) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  // The only cacheable API answers: they depend on a public address alone, so no cookie either.
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const { width, height } = pngSize(bytes);
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(250);
  expect(width).toBeLessThanOrEqual(320);
}

describe("a supplier's QR code", () => {
  it("is a PNG of the storefront's absolute address, under both spellings of the call", async () => {
    const first = await fetchImage(`/api/common/qrcode/supplier/${supplier.name}`);
    const second = await fetchImage(`/api/common/supplier/qrcode/${supplier.name}`);
    expectQrImage(first);
    expectQrImage(second);
    expect(second.bytes).toEqual(first.bytes);
    expect(first.bytes).toEqual(await qrCodePng(`${ORIGIN}/${supplier.name}`));
  });

  it("differs between suppliers and encodes the site's own origin (SITE_ORIGIN), whatever Host the request names", async () => {
    const other = await makeSupplier(db());
    const mine = await fetchImage(`/api/common/qrcode/supplier/${supplier.name}`);
    expect((await fetchImage(`/api/common/qrcode/supplier/${other.name}`)).bytes).not.toEqual(mine.bytes);
    // A loopback name is served as the site (a proxy in front of it); any other unknown host gets 421.
    const elsewhere = await exports.default.fetch(
      new Request(`http://localhost:8788/api/common/qrcode/supplier/${supplier.name}`),
    );
    const elsewhereBytes = new Uint8Array(await elsewhere.arrayBuffer());
    expect(elsewhereBytes).toEqual(mine.bytes);
    expect(elsewhereBytes).toEqual(await qrCodePng(`${ORIGIN}/${supplier.name}`));
  });
});

describe("a product's QR code", () => {
  it("is a PNG of the product page's absolute address with its title slug, under both spellings", async () => {
    const first = await fetchImage(`/api/common/qrcode/product/${valveId}`);
    const second = await fetchImage(`/api/common/product/qrcode/${valveId}`);
    expectQrImage(first);
    expect(second.bytes).toEqual(first.bytes);
    expect(first.bytes).toEqual(
      await qrCodePng(`${ORIGIN}/${supplier.name}/product/${valveId}/bv-200-brass-ball-valve-dn20-pn-25-`),
    );
  });

  it('differs from product to product, and from the storefront code', async () => {
    const valve = await fetchImage(`/api/common/qrcode/product/${valveId}`);
    const nut = await fetchImage(`/api/common/qrcode/product/${nutId}`);
    expectQrImage(nut);
    expect(nut.bytes).not.toEqual(valve.bytes);
    expect(nut.bytes).toEqual(await qrCodePng(`${ORIGIN}/${supplier.name}/product/${nutId}/hn-10-union-nut`));
    expect(nut.bytes).not.toEqual((await fetchImage(`/api/common/qrcode/supplier/${supplier.name}`)).bytes);
  });

  it('cuts a very long title slug, so any product still gets a readable code', async () => {
    const [longId] = (await makeProducts(db(), supplier.id, [
      productFields(9, { modelNumber: 'LX-1', productName: `Long ${'name '.repeat(600)}` }),
    ])) as [number];
    const image = await fetchImage(`/api/common/product/qrcode/${longId}`);
    expectQrImage(image);
    expect(image.bytes).toEqual(
      await qrCodePng(`${ORIGIN}/${supplier.name}/product/${longId}/lx-1-long-${'name-'.repeat(13)}name`),
    );
  });

  it('is the same for a signed-in viewer as for a visitor', async () => {
    const session = await signIn((await makeUser(db())).id);
    const signedIn = await callWorker(`/api/common/product/qrcode/${valveId}`, {
      headers: { cookie: `__Host-vitrine_session=${session}` },
    });
    expect(signedIn.headers.getSetCookie()).toEqual([]);
    expect(new Uint8Array(await signedIn.arrayBuffer())).toEqual(
      (await fetchImage(`/api/common/product/qrcode/${valveId}`)).bytes,
    );
  });
});

describe('QR calls that cannot answer a picture', () => {
  async function expectEnvelope(path: string, status: number, errors: { field: string; code: string }[]) {
    const response = await callWorker(path);
    expect(response.status, path).toBe(status);
    expect(response.headers.get('content-type'), path).toContain('application/json');
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    expect(await response.json(), path).toEqual({ success: false, errors });
  }

  it('answer 404 / 403 envelopes for unknown and disabled suppliers', async () => {
    await expectEnvelope('/api/common/qrcode/supplier/no-such-supplier', 404, [
      { field: 'name', code: 'supplier_not_found' },
    ]);
    await expectEnvelope('/api/common/supplier/qrcode/no-such-supplier', 404, [
      { field: 'supplierName', code: 'supplier_not_found' },
    ]);
    await expectEnvelope(`/api/common/qrcode/supplier/${disabledSupplier.name}`, 403, [
      { field: 'name', code: 'supplier_disable' },
    ]);
    await expectEnvelope(`/api/common/supplier/qrcode/${disabledSupplier.name}`, 403, [
      { field: 'supplierName', code: 'supplier_disable' },
    ]);
    await expectEnvelope('/api/common/qrcode/supplier/Bad_Name', 400, [
      { field: 'name', code: 'invalid_supplier_name' },
    ]);
  });

  it('answer 404 for unknown and disabled products, 403 for a disabled supplier, 400 for a malformed id', async () => {
    for (const prefix of ['/api/common/qrcode/product/', '/api/common/product/qrcode/']) {
      await expectEnvelope(`${prefix}999999999`, 404, [{ field: 'id', code: 'product_not_found' }]);
      await expectEnvelope(`${prefix}${disabledProductId}`, 404, [{ field: 'id', code: 'product_not_found' }]);
      await expectEnvelope(`${prefix}${disabledSupplierProductId}`, 403, [{ field: 'id', code: 'supplier_disable' }]);
      await expectEnvelope(`${prefix}abc`, 400, [{ field: 'id', code: 'invalid_id' }]);
    }
  });

  it('never answer 5xx, whatever the path', async () => {
    const junk = [
      '%',
      '%00',
      '%E0%A4%A',
      '..',
      'a'.repeat(5000),
      '💥',
      '0',
      '-1',
      '1e9',
      '99999999999999999999',
      "'",
      'demo%2F1',
      '1/extra',
    ];
    for (const prefix of [
      '/api/common/qrcode/supplier/',
      '/api/common/supplier/qrcode/',
      '/api/common/qrcode/product/',
      '/api/common/product/qrcode/',
      '/api/common/qrcode/',
    ]) {
      for (const value of junk) {
        const response = await callWorker(`${prefix}${value}`);
        expect(response.status, `${prefix}${value.slice(0, 40)}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
  });
});
