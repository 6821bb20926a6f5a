import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customDomains, users, videos } from '#functions/db/schema/index.ts';
import { addCatalogMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { createAppBinding } from '#functions/domain/suppliers/app-bindings.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { makeWorld, registeredRoutes, type World } from '#tests/worker/support/authorisation-world.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import type { FieldError } from '#src/shared/api.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';

// Issue 24, "Also": anyone can open a catalogue, so one catalogue's owner and its ERP token are
// strangers to every other catalogue. Catalogue A holds real objects (a product with a picture and
// a document, menus, a sales-team member and an invited person, a follower, posts, videos, an
// app-binding code); B's owner session and B's developer token call every owner-family route with
// bodies that would succeed on B's own things, but naming A's. Each call is refused as an unknown
// id is (the same status and code: an id says nothing of what others have), or answers B's own
// catalogue with nothing of A's in it; afterwards A's catalogue reads exactly as before. A route
// missing from the table fails the first test, so a new one cannot ship without someone deciding.

/** A's things B names. Every text of A's carries `mark`, so a leak shows in any answer. */
type Theirs = {
  world: World;
  mark: string;
  productId: number;
  modelNumber: string;
  menuName: string;
  menuId: number;
  subMenuId: number;
  /** One of A's own product categories (issue 26). */
  categoryId: number;
  pictureKey: string;
  documentKey: string;
  /** A video A uploaded to the R2 host, and one Cloudflare Stream keeps for A (a uid). */
  vid: string;
  streamVid: string;
  memberId: number;
  invitedId: number;
  followerId: number;
  ownerEmail: string;
  /** The domain A proved it controls. */
  domain: string;
  /** A's live app-binding code (it signs a phone in as A's owner). */
  sid: string;
  /** What no answer to B may contain. */
  secrets: string[];
};

/** B's own things, which a call combines with one of A's. */
type Mine = { world: World; menuId: number };

type Caller = 'owner' | 'developer';
type ForeignCall = { path: string; method?: string; body?: unknown };
type Outcome =
  /** Refused with exactly this status and these errors, as an unknown id is. */
  | { refused: number; errors: FieldError[] }
  /** Answered from B's own catalogue, with nothing of A's in it. */
  | { own: true; check?: (data: any, theirs: Theirs) => void }
  /**
   * Taken, because what it names is public to anyone: a picture or document key is the address of
   * its content (B uploading the same bytes gets the same key) and changes nothing of A's.
   */
  | { publicContent: true };
type ForeignCase = {
  name: string;
  call: (theirs: Theirs, mine: Mine) => ForeignCall;
  outcome: Outcome;
  /** The owner's session only: the route takes no developer token (the role matrix checks it refuses one). */
  sessionOnly?: true;
};

const refused = (status: number, field: string, code: string): Outcome => ({
  refused: status,
  errors: [{ field, code }],
});
const productNotFound = refused(404, 'id', 'product_not_found');
const menuNotFound = (field: string) => refused(404, field, 'menu_not_found');
const notOnTheTeam = refused(404, 'id', 'contact_user_not_found');
const postNotAllowed = (field: string) => refused(403, field, 'post_not_allowed');
const videoNotFound = refused(400, 'medias', 'video_not_found');
const OWN: Outcome = { own: true };

/** A product profile B's own product (makeWorld's first) takes as is. */
const profileOf = (change: Partial<typeof EMPTY_PRODUCT_PROFILE> = {}) => ({
  ...EMPTY_PRODUCT_PROFILE,
  productName: 'Test product 1',
  modelNumber: 'TM-0001',
  ...change,
});

const postForm = (fields: Record<string, string>) => formOf({ content: 'Ours now', ...fields });
const mp4 = (label: string) => new File([new Uint8Array([0, 0, 0, 0x18]), 'ftypisom', label], 'clip.mp4');

/** Every owner-family route: the calls that name A's objects. */
const FOREIGN: Record<string, ForeignCase[]> = {
  // Products.
  'POST /api/supplier/product/pager': [
    {
      name: 'filtered by A’s menu',
      call: (a) => ({ path: '/api/supplier/product/pager', body: { menuId: a.menuId } }),
      outcome: OWN,
    },
    {
      name: 'searching A’s model number',
      call: (a) => ({ path: '/api/supplier/product/pager', body: { keyword: a.modelNumber } }),
      outcome: { own: true, check: (data) => expect(data.list).toEqual([]) },
    },
  ],
  'GET /api/supplier/product/get/:id': [
    {
      name: 'A’s product',
      call: (a) => ({ path: `/api/supplier/product/get/${a.productId}` }),
      outcome: productNotFound,
    },
  ],
  'POST /api/supplier/product/add': [
    {
      name: 'in A’s sub menu',
      call: (a) => ({
        path: '/api/supplier/product/add',
        body: profileOf({ modelNumber: unique('B'), menuId: a.subMenuId }),
      }),
      outcome: refused(400, 'menuId', 'menu_not_found'),
    },
    {
      name: 'in A’s category',
      call: (a) => ({
        path: '/api/supplier/product/add',
        body: profileOf({ modelNumber: unique('B'), categoryId: a.categoryId }),
      }),
      outcome: refused(400, 'categoryId', 'category_not_found'),
    },
  ],
  'PATCH /api/supplier/product/profile/:id': [
    {
      name: 'A’s product',
      call: (a) => ({ path: `/api/supplier/product/profile/${a.productId}`, method: 'PATCH', body: profileOf() }),
      outcome: productNotFound,
    },
    {
      name: 'B’s product into A’s menu',
      call: (a, b) => ({
        path: `/api/supplier/product/profile/${b.world.productId}`,
        method: 'PATCH',
        body: profileOf({ menuId: a.menuId }),
      }),
      outcome: refused(400, 'menuId', 'menu_not_found'),
    },
    {
      name: 'B’s product into A’s category',
      call: (a, b) => ({
        path: `/api/supplier/product/profile/${b.world.productId}`,
        method: 'PATCH',
        body: profileOf({ categoryId: a.categoryId }),
      }),
      outcome: refused(400, 'categoryId', 'category_not_found'),
    },
  ],
  'PUT /api/supplier/category/list': [
    {
      name: 'A’s category renamed into B’s list',
      call: (a) => ({
        path: '/api/supplier/category/list',
        method: 'PUT',
        body: { categories: [{ id: a.categoryId, name: 'Ours now' }] },
      }),
      outcome: refused(400, 'categories.0.id', 'category_not_found'),
    },
  ],
  'PATCH /api/supplier/product/highlights/:id': [
    {
      name: 'A’s product',
      call: (a) => ({
        path: `/api/supplier/product/highlights/${a.productId}`,
        method: 'PATCH',
        body: { highlights: [{ name: 'Ours', value: 'now' }] },
      }),
      outcome: productNotFound,
    },
  ],
  'PATCH /api/supplier/product/tech-datas/:id': [
    {
      name: 'A’s product',
      call: (a) => ({
        path: `/api/supplier/product/tech-datas/${a.productId}`,
        method: 'PATCH',
        body: { technicalDatas: [{ name: 'Ours', value: 'now' }] },
      }),
      outcome: productNotFound,
    },
  ],
  'PATCH /api/supplier/product/logi-datas/:id': [
    {
      name: 'A’s product',
      call: (a) => ({
        path: `/api/supplier/product/logi-datas/${a.productId}`,
        method: 'PATCH',
        body: { logisticDatas: [{ name: 'Ours', value: 'now' }] },
      }),
      outcome: productNotFound,
    },
  ],
  'PATCH /api/supplier/product/documents/:id': [
    {
      name: 'A’s product, emptied',
      call: (a) => ({
        path: `/api/supplier/product/documents/${a.productId}`,
        method: 'PATCH',
        body: { documents: [] },
      }),
      outcome: productNotFound,
    },
    {
      name: 'A’s document on B’s product',
      call: (a, b) => ({
        path: `/api/supplier/product/documents/${b.world.productId}`,
        method: 'PATCH',
        body: { documents: [{ name: 'Certificate', key: a.documentKey }] },
      }),
      outcome: { publicContent: true },
    },
  ],
  'PATCH /api/supplier/product/accessories/:id': [
    {
      name: 'A’s product',
      call: (a) => ({
        path: `/api/supplier/product/accessories/${a.productId}`,
        method: 'PATCH',
        body: { accessoryIds: [] },
      }),
      outcome: productNotFound,
    },
    {
      name: 'A’s product as an accessory of B’s',
      call: (a, b) => ({
        path: `/api/supplier/product/accessories/${b.world.productId}`,
        method: 'PATCH',
        body: { accessoryIds: [a.productId] },
      }),
      outcome: refused(400, 'accessoryIds', 'accessory_not_found'),
    },
  ],
  'PATCH /api/supplier/product/medias/:id': [
    {
      name: 'A’s product, emptied',
      call: (a) => ({ path: `/api/supplier/product/medias/${a.productId}`, method: 'PATCH', body: { medias: [] } }),
      outcome: productNotFound,
    },
    {
      name: 'A’s video on B’s product',
      call: (a, b) => ({
        path: `/api/supplier/product/medias/${b.world.productId}`,
        method: 'PATCH',
        body: { medias: [{ vid: a.vid }] },
      }),
      outcome: videoNotFound,
    },
    {
      name: 'A’s Stream video on B’s product',
      call: (a, b) => ({
        path: `/api/supplier/product/medias/${b.world.productId}`,
        method: 'PATCH',
        body: { medias: [{ vid: a.streamVid }] },
      }),
      outcome: videoNotFound,
    },
    {
      name: 'A’s picture on B’s product',
      call: (a, b) => ({
        path: `/api/supplier/product/medias/${b.world.productId}`,
        method: 'PATCH',
        body: { medias: [{ key: a.pictureKey }] },
      }),
      outcome: { publicContent: true },
    },
  ],
  'DELETE /api/supplier/product/delete/:id': [
    {
      name: 'A’s product',
      call: (a) => ({ path: `/api/supplier/product/delete/${a.productId}`, method: 'DELETE' }),
      outcome: productNotFound,
    },
  ],
  'GET /api/supplier/product/qrcode/:id': [
    {
      name: 'A’s product',
      call: (a) => ({ path: `/api/supplier/product/qrcode/${a.productId}` }),
      outcome: productNotFound,
    },
  ],
  'POST /api/supplier/product/bulk': [
    {
      name: 'disabling A’s product',
      call: (a) => ({ path: '/api/supplier/product/bulk', body: { ids: [a.productId], action: 'disable' } }),
      outcome: refused(404, 'ids', 'product_not_found'),
    },
    {
      name: 'deleting B’s product and A’s',
      call: (a, b) => ({
        path: '/api/supplier/product/bulk',
        body: { ids: [b.world.productId, a.productId], action: 'delete' },
      }),
      outcome: refused(404, 'ids', 'product_not_found'),
    },
    {
      name: 'moving B’s product into A’s menu',
      call: (a, b) => ({
        path: '/api/supplier/product/bulk',
        body: { ids: [b.world.productId], action: 'move', menuId: a.subMenuId },
      }),
      outcome: refused(400, 'menuId', 'menu_not_found'),
    },
  ],
  // A model number is unique within a catalogue: A's is new to B (created, never "updated"), and
  // A's menu is as unknown as a made-up one.
  'POST /api/supplier/product/import': [
    {
      name: 'a dry run with A’s model number and A’s menu',
      call: (a) => ({
        path: '/api/supplier/product/import',
        body: {
          dryRun: true,
          rows: [
            { line: 2, modelNumber: a.modelNumber, productName: 'Ours' },
            { line: 3, modelNumber: unique('B'), productName: 'Ours too', menu: a.menuName },
          ],
        },
      }),
      outcome: {
        own: true,
        check: (data) =>
          expect(data).toEqual({ created: 1, updated: 0, faults: [{ line: 3, column: 'menu', code: 'unknown_menu' }] }),
      },
    },
  ],
  'POST /api/supplier/product/export': [
    { name: 'the whole catalogue', call: () => ({ path: '/api/supplier/product/export', body: {} }), outcome: OWN },
  ],
  'POST /api/my/product/search/model-number': [
    {
      name: 'A’s model number',
      call: (a) => ({ path: '/api/my/product/search/model-number', body: { modelNumber: a.modelNumber } }),
      outcome: { own: true, check: (data) => expect(data).toEqual({ exists: false, productId: null }) },
      sessionOnly: true,
    },
    {
      name: 'A’s model number, leaving out A’s product',
      call: (a) => ({
        path: '/api/my/product/search/model-number',
        body: { modelNumber: a.modelNumber, productId: a.productId },
      }),
      outcome: { own: true, check: (data) => expect(data).toEqual({ exists: false, productId: null }) },
      sessionOnly: true,
    },
  ],

  // Catalogue menus.
  'GET /api/supplier/product-catalog-menu/all': [
    { name: 'the tree', call: () => ({ path: '/api/supplier/product-catalog-menu/all' }), outcome: OWN },
  ],
  'POST /api/supplier/product-catalog-menu/add': [
    {
      name: 'under A’s menu',
      call: (a) => ({ path: '/api/supplier/product-catalog-menu/add', body: { name: 'Ours', parentId: a.menuId } }),
      outcome: menuNotFound('parentId'),
    },
  ],
  'PATCH /api/supplier/product-catalog-menu/rename/:id': [
    {
      name: 'A’s menu',
      call: (a) => ({
        path: `/api/supplier/product-catalog-menu/rename/${a.menuId}`,
        method: 'PATCH',
        body: { name: 'Ours' },
      }),
      outcome: menuNotFound('id'),
    },
    {
      name: 'A’s sub menu',
      call: (a) => ({
        path: `/api/supplier/product-catalog-menu/rename/${a.subMenuId}`,
        method: 'PATCH',
        body: { name: 'Ours' },
      }),
      outcome: menuNotFound('id'),
    },
  ],
  'POST /api/supplier/product-catalog-menu/move': [
    {
      name: 'A’s sub menu to the top',
      call: (a) => ({
        path: '/api/supplier/product-catalog-menu/move',
        body: { id: a.subMenuId, parentId: null, position: 0 },
      }),
      outcome: menuNotFound('id'),
    },
    {
      name: 'B’s menu under A’s',
      call: (a, b) => ({
        path: '/api/supplier/product-catalog-menu/move',
        body: { id: b.menuId, parentId: a.menuId, position: 0 },
      }),
      outcome: menuNotFound('parentId'),
    },
  ],
  'DELETE /api/supplier/product-catalog-menu/delete/:id': [
    {
      name: 'A’s menu',
      call: (a) => ({ path: `/api/supplier/product-catalog-menu/delete/${a.menuId}`, method: 'DELETE' }),
      outcome: menuNotFound('id'),
    },
    {
      name: 'A’s sub menu, its products up',
      call: (a) => ({ path: `/api/supplier/product-catalog-menu/delete/${a.subMenuId}?products=up`, method: 'DELETE' }),
      outcome: menuNotFound('id'),
    },
  ],

  // The sales team and the people around the catalogue.
  'GET /api/supplier/contact-person/list': [
    { name: 'the team', call: () => ({ path: '/api/supplier/contact-person/list' }), outcome: OWN },
  ],
  'POST /api/supplier/contact-person/search-accounts': [
    {
      name: 'A’s follower and member by name',
      call: (a) => ({ path: '/api/supplier/contact-person/search-accounts', body: { keyword: a.mark } }),
      outcome: { own: true, check: (data) => expect(data).toEqual([]) },
    },
  ],
  'POST /api/supplier/contact-person/update': [
    {
      name: 'A’s member, given the right to post',
      call: (a) => ({
        path: '/api/supplier/contact-person/update',
        body: { id: a.memberId, jobTitle: 'Ours', canPost: true },
      }),
      outcome: notOnTheTeam,
    },
    {
      name: 'A’s member, removed',
      call: (a) => ({ path: '/api/supplier/contact-person/update', body: { id: a.memberId, remove: true } }),
      outcome: notOnTheTeam,
    },
    {
      name: 'A’s invited person, given the right to post',
      call: (a) => ({ path: '/api/supplier/contact-person/update', body: { id: a.invitedId, canPost: true } }),
      outcome: notOnTheTeam,
    },
    {
      name: 'A’s invitation, withdrawn',
      call: (a) => ({ path: '/api/supplier/contact-person/update', body: { id: a.invitedId, remove: true } }),
      outcome: notOnTheTeam,
    },
    {
      // An owner naming themselves joins at once; naming another catalogue's owner only invites them.
      name: 'A’s owner by e-mail, only invited',
      call: (a) => ({ path: '/api/supplier/contact-person/update', body: { email: a.ownerEmail, canPost: true } }),
      outcome: {
        own: true,
        check: (data, a) =>
          expect(data.filter((person: { email: string }) => person.email === a.ownerEmail)).toEqual([
            expect.objectContaining({ id: a.world.users.owner, status: 'invited', name: '' }),
          ]),
      },
    },
  ],
  'POST /api/supplier/user/pager': [
    { name: 'the followers', call: () => ({ path: '/api/supplier/user/pager', body: { pageNo: 1 } }), outcome: OWN },
  ],
  'POST /api/supplier/user/events': [
    { name: 'every kind', call: () => ({ path: '/api/supplier/user/events', body: {} }), outcome: OWN },
  ],
  'POST /api/supplier/user/search/accounts': [
    {
      name: 'A’s follower and member by name',
      call: (a) => ({ path: '/api/supplier/user/search/accounts', body: { keyword: a.mark } }),
      outcome: { own: true, check: (data) => expect(data).toEqual([]) },
    },
  ],
  'POST /api/supplier/user/check/contact/avatar': [
    {
      name: 'A’s follower and member',
      call: (a) => ({ path: '/api/supplier/user/check/contact/avatar', body: { ids: [a.followerId, a.memberId] } }),
      outcome: { own: true, check: (data) => expect(data).toEqual([]) },
    },
  ],
  'GET /api/supplier/user/account/avatar/:id': [
    {
      name: 'A’s follower',
      call: (a) => ({ path: `/api/supplier/user/account/avatar/${a.followerId}` }),
      outcome: refused(404, 'id', 'account_not_found'),
    },
    {
      name: 'A’s member',
      call: (a) => ({ path: `/api/supplier/user/account/avatar/${a.memberId}` }),
      outcome: refused(404, 'id', 'account_not_found'),
    },
  ],

  // The company profile's media and the videos behind them.
  'GET /api/supplier/home/get': [
    { name: 'the company', call: () => ({ path: '/api/supplier/home/get' }), outcome: OWN },
  ],
  'GET /api/supplier/home/video/library': [
    { name: 'the video library', call: () => ({ path: '/api/supplier/home/video/library' }), outcome: OWN },
  ],
  'PATCH /api/supplier/home/medias': [
    {
      name: 'A’s Stream video in B’s gallery',
      call: (a) => ({
        path: '/api/supplier/home/medias',
        method: 'PATCH',
        body: { medias: [{ type: 'video', key: a.streamVid }] },
      }),
      outcome: videoNotFound,
    },
    {
      // Unlike a product's or a post's (the supplier's own videos only), the gallery takes an R2
      // video by its key as a stored file, like a picture: its bytes are public at /media/{vid}.
      name: 'A’s R2 video in B’s gallery',
      call: (a) => ({
        path: '/api/supplier/home/medias',
        method: 'PATCH',
        body: { medias: [{ type: 'video', key: a.vid }] },
      }),
      outcome: { publicContent: true },
    },
    {
      name: 'A’s picture in B’s gallery',
      call: (a) => ({
        path: '/api/supplier/home/medias',
        method: 'PATCH',
        body: { medias: [{ type: 'image', key: a.pictureKey }] },
      }),
      outcome: { publicContent: true },
    },
  ],
  'PATCH /api/supplier/home/documents': [
    {
      name: 'A’s document in B’s',
      call: (a) => ({
        path: '/api/supplier/home/documents',
        method: 'PATCH',
        body: { documents: [{ name: 'Certificate', key: a.documentKey }] },
      }),
      outcome: { publicContent: true },
    },
  ],
  'POST /api/common/polyv/video/image': [
    {
      name: 'A’s video',
      call: (a) => ({ path: '/api/common/polyv/video/image', body: { vid: a.vid } }),
      outcome: refused(404, 'vid', 'video_not_found'),
    },
    {
      name: 'A’s Stream video',
      call: (a) => ({ path: '/api/common/polyv/video/image', body: { vid: a.streamVid } }),
      outcome: refused(404, 'vid', 'video_not_found'),
    },
  ],
  'GET /api/supplier/home/qrcode': [
    {
      name: 'A’s app-binding code',
      call: (a) => ({ path: `/api/supplier/home/qrcode?sid=${a.sid}` }),
      // As for any code but B's own live one.
      outcome: refused(404, 'sid', 'app_binding_expired'),
      sessionOnly: true,
    },
  ],

  // A pending claim reserves nothing (anyone may claim a name; the TXT record decides), a verified one is A's.
  'PATCH /api/supplier/home/domain': [
    {
      name: 'A’s verified domain',
      call: (a) => ({ path: '/api/supplier/home/domain', method: 'PATCH', body: { domain: a.domain } }),
      outcome: refused(409, 'domain', 'domain_taken'),
      sessionOnly: true,
    },
  ],

  // Posts: B's owner is a person, so the app family; a token is not one (the role matrix).
  'POST /api/app/post/list': [
    {
      name: 'A’s posts, none of them B’s to change',
      call: (a) => ({ path: '/api/app/post/list', body: { supplierId: a.world.supplier.name } }),
      outcome: {
        own: true,
        check: (data) => expect(data.list.map((post: { canEdit: boolean }) => post.canEdit)).toEqual([false]),
      },
      sessionOnly: true,
    },
  ],
  'POST /api/app/post/create': [
    {
      name: 'on A’s catalogue',
      call: (a) => ({ path: '/api/app/post/create', body: postForm({ supplierId: a.world.supplier.name }) }),
      outcome: postNotAllowed(''),
      sessionOnly: true,
    },
    {
      name: 'on B’s catalogue, with A’s video',
      call: (a, b) => ({
        path: '/api/app/post/create',
        body: postForm({ supplierId: b.world.supplier.name, medias: JSON.stringify([{ vid: a.vid }]) }),
      }),
      outcome: videoNotFound,
      sessionOnly: true,
    },
  ],
  'POST /api/app/post/update': [
    {
      name: 'A’s post',
      call: (a) => ({ path: '/api/app/post/update', body: postForm({ postId: String(a.world.postIds.supplier) }) }),
      outcome: postNotAllowed('postId'),
      sessionOnly: true,
    },
    {
      name: 'B’s post, with A’s video',
      call: (a, b) => ({
        path: '/api/app/post/update',
        body: postForm({ postId: String(b.world.postIds.supplier), medias: JSON.stringify([{ vid: a.streamVid }]) }),
      }),
      outcome: videoNotFound,
      sessionOnly: true,
    },
  ],
  'DELETE /api/app/post/delete/:id': [
    {
      name: 'A’s post',
      call: (a) => ({ path: `/api/app/post/delete/${a.world.postIds.supplier}`, method: 'DELETE' }),
      outcome: postNotAllowed('postId'),
      sessionOnly: true,
    },
  ],
  'POST /api/app/post/video': [
    {
      name: 'for A’s catalogue',
      call: (a) => ({
        path: '/api/app/post/video',
        body: formOf({ supplierId: a.world.supplier.name }, [['file', mp4('B’s video')]]),
      }),
      outcome: postNotAllowed(''),
      sessionOnly: true,
    },
  ],
  'POST /api/app/product/post/list': [
    {
      name: 'A’s product’s posts, none of them B’s to change',
      call: (a) => ({ path: '/api/app/product/post/list', body: { productId: a.world.productId } }),
      outcome: {
        own: true,
        check: (data) => expect(data.list.map((post: { canEdit: boolean }) => post.canEdit)).toEqual([false]),
      },
      sessionOnly: true,
    },
  ],
  'POST /api/app/product/post/create': [
    {
      name: 'on A’s product',
      call: (a) => ({ path: '/api/app/product/post/create', body: postForm({ productId: String(a.world.productId) }) }),
      outcome: postNotAllowed(''),
      sessionOnly: true,
    },
  ],
  'POST /api/app/product/post/update': [
    {
      name: 'A’s product post',
      call: (a) => ({
        path: '/api/app/product/post/update',
        body: postForm({ postId: String(a.world.postIds.product) }),
      }),
      outcome: postNotAllowed('postId'),
      sessionOnly: true,
    },
  ],
  'DELETE /api/app/product/post/delete/:id': [
    {
      name: 'A’s product post',
      call: (a) => ({ path: `/api/app/product/post/delete/${a.world.postIds.product}`, method: 'DELETE' }),
      outcome: postNotAllowed('postId'),
      sessionOnly: true,
    },
  ],
};

/** The owner-family routes that take no object of another catalogue: why, in a line each. */
const NAMES_NO_OBJECT: Record<string, string> = {
  'GET /api/supplier/home/captcha': 'the login captcha, for everyone; no catalogue in it',
  'GET /api/supplier/catalogue/pdf': 'B’s own whole catalogue as a PDF; takes nothing',
  'GET /api/supplier/home/developer': 'B’s own token’s dates; takes nothing',
  'POST /api/supplier/home/regenerate-token': 'replaces B’s own token; takes nothing',
  'POST /api/supplier/home/update-password': 'B’s owner’s own password',
  'PATCH /api/supplier/home/create-qrcode': 'makes B’s own app-binding code; takes nothing',
  'GET /api/supplier/home/binding/qrcode': 'B’s own live code; takes nothing',
  'GET /api/supplier/home/domain': 'B’s own domain; takes nothing',
  'POST /api/supplier/home/domain/check': 'checks B’s own saved domain; takes nothing',
  'POST /api/supplier/home/deregister': 'closes B’s own catalogue; takes nothing',
  'PATCH /api/supplier/home/profile': 'replaces B’s own General tab: text fields, no id',
  'PATCH /api/supplier/home/highlights': 'replaces B’s own highlights: text rows, no id',
  'PATCH /api/supplier/home/turnovers': 'replaces B’s own turnover rows: text and figures, no id',
  'PATCH /api/supplier/home/shows': 'replaces B’s own trade shows: text rows, no id',
  'PATCH /api/supplier/home/contacts':
    'people by the e-mails the owner typed: an invitation to B’s team, never a place on A’s (team tests)',
  'POST /api/supplier/home/file': 'stores the bytes B sends; takes no key',
  'POST /api/supplier/home/video': 'stores the video B sends as B’s; takes no vid',
  'GET /api/common/polyv/sign': 'a ticket for B’s own next upload; takes nothing',
  'POST /api/supplier/contact-person/search-account':
    'a person by the exact e-mail the owner typed (their name and picture, never a team of theirs)',
  'GET /api/supplier/category/list': 'B’s own categories; takes nothing',
  'GET /api/supplier/statistic/total-statistic': 'B’s own figures; takes nothing',
  'POST /api/supplier/statistic/daily-statistic': 'B’s own figures by day; takes a date range and a kind',
  'GET /api/supplier/statistic/product-views': 'B’s own products’ views; takes a date range',
  'GET /api/supplier/statistic/chat-statistic': 'B’s own team’s chats; takes a date range',
  'GET /api/website/get': 'B’s own website settings; takes nothing',
  'PATCH /api/website/update': 'B’s own colours, text, logo and favicon from the files B sends',
  'GET /api/app/post/suppliers': 'the catalogues where the caller may post, their own list',
};

/** The owner's calls: the supplier family, the two families it lends routes to, and the owner's calls in app/my. */
const isOwnerFamily = (route: string) =>
  /^[A-Z]+ \/api\/(supplier|website|common\/polyv)\//.test(route) ||
  /^[A-Z]+ \/api\/app\/(product\/)?post\//.test(route) ||
  route === 'POST /api/my/product/search/model-number';

async function makeTheirs(): Promise<Theirs> {
  const world = await makeWorld();
  const mark = unique('alpha');
  const owner = await signIn(world.users.owner);
  const asOwner = async (path: string, body?: unknown, method?: string) => {
    const answer = await callApi(path, { session: owner, body, method });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const menuName = `${mark} pumps`;
  const { id: menuId } = await asOwner('/api/supplier/product-catalog-menu/add', { name: menuName });
  const { id: subMenuId } = await asOwner('/api/supplier/product-catalog-menu/add', {
    name: `${mark} valves`,
    parentId: menuId,
  });
  const [category] = await asOwner('/api/supplier/category/list', { categories: [{ name: `${mark} pumps` }] }, 'PUT');
  const modelNumber = `${mark}-M1`;
  const { id: productId } = await asOwner('/api/supplier/product/add', {
    ...EMPTY_PRODUCT_PROFILE,
    productName: `${mark} pump`,
    modelNumber,
    menuId: subMenuId,
    categoryId: category.id,
  });
  const upload = (file: File, resizeImage: boolean) =>
    asOwner('/api/supplier/home/file', formOf({ resizeImage: String(resizeImage) }, [['file', file]]));
  const picture = await upload(pictureFile('pump.png', 'png', mark), true);
  const pdf = new File([`%PDF-1.4 ${mark}`], 'certificate.pdf', { type: 'application/pdf' });
  const document = await upload(pdf, false);
  const { vid } = await asOwner('/api/supplier/home/video', formOf({}, [['file', mp4(mark)]]));
  // As Cloudflare Stream's ready videos are kept (provider 'stream', a uid).
  const streamVid = crypto.randomUUID().replaceAll('-', '');
  await db().insert(videos).values({
    supplierId: world.supplier.id,
    vid: streamVid,
    provider: 'stream',
    status: 'ready',
    posterKey: null,
    width: 1280,
    height: 720,
    createdAt: Date.now(),
  });
  await asOwner(`/api/supplier/product/medias/${productId}`, { medias: [{ key: picture.key }, { vid }] }, 'PATCH');
  await asOwner(
    `/api/supplier/product/documents/${productId}`,
    { documents: [{ name: 'Certificate', key: document.key }] },
    'PATCH',
  );
  await asOwner('/api/supplier/home/medias', { medias: [{ type: 'video', key: streamVid }] }, 'PATCH');

  // The member (on the team through makeWorld), a follower and an invited person, named with the mark.
  const [follower, invited] = await Promise.all([makeUser(db()), makeUser(db())]);
  await Promise.all([
    db()
      .update(users)
      .set({ name: `${mark} member` })
      .where(eq(users.id, world.users.contact)),
    db()
      .update(users)
      .set({ name: `${mark} follower` })
      .where(eq(users.id, follower.id)),
  ]);
  const follow = await callApi('/api/app/supplier/follow', {
    session: await signIn(follower.id),
    body: { supplierId: world.supplier.name },
  });
  expect(follow.status).toBe(200);
  await asOwner('/api/supplier/contact-person/update', { email: invited.email, jobTitle: `${mark} buyer` });
  const { sid } = await createAppBinding(db(), world.supplier.id);
  // As a check leaves a domain whose TXT record it found.
  const domain = `shop.${mark}.com`;
  await db()
    .insert(customDomains)
    .values({
      supplierId: world.supplier.id,
      hostname: domain,
      status: 'verified',
      token: unique('token'),
      checkedAt: Date.now(),
      verifiedAt: Date.now(),
      createdAt: Date.now(),
    });
  const emailOf = async (id: number) =>
    (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const [ownerEmail, memberEmail] = await Promise.all([emailOf(world.users.owner), emailOf(world.users.contact)]);
  return {
    world,
    mark,
    productId,
    modelNumber,
    menuName,
    menuId,
    subMenuId,
    categoryId: category.id,
    pictureKey: picture.key,
    documentKey: document.key,
    vid,
    streamVid,
    memberId: world.users.contact,
    invitedId: invited.id,
    followerId: follower.id,
    ownerEmail,
    domain,
    sid,
    secrets: [mark, world.supplier.name, vid, streamVid, sid, memberEmail, invited.email],
  };
}

async function makeMine(): Promise<Mine> {
  const world = await makeWorld();
  return { world, menuId: await addCatalogMenu(db(), world.supplier.id, { name: 'Our menu' }) };
}

/** A's catalogue as its owner reads it: what B's calls must leave exactly as it was. */
async function snapshotOf(theirs: Theirs) {
  const session = await signIn(theirs.world.users.owner);
  const read = async (path: string, body?: unknown) => {
    const answer = await callApi(path, { session, body });
    expect(answer.status, path).toBe(200);
    return answer.body.data;
  };
  const { supplier, productId } = theirs.world;
  return {
    company: await read('/api/supplier/home/get'),
    website: await read('/api/website/get'),
    domain: await read('/api/supplier/home/domain'),
    products: await read('/api/supplier/product/pager', {}),
    product: await read(`/api/supplier/product/get/${theirs.productId}`),
    worldProduct: await read(`/api/supplier/product/get/${productId}`),
    menus: await read('/api/supplier/product-catalog-menu/all'),
    categories: await read('/api/supplier/category/list'),
    team: await read('/api/supplier/contact-person/list'),
    followers: await read('/api/supplier/user/pager', {}),
    posts: await read('/api/app/post/list', { supplierId: supplier.name }),
    productPosts: await read('/api/app/product/post/list', { productId }),
    video: await read('/api/common/polyv/video/image', { vid: theirs.vid }),
    streamVideo: await read('/api/common/polyv/video/image', { vid: theirs.streamVid }),
    videos: await db().select().from(videos).where(eq(videos.supplierId, supplier.id)).orderBy(videos.vid),
    binding: (await callApi(`/api/supplier/home/qrcode?sid=${theirs.sid}`, { session })).status,
  };
}

describe('owner vs owner: one catalogue’s owner and token on another’s objects', () => {
  let theirs: Theirs;
  let mine: Mine;
  let callers: Record<Caller, { session?: string; headers?: Record<string, string> }>;
  let before: Awaited<ReturnType<typeof snapshotOf>>;

  beforeAll(async () => {
    [theirs, mine] = await Promise.all([makeTheirs(), makeMine()]);
    callers = {
      owner: { session: await signIn(mine.world.users.owner) },
      developer: {
        headers: { authorization: `Bearer ${await regenerateDeveloperToken(db(), mine.world.supplier.id)}` },
      },
    };
    before = await snapshotOf(theirs);
  });

  it('has, for every owner-family route, calls naming another catalogue’s objects or a reason it takes none', () => {
    const routes = registeredRoutes().filter(isOwnerFamily);
    const listed = [...Object.keys(FOREIGN), ...Object.keys(NAMES_NO_OBJECT)];
    // A route in both lists, or in neither, or gone, makes the two differ.
    expect(listed.sort()).toEqual(routes);
  });

  for (const [route, cases] of Object.entries(FOREIGN)) {
    for (const foreignCase of cases) {
      const callerList: Caller[] = foreignCase.sessionOnly ? ['owner'] : ['owner', 'developer'];
      for (const caller of callerList) {
        it(`${route}: ${foreignCase.name}, as B’s ${caller}`, async () => {
          const call = foreignCase.call(theirs, mine);
          const answer = await callApi(call.path, { method: call.method, body: call.body, ...callers[caller] });
          const { outcome } = foreignCase;
          if ('refused' in outcome)
            expect({ status: answer.status, errors: answer.body.errors }).toEqual({
              status: outcome.refused,
              errors: outcome.errors,
            });
          else {
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            if ('own' in outcome) outcome.check?.(answer.body.data, theirs);
          }
          // Public content is taken as named, so its answer may show what the call named, nothing else.
          const named = 'publicContent' in outcome ? JSON.stringify(call.body) : '';
          const text = JSON.stringify(answer.body);
          for (const secret of theirs.secrets) if (!named.includes(secret)) expect(text).not.toContain(secret);
        });
      }
    }
  }

  it('leaves A’s catalogue as it was', async () => {
    expect(await snapshotOf(theirs)).toEqual(before);
  });
});
