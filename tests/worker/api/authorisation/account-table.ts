import { everyone, type MatrixTable, signedIn } from '#tests/worker/support/authorisation-matrix.ts';
import { unique } from '#tests/worker/support/factories.ts';

// Accounts at the top of /api (functions/api/account): login, registration, mails, the session,
// the app binding and the invite link.

const BAD_LOGIN = { email: 'someone@vitrine.test', password: 'Wrong-pass-1', captcha: 'WRONG1' };

export const accountTable: MatrixTable = {
  // Accounts (top level): open to everyone, except the invite link, which is someone's.
  'GET /api/supplier/home/captcha': [
    { call: () => ({ path: '/api/supplier/home/captcha?v=1' }), expect: everyone(200) },
  ],
  'POST /api/login': [{ call: () => ({ path: '/api/login', body: BAD_LOGIN }), expect: everyone(400) }],
  'GET /api/logout': [{ call: () => ({ path: '/api/logout' }), expect: everyone(200) }],
  'POST /api/register': [
    {
      call: () => ({ path: '/api/register', body: { email: 'bad', password: 'weak', repeatPassword: 'weak' } }),
      expect: everyone(400),
    },
  ],
  'POST /api/forgot': [
    {
      call: () => ({ path: '/api/forgot', body: { email: `${unique('nobody')}@vitrine.test` } }),
      expect: everyone(400),
    },
  ],
  'POST /api/reset-password': [
    {
      call: () => ({
        path: '/api/reset-password',
        body: { token: 'a'.repeat(43), password: 'Strong-pass-1', repeatPassword: 'Strong-pass-1' },
      }),
      expect: everyone(400),
    },
  ],
  'GET /api/current': [{ call: () => ({ path: '/api/current' }), expect: everyone(200) }],
  // A phone using the owner's app-binding code: open to all, the code decides (here nobody's: 404).
  'POST /api/bind-app': [
    { call: () => ({ path: '/api/bind-app', body: { sid: 'A'.repeat(22) } }), expect: everyone(404) },
  ],
  'GET /api/invite-url': [{ call: () => ({ path: '/api/invite-url' }), expect: signedIn(200) }],
};
