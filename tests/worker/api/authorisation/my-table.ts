import { type MatrixTable, signedIn } from '#tests/worker/support/authorisation-matrix.ts';

// The my family (functions/api/my): a signed-in person's invitees, Web Push and the owner's model
// number check.

export const myTable: MatrixTable = {
  // The caller's invitees (my family): nobody in the world was invited, so the ids are nobody's.
  'POST /api/my/invited-user/pager': [
    { call: () => ({ path: '/api/my/invited-user/pager', body: {} }), expect: signedIn(200) },
  ],
  'DELETE /api/my/invited-user/delete/:id': [
    {
      call: (w) => ({ path: `/api/my/invited-user/delete/${w.bystanderId}`, method: 'DELETE' }),
      expect: signedIn(404),
    },
  ],
  'POST /api/my/invited-user/is-new': [
    {
      call: (w) => ({ path: '/api/my/invited-user/is-new', body: { id: w.bystanderId, isNew: false } }),
      expect: signedIn(404),
    },
  ],
  // Web Push opt-in (my family): a subscription of the caller's own browser; another's is left alone.
  'GET /api/my/push/key': [{ call: () => ({ path: '/api/my/push/key' }), expect: signedIn(200) }],
  'POST /api/my/push/subscribe': [
    {
      call: () => ({
        path: '/api/my/push/subscribe',
        body: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
      }),
      expect: signedIn(200),
    },
  ],
  'POST /api/my/push/unsubscribe': [
    {
      call: () => ({ path: '/api/my/push/unsubscribe', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/my/push/status': [
    {
      call: () => ({ path: '/api/my/push/status', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } }),
      expect: signedIn(200),
    },
  ],
  // Under my/ as the spec puts it: a signed-in owner only; a token is not a session.
  'POST /api/my/product/search/model-number': [
    {
      call: () => ({ path: '/api/my/product/search/model-number', body: { modelNumber: 'TM-0001' } }),
      expect: { visitor: 401, buyer: 403, contact: 403, owner: 200, admin: 403, developer: 401 },
    },
  ],
};
