import { everyone, type MatrixTable, signedIn } from '#tests/worker/support/authorisation-matrix.ts';

// The public calls (functions/api/common) and the ERP API's OpenAPI document.

export const commonTable: MatrixTable = {
  // The ERP API's OpenAPI document: public.
  'GET /api/openapi.json': [{ call: () => ({ path: '/api/openapi.json' }), expect: everyone(200) }],
  // Public catalogue (common family).
  'GET /api/common/posts': [
    { call: (w) => ({ path: `/api/common/posts?supplierId=${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/product/detail/:productId': [
    { call: (w) => ({ path: `/api/common/product/detail/${w.productId}` }), expect: everyone(200) },
  ],
  // Issue 29: products side by side; an id nobody may see is listed as missing, not refused.
  'GET /api/common/product/compare': [
    { call: (w) => ({ path: `/api/common/product/compare?ids=${w.productId},999999999` }), expect: everyone(200) },
  ],
  // Issue 29 item 4: anyone downloads a catalogue's PDF (common.test.ts answers the renderer's address).
  'GET /api/common/supplier/catalogue-pdf/:name': [
    { call: (w) => ({ path: `/api/common/supplier/catalogue-pdf/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/supplier/manifest/:name': [
    { call: (w) => ({ path: `/api/common/supplier/manifest/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/supplier/detail/:id': [
    { call: (w) => ({ path: `/api/common/supplier/detail/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/supplier/domain/:name': [
    { call: (w) => ({ path: `/api/common/supplier/domain/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/supplier/catalog-menus/:name': [
    { call: (w) => ({ path: `/api/common/supplier/catalog-menus/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'POST /api/common/search/product/pager': [
    {
      call: (w) => ({ path: '/api/common/search/product/pager', body: { supplierId: w.supplier.name } }),
      expect: everyone(200),
    },
  ],
  'POST /api/common/search/product/suggestion': [
    {
      call: (w) => ({
        path: '/api/common/search/product/suggestion',
        body: { supplierId: w.supplier.name, searchQuery: 'Test' },
      }),
      expect: everyone(200),
    },
  ],
  'GET /api/common/resource/get/:key': [
    { call: () => ({ path: `/api/common/resource/get/${'0'.repeat(64)}.png` }), expect: everyone(404) },
  ],
  'GET /api/common/qrcode/supplier/:name': [
    { call: (w) => ({ path: `/api/common/qrcode/supplier/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/supplier/qrcode/:supplierName': [
    { call: (w) => ({ path: `/api/common/supplier/qrcode/${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/qrcode/product/:id': [
    { call: (w) => ({ path: `/api/common/qrcode/product/${w.productId}` }), expect: everyone(200) },
  ],
  'GET /api/common/product/qrcode/:id': [
    { call: (w) => ({ path: `/api/common/product/qrcode/${w.productId}` }), expect: everyone(200) },
  ],
  // The pages' view beacon: anyone's page may send its view; one not signed by a page is refused alike.
  'POST /api/common/view': [
    {
      name: 'a view no page signed',
      call: (w) => ({
        path: '/api/common/view',
        body: { supplierId: w.supplier.id, page: 'storefront', productId: null, signature: 'forged' },
      }),
      expect: everyone(400),
    },
  ],
  'POST /api/common/supplier/note': [
    {
      call: (w) => ({ path: '/api/common/supplier/note', body: { supplierId: w.supplier.name, content: 'A note' } }),
      expect: signedIn(200),
    },
  ],
};
