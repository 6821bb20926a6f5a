import { adminOnly, type MatrixTable } from '#tests/worker/support/authorisation-matrix.ts';

// Administration (functions/api/admin): administrators only.

export const adminTable: MatrixTable = {
  // Administration.
  'POST /api/admin/user/pager': [{ call: () => ({ path: '/api/admin/user/pager', body: {} }), expect: adminOnly(200) }],
  'POST /api/admin/user/update-status': [
    {
      name: 'another user',
      call: (w) => ({ path: '/api/admin/user/update-status', body: { userId: w.bystanderId, status: 'active' } }),
      expect: adminOnly(200),
    },
    {
      name: 'own account',
      call: (w) => ({
        path: '/api/admin/user/update-status',
        body: { userId: w.users.admin, status: 'temporarily_disabled' },
      }),
      expect: adminOnly(400),
    },
  ],
  'POST /api/admin/user/update-admin': [
    {
      name: 'grant to another user',
      call: (w) => ({ path: '/api/admin/user/update-admin', body: { userId: w.bystanderId, isAdmin: true } }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/user/resend-verification': [
    {
      name: 'a verified account',
      call: (w) => ({ path: '/api/admin/user/resend-verification', body: { userId: w.bystanderId } }),
      expect: adminOnly(409),
    },
  ],
  'POST /api/admin/user/suppliers': [
    {
      call: (w) => ({ path: '/api/admin/user/suppliers', body: { userId: w.users.owner } }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/supplier/pager': [
    { call: () => ({ path: '/api/admin/supplier/pager', body: {} }), expect: adminOnly(200) },
  ],
  // No such supplier: an admin gets past the gate to its 404.
  'POST /api/admin/supplier/update-status': [
    {
      call: () => ({ path: '/api/admin/supplier/update-status', body: { supplierId: 99_999_999, status: 'disabled' } }),
      expect: adminOnly(404),
    },
  ],
  // To an address nobody registered: an admin gets past the gate to the refusal.
  'POST /api/admin/supplier/transfer': [
    {
      call: (world) => ({
        path: '/api/admin/supplier/transfer',
        body: { supplierId: world.supplier.id, email: 'nobody-registered@vitrine.test' },
      }),
      expect: adminOnly(400),
    },
  ],
  'POST /api/admin/audit/pager': [
    { call: () => ({ path: '/api/admin/audit/pager', body: {} }), expect: adminOnly(200) },
  ],
  'GET /api/admin/audit/export.csv': [
    { call: () => ({ path: '/api/admin/audit/export.csv' }), expect: adminOnly(200) },
  ],
  // A push for the world's supplier: its followers (none here) are told through the queue.
  'POST /api/admin/push/trigger': [
    {
      call: (world) => ({ path: '/api/admin/push/trigger', body: { supplierId: world.supplier.id } }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/push/list': [{ call: () => ({ path: '/api/admin/push/list', body: {} }), expect: adminOnly(200) }],
  'POST /api/admin/report/pager': [
    { call: () => ({ path: '/api/admin/report/pager', body: {} }), expect: adminOnly(200) },
  ],
  // No report in the world: an admin gets past the gate to the report's 404.
  'POST /api/admin/report/resolve': [
    {
      call: () => ({
        path: '/api/admin/report/resolve',
        body: { reportId: 99_999_999, outcome: 'dismissed', note: 'Nothing wrong' },
      }),
      expect: adminOnly(404),
    },
  ],
  'POST /api/admin/report/act': [
    {
      call: () => ({ path: '/api/admin/report/act', body: { reportId: 99_999_999, action: 'hide_product' } }),
      expect: adminOnly(404),
    },
  ],
};
