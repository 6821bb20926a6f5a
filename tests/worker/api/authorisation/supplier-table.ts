import { type MatrixTable, supplierSide } from '#tests/worker/support/authorisation-matrix.ts';

// The supplier back office (functions/api/supplier, with the spec's website/ and common/polyv/
// calls): the owner's session or the supplier's developer token.

const WEAK = { oldPassword: 'x', password: 'weak', repeatPassword: 'weak' };

export const supplierTable: MatrixTable = {
  // The supplier back office and its developer API (supplier family).
  'GET /api/supplier/home/developer': [
    { call: () => ({ path: '/api/supplier/home/developer' }), expect: supplierSide(200, 403) },
  ],
  'POST /api/supplier/home/regenerate-token': [
    { call: () => ({ path: '/api/supplier/home/regenerate-token', body: {} }), expect: supplierSide(200, 403) },
  ],
  'POST /api/supplier/home/update-password': [
    { call: () => ({ path: '/api/supplier/home/update-password', body: WEAK }), expect: supplierSide(400, 403) },
  ],
  // The app-binding code, the catalogue's own domain and closing it: the owner's session only.
  'PATCH /api/supplier/home/create-qrcode': [
    {
      call: () => ({ path: '/api/supplier/home/create-qrcode', method: 'PATCH' }),
      expect: supplierSide(200, 403),
    },
  ],
  // A fresh world has no code yet: 404 for its owner.
  'GET /api/supplier/home/binding/qrcode': [
    { call: () => ({ path: '/api/supplier/home/binding/qrcode' }), expect: supplierSide(404, 403), freshActors: true },
  ],
  'GET /api/supplier/home/qrcode': [
    { call: () => ({ path: `/api/supplier/home/qrcode?sid=${'A'.repeat(22)}` }), expect: supplierSide(404, 403) },
  ],
  'GET /api/supplier/home/domain': [
    { call: () => ({ path: '/api/supplier/home/domain' }), expect: supplierSide(200, 403) },
  ],
  'PATCH /api/supplier/home/domain': [
    {
      call: () => ({ path: '/api/supplier/home/domain', method: 'PATCH', body: { domain: '' } }),
      expect: supplierSide(200, 403),
    },
  ],
  // Without a domain saved there is nothing to check: 404 for its owner.
  'POST /api/supplier/home/domain/check': [
    { call: () => ({ path: '/api/supplier/home/domain/check', body: {} }), expect: supplierSide(404, 403) },
  ],
  'POST /api/supplier/home/deregister': [
    {
      call: () => ({ path: '/api/supplier/home/deregister', body: {} }),
      expect: supplierSide(200, 403),
      freshActors: true,
    },
  ],
  // The company profile tabs: the owner or the ERP token (empty bodies are refused after the guard).
  'GET /api/supplier/home/get': [{ call: () => ({ path: '/api/supplier/home/get' }), expect: supplierSide(200, 200) }],
  'PATCH /api/supplier/home/profile': [
    { call: () => ({ path: '/api/supplier/home/profile', method: 'PATCH', body: {} }), expect: supplierSide(400, 400) },
  ],
  'PATCH /api/supplier/home/highlights': [
    {
      call: () => ({ path: '/api/supplier/home/highlights', method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/home/medias': [
    { call: () => ({ path: '/api/supplier/home/medias', method: 'PATCH', body: {} }), expect: supplierSide(400, 400) },
  ],
  'PATCH /api/supplier/home/turnovers': [
    {
      call: () => ({ path: '/api/supplier/home/turnovers', method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/home/shows': [
    { call: () => ({ path: '/api/supplier/home/shows', method: 'PATCH', body: {} }), expect: supplierSide(400, 400) },
  ],
  'PATCH /api/supplier/home/contacts': [
    {
      call: () => ({ path: '/api/supplier/home/contacts', method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/home/documents': [
    {
      call: () => ({ path: '/api/supplier/home/documents', method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'POST /api/supplier/home/file': [
    { call: () => ({ path: '/api/supplier/home/file', body: {} }), expect: supplierSide(400, 400) },
  ],
  'POST /api/supplier/home/video': [
    { call: () => ({ path: '/api/supplier/home/video', body: {} }), expect: supplierSide(400, 400) },
  ],
  'GET /api/common/polyv/sign': [{ call: () => ({ path: '/api/common/polyv/sign' }), expect: supplierSide(200, 200) }],
  'GET /api/supplier/home/video/library': [
    { call: () => ({ path: '/api/supplier/home/video/library' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/common/polyv/video/image': [
    { call: () => ({ path: '/api/common/polyv/video/image', body: {} }), expect: supplierSide(400, 400) },
  ],
  'GET /api/website/get': [{ call: () => ({ path: '/api/website/get' }), expect: supplierSide(200, 200) }],
  'PATCH /api/website/update': [
    { call: () => ({ path: '/api/website/update', method: 'PATCH', body: {} }), expect: supplierSide(400, 400) },
  ],
  'POST /api/supplier/product/import': [
    {
      call: () => ({
        path: '/api/supplier/product/import',
        body: { dryRun: true, rows: [{ line: 2, modelNumber: 'M-1' }] },
      }),
      expect: supplierSide(200, 200),
    },
  ],
  'POST /api/supplier/product/export': [
    { call: () => ({ path: '/api/supplier/product/export', body: {} }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/product/pager': [
    { call: () => ({ path: '/api/supplier/product/pager', body: { pageNo: 1 } }), expect: supplierSide(200, 200) },
  ],
  'GET /api/supplier/product/get/:id': [
    { call: (w) => ({ path: `/api/supplier/product/get/${w.productId}` }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/product/add': [
    { call: () => ({ path: '/api/supplier/product/add', body: {} }), expect: supplierSide(400, 400) },
  ],
  'PATCH /api/supplier/product/profile/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/profile/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/highlights/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/highlights/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/tech-datas/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/tech-datas/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/logi-datas/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/logi-datas/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/documents/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/documents/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/accessories/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/accessories/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'PATCH /api/supplier/product/medias/:id': [
    {
      call: (w) => ({ path: `/api/supplier/product/medias/${w.productId}`, method: 'PATCH', body: {} }),
      expect: supplierSide(400, 400),
    },
  ],
  'DELETE /api/supplier/product/delete/:id': [
    {
      call: () => ({ path: '/api/supplier/product/delete/999999999', method: 'DELETE' }),
      expect: supplierSide(404, 404),
    },
  ],
  'GET /api/supplier/product/qrcode/:id': [
    { call: (w) => ({ path: `/api/supplier/product/qrcode/${w.productId}` }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/product/bulk': [
    { call: () => ({ path: '/api/supplier/product/bulk', body: {} }), expect: supplierSide(400, 400) },
  ],
  'GET /api/supplier/category/list': [
    { call: () => ({ path: '/api/supplier/category/list' }), expect: supplierSide(200, 200) },
  ],
  'PUT /api/supplier/category/list': [
    { call: () => ({ path: '/api/supplier/category/list', method: 'PUT', body: {} }), expect: supplierSide(400, 400) },
  ],
  'GET /api/supplier/product-catalog-menu/all': [
    { call: () => ({ path: '/api/supplier/product-catalog-menu/all' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/product-catalog-menu/add': [
    { call: () => ({ path: '/api/supplier/product-catalog-menu/add', body: {} }), expect: supplierSide(400, 400) },
  ],
  'PATCH /api/supplier/product-catalog-menu/rename/:id': [
    {
      name: 'a menu that is not theirs',
      call: () => ({
        path: '/api/supplier/product-catalog-menu/rename/999999999',
        method: 'PATCH',
        body: { name: 'X' },
      }),
      expect: supplierSide(404, 404),
    },
  ],
  'POST /api/supplier/product-catalog-menu/move': [
    { call: () => ({ path: '/api/supplier/product-catalog-menu/move', body: {} }), expect: supplierSide(400, 400) },
  ],
  'DELETE /api/supplier/product-catalog-menu/delete/:id': [
    {
      name: 'a menu that is not theirs',
      call: () => ({ path: '/api/supplier/product-catalog-menu/delete/999999999', method: 'DELETE' }),
      expect: supplierSide(404, 404),
    },
  ],
  'GET /api/supplier/contact-person/list': [
    { call: () => ({ path: '/api/supplier/contact-person/list' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/contact-person/search-accounts': [
    {
      call: () => ({ path: '/api/supplier/contact-person/search-accounts', body: { keyword: 'sales' } }),
      expect: supplierSide(200, 200),
    },
  ],
  'POST /api/supplier/contact-person/search-account': [
    {
      name: 'an address nobody signed up with',
      call: () => ({ path: '/api/supplier/contact-person/search-account', body: { email: 'nobody@nowhere.test' } }),
      expect: supplierSide(404, 404),
    },
  ],
  'POST /api/supplier/contact-person/update': [
    {
      name: 'a user who is not on the team, removed',
      call: (w) => ({ path: '/api/supplier/contact-person/update', body: { id: w.bystanderId, remove: true } }),
      expect: supplierSide(404, 404),
    },
    {
      name: 'a user who is not on the team, added by id',
      call: (w) => ({ path: '/api/supplier/contact-person/update', body: { id: w.bystanderId, canPost: true } }),
      expect: supplierSide(404, 404),
    },
  ],

  // The owner's whole catalogue as a PDF (supplier.test.ts answers the renderer's address).
  'GET /api/supplier/catalogue/pdf': [
    { call: () => ({ path: '/api/supplier/catalogue/pdf' }), expect: supplierSide(200, 200) },
  ],
  'GET /api/supplier/statistic/total-statistic': [
    { call: () => ({ path: '/api/supplier/statistic/total-statistic' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/statistic/daily-statistic': [
    {
      call: () => ({ path: '/api/supplier/statistic/daily-statistic', body: { dateRange: 7, action: 'view' } }),
      expect: supplierSide(200, 200),
    },
  ],
  'GET /api/supplier/statistic/product-views': [
    { call: () => ({ path: '/api/supplier/statistic/product-views?dateRange=7' }), expect: supplierSide(200, 200) },
  ],
  'GET /api/supplier/statistic/chat-statistic': [
    { call: () => ({ path: '/api/supplier/statistic/chat-statistic?dateRange=7' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/user/pager': [
    { call: () => ({ path: '/api/supplier/user/pager', body: { pageNo: 1 } }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/user/events': [
    {
      call: () => ({ path: '/api/supplier/user/events', body: { kinds: ['follow'] } }),
      expect: supplierSide(200, 200),
    },
  ],
  'POST /api/supplier/user/search/accounts': [
    {
      call: () => ({ path: '/api/supplier/user/search/accounts', body: { keyword: 'buyer' } }),
      expect: supplierSide(200, 200),
    },
  ],
  'POST /api/supplier/user/check/contact/avatar': [
    {
      call: (w) => ({ path: '/api/supplier/user/check/contact/avatar', body: { ids: [w.bystanderId] } }),
      expect: supplierSide(200, 200),
    },
  ],
  'GET /api/supplier/user/account/avatar/:id': [
    {
      name: 'someone who does not follow the supplier',
      call: (w) => ({ path: `/api/supplier/user/account/avatar/${w.bystanderId}` }),
      expect: supplierSide(404, 404),
    },
  ],
};
