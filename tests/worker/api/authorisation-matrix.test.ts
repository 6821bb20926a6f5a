import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TOP_LEVEL_ROUTES } from '#functions/api/app/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { makeWorld, registeredRoutes, type World } from '#tests/worker/support/authorisation-world.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, TEST_PASSWORD, unique } from '#tests/worker/support/factories.ts';

// Every /api route the app registers, called by every role, against a table of expected statuses
// (issue 4: roles enforced once per family). A route missing from the table fails the test, so a
// new route cannot ship without someone deciding who may call it. Credentials are fresh for every
// call (a new session, a new developer token), so routes that end sessions or replace tokens do
// not disturb the others.

const ROLES = ['visitor', 'buyer', 'contact', 'owner', 'admin', 'developer'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

type Call = { path: string; method?: string; body?: unknown };
type Case = { name?: string; call: (world: World) => Call; expect: Expected; freshActors?: boolean };

const everyone = (status: number): Expected => ({
  visitor: status,
  buyer: status,
  contact: status,
  owner: status,
  admin: status,
  developer: status,
});
/** The app family (and the supplier note): any signed-in person; a token is not a person. */
const signedIn = (status: number): Expected => ({
  visitor: 401,
  buyer: status,
  contact: status,
  owner: status,
  admin: status,
  developer: 401,
});
/** The supplier family: the owner's session or the developer token. */
const supplierSide = (owner: number, developer: number): Expected => ({
  visitor: 401,
  buyer: 403,
  contact: 403,
  owner,
  admin: 403,
  developer,
});
const adminOnly = (status: number): Expected => ({
  visitor: 401,
  buyer: 403,
  contact: 403,
  owner: 403,
  admin: status,
  developer: 401,
});

const BAD_LOGIN = { email: 'someone@vitrine.test', password: 'Wrong-pass-1', captcha: 'WRONG1' };
const WEAK = { oldPassword: 'x', password: 'weak', repeatPassword: 'weak' };

const TABLE: Record<string, Case[]> = {
  // The ERP API's OpenAPI document: public.
  'GET /api/openapi.json': [{ call: () => ({ path: '/api/openapi.json' }), expect: everyone(200) }],
  // Public catalogue (common family).
  'GET /api/common/posts': [
    { call: (w) => ({ path: `/api/common/posts?supplierId=${w.supplier.name}` }), expect: everyone(200) },
  ],
  'GET /api/common/product/detail/:productId': [
    { call: (w) => ({ path: `/api/common/product/detail/${w.productId}` }), expect: everyone(200) },
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
  'POST /api/common/supplier/note': [
    {
      call: (w) => ({ path: '/api/common/supplier/note', body: { supplierId: w.supplier.name, content: 'A note' } }),
      expect: signedIn(200),
    },
  ],

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

  // The signed-in user's own things (app family).
  'POST /api/app/product/star': [
    { call: (w) => ({ path: '/api/app/product/star', body: { productId: w.productId } }), expect: signedIn(200) },
  ],
  'POST /api/app/product/unstar': [
    { call: (w) => ({ path: '/api/app/product/unstar', body: { productId: w.productId } }), expect: signedIn(200) },
  ],
  'GET /api/app/product/viewer-state/:productId': [
    { call: (w) => ({ path: `/api/app/product/viewer-state/${w.productId}` }), expect: signedIn(200) },
  ],
  'POST /api/app/product/note': [
    {
      call: (w) => ({ path: '/api/app/product/note', body: { productId: w.productId, content: 'A note' } }),
      expect: signedIn(200),
    },
  ],
  'GET /api/app/supplier/detail/:id': [
    { call: (w) => ({ path: `/api/app/supplier/detail/${w.supplier.name}` }), expect: signedIn(200) },
  ],
  // Engagement: the caller's own marks, tags and lists (spec §7).
  'POST /api/app/supplier/follow': [
    {
      call: (w) => ({ path: '/api/app/supplier/follow', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/supplier/unfollow': [
    {
      call: (w) => ({ path: '/api/app/supplier/unfollow', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/supplier/star': [
    { call: (w) => ({ path: '/api/app/supplier/star', body: { supplierId: w.supplier.name } }), expect: signedIn(200) },
  ],
  'POST /api/app/supplier/unstar': [
    {
      call: (w) => ({ path: '/api/app/supplier/unstar', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  // Nobody in the world follows the supplier: is-new needs the follow.
  'POST /api/app/supplier/is-new': [
    {
      call: (w) => ({ path: '/api/app/supplier/is-new', body: { supplierId: w.supplier.name, isNew: false } }),
      expect: signedIn(400),
    },
  ],
  'GET /api/app/supplier/recently-list': [
    { call: () => ({ path: '/api/app/supplier/recently-list' }), expect: signedIn(200) },
  ],
  'GET /api/app/supplier/name-available/:name': [
    { call: () => ({ path: '/api/app/supplier/name-available/a-free-name' }), expect: signedIn(200) },
  ],
  'POST /api/app/supplier/create': [
    { call: () => ({ path: '/api/app/supplier/create', body: {} }), expect: signedIn(400) },
  ],
  'POST /api/app/supplier/contacts': [
    {
      call: (w) => ({ path: '/api/app/supplier/contacts', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/supplier-watch/watch': [
    {
      call: (w) => ({ path: '/api/app/supplier-watch/watch', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/supplier-watch/unwatch': [
    {
      call: (w) => ({ path: '/api/app/supplier-watch/unwatch', body: { supplierId: w.supplier.name } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/product/follow': [
    { call: (w) => ({ path: '/api/app/product/follow', body: { productId: w.productId } }), expect: signedIn(200) },
  ],
  'POST /api/app/product/unfollow': [
    { call: (w) => ({ path: '/api/app/product/unfollow', body: { productId: w.productId } }), expect: signedIn(200) },
  ],
  'POST /api/app/product/is-new': [
    {
      call: (w) => ({ path: '/api/app/product/is-new', body: { productId: w.productId, isNew: false } }),
      expect: signedIn(400),
    },
  ],
  'GET /api/app/product/recently-list': [
    { call: () => ({ path: '/api/app/product/recently-list' }), expect: signedIn(200) },
  ],
  'POST /api/app/product-watch/watch': [
    {
      call: (w) => ({ path: '/api/app/product-watch/watch', body: { productId: w.productId } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/product-watch/unwatch': [
    {
      call: (w) => ({ path: '/api/app/product-watch/unwatch', body: { productId: w.productId } }),
      expect: signedIn(200),
    },
  ],
  'GET /api/app/supplier-tag/all': [{ call: () => ({ path: '/api/app/supplier-tag/all' }), expect: signedIn(200) }],
  'POST /api/app/supplier-tag/add': [
    { call: () => ({ path: '/api/app/supplier-tag/add', body: { name: unique('tag') } }), expect: signedIn(200) },
  ],
  // The bystander's tag is not the caller's: 404 for everyone signed in.
  'PATCH /api/app/supplier-tag/update': [
    {
      call: (w) => ({
        path: '/api/app/supplier-tag/update',
        method: 'PATCH',
        body: { id: w.bystanderTags.supplier, name: 'Mine' },
      }),
      expect: signedIn(404),
    },
  ],
  'DELETE /api/app/supplier-tag/delete/:id': [
    {
      call: (w) => ({ path: `/api/app/supplier-tag/delete/${w.bystanderTags.supplier}`, method: 'DELETE' }),
      expect: signedIn(404),
    },
  ],
  'GET /api/app/product-tag/all': [{ call: () => ({ path: '/api/app/product-tag/all' }), expect: signedIn(200) }],
  'POST /api/app/product-tag/add': [
    { call: () => ({ path: '/api/app/product-tag/add', body: { name: unique('tag') } }), expect: signedIn(200) },
  ],
  'PATCH /api/app/product-tag/update': [
    {
      call: (w) => ({
        path: '/api/app/product-tag/update',
        method: 'PATCH',
        body: { id: w.bystanderTags.product, name: 'Mine' },
      }),
      expect: signedIn(404),
    },
  ],
  'DELETE /api/app/product-tag/delete/:id': [
    {
      call: (w) => ({ path: `/api/app/product-tag/delete/${w.bystanderTags.product}`, method: 'DELETE' }),
      expect: signedIn(404),
    },
  ],
  'POST /api/app/follow-supplier/tags': [
    {
      call: (w) => ({ path: '/api/app/follow-supplier/tags', body: { supplierId: w.supplier.name, tagIds: [] } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/follow-product/tags': [
    {
      call: (w) => ({ path: '/api/app/follow-product/tags', body: { productId: w.productId, tagIds: [] } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/home/suppliers': [
    { call: () => ({ path: '/api/app/home/suppliers', body: {} }), expect: signedIn(200) },
  ],
  'POST /api/app/home/search': [
    { call: () => ({ path: '/api/app/home/search', body: { keyword: 'test' } }), expect: signedIn(200) },
  ],
  'POST /api/app/home/products': [
    { call: () => ({ path: '/api/app/home/products', body: {} }), expect: signedIn(200) },
  ],
  'POST /api/app/notification/pager': [
    { call: () => ({ path: '/api/app/notification/pager', body: {} }), expect: signedIn(200) },
  ],
  // Someone else's notification id changes nothing and is no error.
  // A sales team is joined only by its invitee's answer (issue 24): any signed-in person, their own.
  'GET /api/app/team/list': [{ call: () => ({ path: '/api/app/team/list' }), expect: signedIn(200) }],
  'POST /api/app/team/accept': [
    {
      name: 'an invitation that is nobody’s',
      call: () => ({ path: '/api/app/team/accept', body: { id: 999_999_999 } }),
      expect: signedIn(404),
    },
  ],
  'POST /api/app/team/decline': [
    {
      name: 'an invitation that is nobody’s',
      call: () => ({ path: '/api/app/team/decline', body: { id: 999_999_999 } }),
      expect: signedIn(404),
    },
  ],
  'POST /api/app/team/leave': [
    {
      name: 'the catalogue whose team only the contact is on',
      call: (w) => ({ path: '/api/app/team/leave', body: { supplierId: w.supplier.name } }),
      expect: { visitor: 401, buyer: 404, contact: 200, owner: 404, admin: 404, developer: 401 },
      freshActors: true,
    },
  ],
  'POST /api/app/notification/update/read': [
    {
      call: () => ({ path: '/api/app/notification/update/read', body: { notificationIds: [1], isRead: true } }),
      expect: signedIn(200),
    },
  ],
  // Posts: create and update are multipart (a JSON body is 400 for whoever may call); who may post is in posts-api.test.ts.
  'POST /api/app/post/list': [
    { call: (w) => ({ path: '/api/app/post/list', body: { supplierId: w.supplier.name } }), expect: signedIn(200) },
  ],
  'POST /api/app/post/create': [
    {
      call: (w) => ({ path: '/api/app/post/create', body: { supplierId: w.supplier.name, content: 'x' } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/post/update': [
    {
      call: (w) => ({ path: '/api/app/post/update', body: { postId: w.postIds.supplier, content: 'x' } }),
      expect: signedIn(400),
    },
  ],
  'DELETE /api/app/post/delete/:id': [
    {
      call: (w) => ({ path: `/api/app/post/delete/${w.postIds.supplier}`, method: 'DELETE' }),
      expect: { ...signedIn(403), owner: 200 },
      freshActors: true,
    },
  ],
  // Beyond the spec: any signed-in person may ask where they may post (the list is their own).
  'GET /api/app/post/suppliers': [{ call: () => ({ path: '/api/app/post/suppliers' }), expect: signedIn(200) }],
  'POST /api/app/post/video': [{ call: () => ({ path: '/api/app/post/video', body: {} }), expect: signedIn(400) }],
  'POST /api/app/product/post/list': [
    { call: (w) => ({ path: '/api/app/product/post/list', body: { productId: w.productId } }), expect: signedIn(200) },
  ],
  'POST /api/app/product/post/create': [
    {
      call: (w) => ({ path: '/api/app/product/post/create', body: { productId: w.productId, content: 'x' } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/product/post/update': [
    {
      call: (w) => ({ path: '/api/app/product/post/update', body: { postId: w.postIds.product, content: 'x' } }),
      expect: signedIn(400),
    },
  ],
  'DELETE /api/app/product/post/delete/:id': [
    {
      call: (w) => ({ path: `/api/app/product/post/delete/${w.postIds.product}`, method: 'DELETE' }),
      expect: { ...signedIn(403), owner: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/share-supplier/create-link': [
    {
      call: (w) => ({ path: '/api/app/share-supplier/create-link', body: { supplierIds: [w.supplier.name] } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/share-supplier/access-link': [
    {
      call: (w) => ({ path: '/api/app/share-supplier/access-link', body: { link: w.shareLinks.supplier } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/share-product/create-link': [
    {
      call: (w) => ({ path: '/api/app/share-product/create-link', body: { productIds: [w.productId] } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/app/share-product/access-link': [
    {
      call: (w) => ({ path: '/api/app/share-product/access-link', body: { link: w.shareLinks.product } }),
      expect: signedIn(200),
    },
  ],
  // Reports are multipart (a JSON body is 400 for whoever may call); shares-reports-api.test.ts files them.
  'POST /api/app/report/supplier': [
    {
      call: (w) => ({ path: '/api/app/report/supplier', body: { supplierId: w.supplier.name } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/report/product': [
    { call: (w) => ({ path: '/api/app/report/product', body: { productId: w.productId } }), expect: signedIn(400) },
  ],
  // Messaging and blocking (spec §7): the world's one chat is the buyer's with the sales contact, so
  // everyone else finds nothing of it (404); a JSON body to a multipart call is 400.
  'POST /api/app/message/contact/pager': [
    { call: () => ({ path: '/api/app/message/contact/pager', body: {} }), expect: signedIn(200) },
  ],
  'POST /api/app/message/contact/detail': [
    {
      call: (w) => ({ path: '/api/app/message/contact/detail', body: { contactId: w.users.contact } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/message/contact/list': [
    {
      call: (w) => ({ path: '/api/app/message/contact/list', body: { contactIds: [w.users.contact] } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'DELETE /api/app/message/contact/delete/:id': [
    {
      call: (w) => ({ path: `/api/app/message/contact/delete/${w.users.contact}`, method: 'DELETE' }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/message/list': [
    {
      call: (w) => ({ path: '/api/app/message/list', body: { contactIds: [w.users.contact] } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  // Each caller's own chats only (tests/worker/realtime/live-messages.test.ts).
  'POST /api/app/message/since': [
    { call: () => ({ path: '/api/app/message/since', body: { afterId: 0 } }), expect: signedIn(200) },
  ],
  'POST /api/app/message/update/read': [
    {
      call: (w) => ({ path: '/api/app/message/update/read', body: { messageIds: [w.chatMessageId], isRead: false } }),
      expect: { ...signedIn(404), buyer: 200, contact: 200 },
    },
  ],
  'POST /api/app/message/update/received': [
    {
      call: (w) => ({
        path: '/api/app/message/update/received',
        body: { messageIds: [w.chatMessageId], isReceived: false },
      }),
      expect: { ...signedIn(404), buyer: 200, contact: 200 },
    },
  ],
  'POST /api/app/message/send': [
    {
      call: (w) => ({ path: '/api/app/message/send', body: { contactId: w.users.contact, content: 'Hi' } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
    {
      name: 'adding the supplier’s sales contact',
      call: (w) => ({
        path: '/api/app/message/send',
        body: { contactId: w.users.contact, supplierId: w.supplier.name },
      }),
      expect: { ...signedIn(200), contact: 404 },
      freshActors: true,
    },
  ],
  'POST /api/app/message/send-file': [
    {
      call: (w) => ({ path: '/api/app/message/send-file', body: { contactId: w.users.contact } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/app/message/refresh-video-message': [
    {
      name: 'a text message',
      call: (w) => ({ path: '/api/app/message/refresh-video-message', body: { messageId: w.chatMessageId } }),
      expect: { ...signedIn(404), buyer: 400, contact: 400 },
    },
  ],
  'POST /api/app/block/add': [
    {
      call: (w) => ({ path: '/api/app/block/add', body: { contactId: w.users.contact } }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/block/delete': [
    { call: (w) => ({ path: '/api/app/block/delete', body: { contactId: w.users.contact } }), expect: signedIn(200) },
  ],
  'POST /api/app/block/pager': [{ call: () => ({ path: '/api/app/block/pager', body: {} }), expect: signedIn(200) }],
  'POST /api/app/report/chat': [
    {
      call: (w) => ({ path: '/api/app/report/chat', body: { chatId: 1, contactId: w.users.contact } }),
      expect: signedIn(400),
    },
  ],
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
  'GET /api/app/account/current': [{ call: () => ({ path: '/api/app/account/current' }), expect: signedIn(200) }],
  'POST /api/app/account/update': [
    { call: () => ({ path: '/api/app/account/update', body: WEAK }), expect: signedIn(400) },
  ],
  'POST /api/app/account/update-visibility': [
    {
      call: () => ({ path: '/api/app/account/update-visibility', body: { visibility: 'visible' } }),
      expect: signedIn(200),
    },
  ],
  'GET /api/app/account/avatar': [{ call: () => ({ path: '/api/app/account/avatar' }), expect: signedIn(404) }],
  'DELETE /api/app/account/delete': [
    // Owners keep their account while the catalogue is theirs (409; closing it first lets them).
    {
      call: () => ({ path: '/api/app/account/delete', method: 'DELETE', body: { password: TEST_PASSWORD } }),
      expect: { ...signedIn(200), owner: 409 },
      freshActors: true,
    },
  ],

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
  // Under my/ as the spec puts it: a signed-in owner only; a token is not a session.
  'POST /api/my/product/search/model-number': [
    {
      call: () => ({ path: '/api/my/product/search/model-number', body: { modelNumber: 'TM-0001' } }),
      expect: { visitor: 401, buyer: 403, contact: 403, owner: 200, admin: 403, developer: 401 },
    },
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

  'GET /api/supplier/statistic/total-statistic': [
    { call: () => ({ path: '/api/supplier/statistic/total-statistic' }), expect: supplierSide(200, 200) },
  ],
  'POST /api/supplier/statistic/daily-statistic': [
    {
      call: () => ({ path: '/api/supplier/statistic/daily-statistic', body: { dateRange: 7, action: 'view' } }),
      expect: supplierSide(200, 200),
    },
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

// The calls spec §7 lists at the top of /api answer at both addresses, to the same callers.
for (const [prefix] of SPEC_TOP_LEVEL_ROUTES) {
  for (const [route, cases] of Object.entries(TABLE)) {
    const [method, path] = route.split(' ') as [string, string];
    if (!path.startsWith(`/api/app${prefix}/`)) continue;
    TABLE[`${method} ${path.replace('/api/app/', '/api/')}`] = cases.map((routeCase) => ({
      ...routeCase,
      call: (world) => {
        const call = routeCase.call(world);
        return { ...call, path: call.path.replace('/api/app/', '/api/') };
      },
    }));
  }
}

/** Status of one call as `role`, with credentials made for this call alone. */
async function statusAs(role: Role, world: World, call: Call): Promise<number> {
  const options = { method: call.method, body: call.body };
  if (role === 'visitor') return (await callApi(call.path, options)).status;
  if (role === 'developer') {
    const token = await regenerateDeveloperToken(db(), world.supplier.id);
    return (await callApi(call.path, { ...options, headers: { authorization: `Bearer ${token}` } })).status;
  }
  return (await callApi(call.path, { ...options, session: await signIn(world.users[role]) })).status;
}

describe('authorisation matrix', () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld();
  });

  it('has a row for every registered /api route, and no row for a route that is gone', () => {
    expect(registeredRoutes()).toEqual(Object.keys(TABLE).sort());
  });

  for (const [route, cases] of Object.entries(TABLE)) {
    for (const routeCase of cases) {
      it(`${route}${routeCase.name ? ` (${routeCase.name})` : ''}`, async () => {
        const actual = {} as Expected;
        for (const role of ROLES) {
          const actors = routeCase.freshActors ? await makeWorld() : world;
          actual[role] = await statusAs(role, actors, routeCase.call(actors));
        }
        expect(actual).toEqual(routeCase.expect);
      });
    }
  }
});

describe('ownership in the domain', () => {
  it('a supplier owner and a developer token reach only their own supplier', async () => {
    const mine = await makeWorld();
    const theirs = await makeWorld();
    const token = await regenerateDeveloperToken(db(), theirs.supplier.id);
    const asOwner = await callApi('/api/supplier/product/pager', { session: await signIn(mine.users.owner), body: {} });
    const asToken = await callApi('/api/supplier/product/pager', {
      headers: { authorization: `Bearer ${token}` },
      body: {},
    });
    expect(asOwner.body.data.list.map((product: { id: number }) => product.id)).toEqual([mine.productId]);
    expect(asToken.body.data.list.map((product: { id: number }) => product.id)).toEqual([theirs.productId]);
  });

  it('a replaced developer token stops working at once', async () => {
    const { supplier } = await makeWorld();
    const old = await regenerateDeveloperToken(db(), supplier.id);
    await regenerateDeveloperToken(db(), supplier.id);
    const answer = await callApi('/api/supplier/product/pager', {
      headers: { authorization: `Bearer ${old}` },
      body: {},
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual([{ field: '', code: 'developer_token_invalid' }]);
  });

  it('a disabled supplier answers supplier_disable, which sends the browser to the login route', async () => {
    const owner = await makeUser(db());
    await makeSupplier(db(), { ownerId: owner.id, status: 'disabled' });
    const answer = await callApi('/api/supplier/home/developer', { session: await signIn(owner.id) });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([{ field: '', code: 'supplier_disable' }]);
  });
});
