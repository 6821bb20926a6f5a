import { type MatrixTable, signedIn, withTopLevelAddresses } from '#tests/worker/support/authorisation-matrix.ts';
import { TEST_PASSWORD, unique } from '#tests/worker/support/factories.ts';

// The signed-in person's own things (functions/api/app), also at the top-level addresses spec §7
// gives some of them.

/** The team inbox: the catalogue's owner and sales contact; anyone else signed in is refused. */
const team = (status: number) => ({ ...signedIn(403), owner: status, contact: status });

const WEAK = { oldPassword: 'x', password: 'weak', repeatPassword: 'weak' };

export const appTable: MatrixTable = withTopLevelAddresses({
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
  // Someone else's notification id changes nothing and is no error.
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
  // Issue 29: an inquiry reaches the catalogue's team; its own people do not ask it.
  'POST /api/app/inquiry/send': [
    {
      call: (w) => ({
        path: '/api/app/inquiry/send',
        body: { lines: [{ productId: w.productId, quantity: 10, unit: 'pieces' }], message: 'A price for 10?' },
      }),
      expect: { ...signedIn(200), owner: 400, contact: 400 },
      freshActors: true,
    },
  ],
  // Issue 29 item 1: a buying team is its members' alone. The world's team has the buyer as its
  // only member (its owner): anyone else is answered as if it did not exist.
  'GET /api/app/buying-team/list': [{ call: () => ({ path: '/api/app/buying-team/list' }), expect: signedIn(200) }],
  'GET /api/app/buying-team/notices': [
    { call: () => ({ path: '/api/app/buying-team/notices' }), expect: signedIn(200) },
  ],
  'GET /api/app/buying-team/detail/:teamId': [
    {
      call: (w) => ({ path: `/api/app/buying-team/detail/${w.buyingTeam.teamId}` }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/create': [
    { call: () => ({ path: '/api/app/buying-team/create', body: { name: 'Buyers' } }), expect: signedIn(200) },
  ],
  'POST /api/app/buying-team/rename': [
    {
      call: (w) => ({ path: '/api/app/buying-team/rename', body: { teamId: w.buyingTeam.teamId, name: 'Renamed' } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/delete': [
    {
      call: (w) => ({ path: '/api/app/buying-team/delete', body: { teamId: w.buyingTeam.teamId } }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/buying-team/leave': [
    {
      name: 'the owner deletes instead',
      call: (w) => ({ path: '/api/app/buying-team/leave', body: { teamId: w.buyingTeam.teamId } }),
      expect: { ...signedIn(404), buyer: 409 },
    },
  ],
  'POST /api/app/buying-team/remove-member': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/remove-member',
        body: { teamId: w.buyingTeam.teamId, userId: w.bystanderId },
      }),
      expect: signedIn(404),
    },
  ],
  'POST /api/app/buying-team/invite': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/invite',
        body: { teamId: w.buyingTeam.teamId, email: `${unique('colleague')}@vitrine.test` },
      }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/withdraw': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/withdraw',
        body: { teamId: w.buyingTeam.teamId, email: 'nobody@vitrine.test' },
      }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/accept': [
    { call: () => ({ path: '/api/app/buying-team/accept', body: { id: 999_999 } }), expect: signedIn(404) },
  ],
  'POST /api/app/buying-team/decline': [
    { call: () => ({ path: '/api/app/buying-team/decline', body: { id: 999_999 } }), expect: signedIn(404) },
  ],
  'POST /api/app/buying-team/list/create': [
    {
      call: (w) => ({ path: '/api/app/buying-team/list/create', body: { teamId: w.buyingTeam.teamId, name: 'More' } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/list/delete': [
    {
      call: (w) => ({ path: '/api/app/buying-team/list/delete', body: { listId: w.buyingTeam.listId } }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'GET /api/app/buying-team/list/detail/:listId': [
    {
      call: (w) => ({ path: `/api/app/buying-team/list/detail/${w.buyingTeam.listId}` }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/item/add': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/item/add',
        body: { listId: w.buyingTeam.listId, supplierId: w.supplier.name },
      }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/buying-team/item/remove': [
    {
      call: (w) => ({ path: '/api/app/buying-team/item/remove', body: { itemId: w.buyingTeam.itemId } }),
      expect: { ...signedIn(404), buyer: 200 },
      freshActors: true,
    },
  ],
  'POST /api/app/buying-team/item/vote': [
    {
      call: (w) => ({ path: '/api/app/buying-team/item/vote', body: { itemId: w.buyingTeam.itemId, value: 1 } }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'GET /api/app/buying-team/item/comments/:itemId': [
    {
      call: (w) => ({ path: `/api/app/buying-team/item/comments/${w.buyingTeam.itemId}` }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/comment/add': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/comment/add',
        body: { itemId: w.buyingTeam.itemId, body: 'Agreed' },
      }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/comment/edit': [
    {
      call: (w) => ({
        path: '/api/app/buying-team/comment/edit',
        body: { commentId: w.buyingTeam.commentId, body: 'Edited' },
      }),
      expect: { ...signedIn(404), buyer: 200 },
    },
  ],
  'POST /api/app/buying-team/comment/delete': [
    {
      call: (w) => ({ path: '/api/app/buying-team/comment/delete', body: { commentId: w.buyingTeam.commentId } }),
      expect: { ...signedIn(404), buyer: 200 },
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
  // The team inbox (issue 26 item 2): the catalogue's owner and its team only, never its ERP token;
  // the world's one conversation is the buyer's with the contact, who holds it.
  'POST /api/app/team-inbox/pager': [
    { call: (w) => ({ path: '/api/app/team-inbox/pager', body: { supplierId: w.supplier.name } }), expect: team(200) },
  ],
  'POST /api/app/team-inbox/messages': [
    {
      call: (w) => ({ path: '/api/app/team-inbox/messages', body: { supplierId: w.supplier.name, chatId: w.chatId } }),
      expect: team(200),
    },
  ],
  'POST /api/app/team-inbox/read': [
    {
      call: (w) => ({ path: '/api/app/team-inbox/read', body: { supplierId: w.supplier.name, chatId: w.chatId } }),
      expect: team(200),
    },
  ],
  'POST /api/app/team-inbox/send': [
    {
      call: (w) => ({
        path: '/api/app/team-inbox/send',
        body: { supplierId: w.supplier.name, chatId: w.chatId, content: 'Hello from the team' },
      }),
      expect: team(200),
    },
  ],
  'POST /api/app/team-inbox/hand-over': [
    {
      name: 'to the owner',
      call: (w) => ({
        path: '/api/app/team-inbox/hand-over',
        body: { supplierId: w.supplier.name, chatId: w.chatId, memberId: w.users.owner },
      }),
      expect: team(200),
      freshActors: true,
    },
  ],
  'POST /api/app/team-inbox/start': [
    {
      name: 'the buyer, who does not follow the supplier',
      call: (w) => ({
        path: '/api/app/team-inbox/start',
        body: { supplierId: w.supplier.name, userId: w.users.buyer },
      }),
      expect: team(404),
    },
  ],
  'POST /api/app/team-inbox/team': [
    { call: (w) => ({ path: '/api/app/team-inbox/team', body: { supplierId: w.supplier.name } }), expect: team(200) },
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
  // Issue 26 item 1: the person's own name, job title, company and photo. An empty body changes nothing.
  'POST /api/app/account/update-profile': [
    { call: () => ({ path: '/api/app/account/update-profile', body: {} }), expect: signedIn(200) },
    {
      call: () => ({ path: '/api/app/account/update-profile', body: { name: 'x'.repeat(61) } }),
      expect: signedIn(400),
    },
  ],
  // A JSON body is no form: every signed-in role reaches the 400, a visitor the 401.
  'POST /api/app/account/update-avatar': [
    { call: () => ({ path: '/api/app/account/update-avatar', body: {} }), expect: signedIn(400) },
  ],
  'POST /api/app/account/remove-avatar': [
    { call: () => ({ path: '/api/app/account/remove-avatar', method: 'POST' }), expect: signedIn(200) },
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
});
