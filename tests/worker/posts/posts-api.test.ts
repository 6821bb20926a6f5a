import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companyContacts, suppliers } from '#functions/db/schema/index.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { callForm, formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import { type Actor, signedInActor } from '#tests/worker/support/actors.ts';

let supplier: { id: number; name: string };
let productId: number;
let owner: Actor;
let poster: Actor;
let silentContact: Actor;
let buyer: Actor;

const versionOf = async (id: number) =>
  (await db().query.suppliers.findFirst({ where: eq(suppliers.id, id) }))!.catalogVersion;
const create = (
  who: Actor,
  fields: Record<string, string>,
  files: [string, File][] = [],
  path = '/api/app/post/create',
) => callForm(path, formOf(fields, files), who.session);
const list = (who: Actor, body: unknown, path = '/api/app/post/list') => callApi(path, { body, session: who.session });

beforeAll(async () => {
  [owner, poster, silentContact, buyer] = await Promise.all([
    signedInActor(),
    signedInActor(),
    signedInActor(),
    signedInActor(),
  ]);
  supplier = await makeSupplier(db(), { ownerId: owner.id });
  [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
  await db()
    .insert(companyContacts)
    .values([
      { supplierId: supplier.id, userId: poster.id, position: 0, canPost: true },
      { supplierId: supplier.id, userId: silentContact.id, position: 1, canPost: false },
    ]);
});

describe('POST api/app/post/create', () => {
  it('publishes a sanitised post with its pictures, bumps the catalogue version and shows on the public list', async () => {
    const before = await versionOf(supplier.id);
    const answer = await create(
      owner,
      { supplierId: supplier.name, content: '<p>New <b>range</b></p><script>alert(1)</script>' },
      [['files', pictureFile('A.png', 'png')]],
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { id: expect.any(Number) } } });
    expect(await versionOf(supplier.id)).toBe(before + 1);

    const page = (await list(buyer, { supplierId: supplier.name })).body.data;
    const post = page.list.find((item: { id: number }) => item.id === answer.body.data.id);
    expect(post).toMatchObject({
      content: '<p>New <b>range</b></p>',
      canEdit: false,
      author: { id: owner.id },
      medias: [{ type: 'image', key: expect.stringMatching(/\.png$/) }],
    });
    expect(post.image).toBe(post.medias[0].url);
    const publicList = (await callApi(`/api/common/posts?supplierId=${supplier.name}`)).body.data.list;
    expect(publicList.map((item: { id: number }) => item.id)).toContain(answer.body.data.id);
  });

  it('lets a sales contact the supplier allows post, and nobody else', async () => {
    expect((await create(poster, { supplierId: supplier.name, content: 'From sales' })).status).toBe(200);
    for (const who of [silentContact, buyer]) {
      expect(await create(who, { supplierId: supplier.name, content: 'Not mine to post' })).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'post_not_allowed' }] },
      });
    }
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await versionOf(supplier.id);
    expect((await create(owner, { content: 'x' })).body.errors).toEqual([{ field: 'supplierId', code: 'required' }]);
    expect((await create(owner, { supplierId: 'no-such-supplier', content: 'x' })).status).toBe(404);
    expect((await create(owner, { supplierId: supplier.name, content: '<script>only</script>' })).body.errors).toEqual([
      { field: 'content', code: 'post_empty' },
    ]);
    expect((await create(owner, { supplierId: supplier.name, content: 'x'.repeat(20_001) })).body.errors).toEqual([
      { field: 'content', code: 'content_too_long' },
    ]);
    // A script named like a picture: the leading bytes give it away.
    const fake = new File(['<?php echo 1;'], 'photo.png');
    expect((await create(owner, { supplierId: supplier.name, content: 'x' }, [['files', fake]])).body.errors).toEqual([
      { field: 'files', code: 'invalid_image_type' },
    ]);
    expect(
      (await create(owner, { supplierId: supplier.name, content: 'x' }, [['files', pictureFile('doc.pdf', 'png')]]))
        .body.errors[0].code,
    ).toBe('invalid_image_type');
    const tooMany = Array.from({ length: 10 }, (_, i): [string, File] => ['files', pictureFile(`p${i}.png`, 'png')]);
    expect((await create(owner, { supplierId: supplier.name, content: 'x' }, tooMany)).body.errors).toEqual([
      { field: 'files', code: 'too_many_files' },
    ]);
    expect(
      (await callApi('/api/app/post/create', { body: { supplierId: supplier.name }, session: owner.session })).body
        .errors,
    ).toEqual([{ field: '', code: 'invalid_form' }]);
    expect(await versionOf(supplier.id)).toBe(before);
  });
});

describe('POST api/app/post/update and DELETE api/app/post/delete/{id}', () => {
  it('the author rewrites content and pictures by the medias rule: keep by key, add by lowercased file name', async () => {
    const id = (
      await create(poster, { supplierId: supplier.name, content: 'v1' }, [['files', pictureFile('one.png', 'png')]])
    ).body.data.id;
    const [kept] = (await list(poster, { supplierId: supplier.name })).body.data.list.find(
      (p: { id: number }) => p.id === id,
    ).medias;
    const medias = JSON.stringify([{ name: 'new.gif' }, { key: kept.key }]);
    const answer = await callForm(
      '/api/app/post/update',
      formOf({ postId: String(id), content: '<p>v2</p>', medias }, [['files', pictureFile('NEW.GIF', 'gif')]]),
      poster.session,
    );
    expect(answer).toMatchObject({ status: 200, body: { data: { id } } });
    const post = (await list(poster, { supplierId: supplier.name })).body.data.list.find(
      (p: { id: number }) => p.id === id,
    );
    expect(post.content).toBe('<p>v2</p>');
    expect(post.medias.map((m: { key: string }) => m.key)).toEqual([expect.stringMatching(/\.gif$/), kept.key]);
    expect(post.canEdit).toBe(true);
  });

  it('takes a video of the supplier by its vid (issue 11), keeping it through later edits', async () => {
    const mp4 = new File([new Uint8Array([0, 0, 0, 0x18]), 'ftypisom', 'post video'], 'line.mp4');
    const video = (
      await callApi('/api/supplier/home/video', { body: formOf({}, [['file', mp4]]), session: owner.session })
    ).body.data;
    const id = (await create(poster, { supplierId: supplier.name, content: 'with a video' })).body.data.id;
    const update = (medias: unknown[]) =>
      callForm(
        '/api/app/post/update',
        formOf({ postId: String(id), content: 'with a video', medias: JSON.stringify(medias) }),
        poster.session,
      );
    expect((await update([{ vid: video.vid }])).status).toBe(200);
    expect((await update([video.vid])).status).toBe(200);
    const post = (await list(poster, { supplierId: supplier.name })).body.data.list.find(
      (p: { id: number }) => p.id === id,
    );
    expect(post.medias).toEqual([expect.objectContaining({ type: 'video', key: video.vid })]);
    // Visitors see it with the supplier's posts, played from /media.
    const shown = (await callApi(`/api/common/posts?supplierId=${supplier.name}`)).body.data.list.find(
      (p: { id: number }) => p.id === id,
    );
    expect(shown.videos).toEqual([{ url: video.url, imageUrl: null }]);
  });

  it('takes a video from an allowed sales contact through POST app/post/video, and from nobody else', async () => {
    const mp4 = new File([new Uint8Array([0, 0, 0, 0x18]), 'ftypisom', 'contact video'], 'stand.mp4');
    const upload = (who: Actor, fields: Record<string, string>, files: [string, File][] = [['file', mp4]]) =>
      callForm('/api/app/post/video', formOf(fields, files), who.session);
    const answer = await upload(poster, { supplierId: supplier.name });
    expect(answer).toMatchObject({ status: 200, body: { data: { vid: expect.any(String), status: 'ready' } } });
    const id = (
      await create(poster, {
        supplierId: supplier.name,
        content: 'From the stand',
        medias: JSON.stringify([{ vid: answer.body.data.vid }]),
      })
    ).body.data.id;
    const post = (await list(poster, { supplierId: supplier.name })).body.data.list.find(
      (p: { id: number }) => p.id === id,
    );
    expect(post.medias).toEqual([expect.objectContaining({ type: 'video', key: answer.body.data.vid })]);

    for (const who of [silentContact, buyer])
      expect(await upload(who, { supplierId: supplier.name })).toMatchObject({
        status: 403,
        body: { errors: [{ code: 'post_not_allowed' }] },
      });
    expect((await upload(poster, { supplierId: supplier.name }, [])).status).toBe(400);
    expect((await upload(poster, {})).status).toBe(400);
  });

  it('creates a post with pictures and a video in the order the medias list gives (create takes it too)', async () => {
    const mp4 = new File([new Uint8Array([0, 0, 0, 0x18]), 'ftypisom', 'launch video'], 'launch.mp4');
    const video = (
      await callApi('/api/supplier/home/video', { body: formOf({}, [['file', mp4]]), session: owner.session })
    ).body.data;
    const medias = JSON.stringify([{ vid: video.vid }, { name: 'launch.png' }]);
    const answer = await create(poster, { supplierId: supplier.name, content: 'Launch', medias }, [
      ['files', pictureFile('Launch.PNG', 'png')],
    ]);
    expect(answer.status).toBe(200);
    const post = (await list(poster, { supplierId: supplier.name })).body.data.list.find(
      (p: { id: number }) => p.id === answer.body.data.id,
    );
    expect(post.medias).toEqual([
      expect.objectContaining({ type: 'video', key: video.vid }),
      expect.objectContaining({ type: 'image', key: expect.stringMatching(/\.png$/), posterUrl: null }),
    ]);
    // A list naming a file that is not attached, or a video the supplier does not have, publishes nothing.
    for (const [bad, code] of [
      [[{ name: 'absent.png' }], 'file_missing'],
      [[{ vid: 'not-ours' }], 'video_not_found'],
    ] as const) {
      expect(
        (await create(poster, { supplierId: supplier.name, content: 'x', medias: JSON.stringify(bad) })).body.errors,
      ).toEqual([{ field: 'medias', code }]);
    }
  });

  it('refuses bad medias lists and other people, changing nothing', async () => {
    const id = (await create(poster, { supplierId: supplier.name, content: 'keep me' })).body.data.id;
    const update = (who: Actor, fields: Record<string, string>, files: [string, File][] = []) =>
      callForm(
        '/api/app/post/update',
        formOf({ postId: String(id), content: 'changed', ...fields }, files),
        who.session,
      );
    expect((await update(poster, { medias: 'not json' })).body.errors).toEqual([
      { field: 'medias', code: 'invalid_medias' },
    ]);
    expect((await update(poster, { medias: JSON.stringify([{ key: `${'a'.repeat(64)}.png` }]) })).body.errors).toEqual([
      { field: 'medias', code: 'media_not_found' },
    ]);
    expect((await update(poster, { medias: JSON.stringify([{ name: 'missing.png' }]) })).body.errors).toEqual([
      { field: 'medias', code: 'file_missing' },
    ]);
    expect((await update(poster, { medias: JSON.stringify([{ vid: 'abc' }]) })).body.errors).toEqual([
      { field: 'medias', code: 'video_not_found' },
    ]);
    expect((await update(poster, { postId: 'x' })).body.errors[0]).toEqual({ field: 'postId', code: 'invalid_id' });
    for (const who of [buyer, silentContact])
      expect(await update(who, {})).toMatchObject({
        status: 403,
        body: { errors: [{ field: 'postId', code: 'post_not_allowed' }] },
      });
    expect((await callApi(`/api/app/post/delete/${id}`, { method: 'DELETE', session: buyer.session })).status).toBe(
      403,
    );
    expect(
      (await list(owner, { supplierId: supplier.name })).body.data.list.find((p: { id: number }) => p.id === id)
        .content,
    ).toBe('keep me');
  });

  it("the supplier's owner edits and deletes a contact's post; deleting bumps the version and the post is gone", async () => {
    const id = (await create(poster, { supplierId: supplier.name, content: 'by sales' })).body.data.id;
    expect(
      (await callForm('/api/app/post/update', formOf({ postId: String(id), content: 'by owner' }), owner.session))
        .status,
    ).toBe(200);
    const before = await versionOf(supplier.id);
    expect(await callApi(`/api/app/post/delete/${id}`, { method: 'DELETE', session: owner.session })).toMatchObject({
      status: 200,
      body: { data: { id } },
    });
    expect(await versionOf(supplier.id)).toBe(before + 1);
    expect(await callApi(`/api/app/post/delete/${id}`, { method: 'DELETE', session: owner.session })).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'post_not_found' }] },
    });
    expect((await callApi('/api/app/post/delete/abc', { method: 'DELETE', session: owner.session })).status).toBe(400);
  });
});

describe('product posts: api/app/product/post/...', () => {
  it('post on one product, list it there only, and stay apart from the supplier post calls', async () => {
    const id = (
      await create(owner, { productId: String(productId), content: 'Product news' }, [], '/api/app/product/post/create')
    ).body.data.id;
    expect((await list(buyer, { productId }, '/api/app/product/post/list')).body.data).toMatchObject({
      total: 1,
      list: [{ id, productId, content: 'Product news' }],
    });
    expect(
      (await list(buyer, { supplierId: supplier.name })).body.data.list.map((p: { id: number }) => p.id),
    ).not.toContain(id);
    expect((await callApi(`/api/app/post/delete/${id}`, { method: 'DELETE', session: owner.session })).status).toBe(
      404,
    );
    expect(
      (await create(buyer, { productId: String(productId), content: 'x' }, [], '/api/app/product/post/create')).status,
    ).toBe(403);
    expect((await list(buyer, { productId: 'x' }, '/api/app/product/post/list')).body.errors).toEqual([
      { field: 'productId', code: 'invalid_id' },
    ]);
    expect((await list(buyer, { productId, pageSize: 51 }, '/api/app/product/post/list')).body.errors).toEqual([
      { field: 'pageSize', code: 'invalid_page_size' },
    ]);
    expect(
      (await callApi(`/api/app/product/post/delete/${id}`, { method: 'DELETE', session: owner.session })).status,
    ).toBe(200);
  });
});

describe('the right to change a post is the right as it is now', () => {
  /** A catalogue of its own, with a product, and a sales contact allowed to post who wrote a post on each. */
  async function contactWithPosts() {
    const [boss, seller] = await Promise.all([signedInActor(), signedInActor()]);
    const shop = await makeSupplier(db(), { ownerId: boss.id });
    const [item] = (await makeProducts(db(), shop.id, [productFields(1)])) as [number];
    await db().insert(companyContacts).values({ supplierId: shop.id, userId: seller.id, position: 0, canPost: true });
    const supplierPost = (await create(seller, { supplierId: shop.name, content: 'by sales' })).body.data.id as number;
    const productPost = (
      await create(seller, { productId: String(item), content: 'by sales' }, [], '/api/app/product/post/create')
    ).body.data.id as number;
    const team = and(eq(companyContacts.supplierId, shop.id), eq(companyContacts.userId, seller.id));
    return { boss, seller, shop, item, supplierPost, productPost, team };
  }
  type Case = Awaited<ReturnType<typeof contactWithPosts>>;
  const family = (kind: 'supplier' | 'product') => (kind === 'supplier' ? '/api/app/post' : '/api/app/product/post');
  const update = (who: Actor, kind: 'supplier' | 'product', id: number, content: string) =>
    callForm(`${family(kind)}/update`, formOf({ postId: String(id), content }), who.session);
  const remove = (who: Actor, kind: 'supplier' | 'product', id: number) =>
    callApi(`${family(kind)}/delete/${id}`, { method: 'DELETE', session: who.session });
  const contentOf = async (c: Case, kind: 'supplier' | 'product', id: number) =>
    (
      await list(
        c.boss,
        kind === 'supplier' ? { supplierId: c.shop.name } : { productId: c.item },
        `${family(kind)}/list`,
      )
    ).body.data.list.find((post: { id: number }) => post.id === id)?.content;
  const NOT_ALLOWED = { status: 403, body: { errors: [{ field: 'postId', code: 'post_not_allowed' }] } };

  /** The seller can neither change nor delete either post any more; the owner still does both. */
  async function expectOnlyTheOwner(c: Case) {
    for (const [kind, id] of [
      ['supplier', c.supplierPost],
      ['product', c.productPost],
    ] as const) {
      expect(await update(c.seller, kind, id, 'rewritten'), kind).toMatchObject(NOT_ALLOWED);
      expect(await remove(c.seller, kind, id), kind).toMatchObject(NOT_ALLOWED);
      expect(await contentOf(c, kind, id), kind).toBe('by sales');
      expect((await update(c.boss, kind, id, 'edited by the owner')).status, kind).toBe(200);
      expect(await contentOf(c, kind, id), kind).toBe('edited by the owner');
      expect((await remove(c.boss, kind, id)).status, kind).toBe(200);
    }
  }

  it('a contact whose posting right was withdrawn changes and deletes none of their posts; the list says so', async () => {
    const c = await contactWithPosts();
    await db().update(companyContacts).set({ canPost: false }).where(c.team);
    const mine = (await list(c.seller, { supplierId: c.shop.name })).body.data.list;
    expect(mine.find((post: { id: number }) => post.id === c.supplierPost).canEdit).toBe(false);
    await expectOnlyTheOwner(c);
  });

  it('given back, the right works again', async () => {
    const c = await contactWithPosts();
    await db().update(companyContacts).set({ canPost: false }).where(c.team);
    expect(await update(c.seller, 'supplier', c.supplierPost, 'x')).toMatchObject(NOT_ALLOWED);
    await db().update(companyContacts).set({ canPost: true }).where(c.team);
    expect((await update(c.seller, 'supplier', c.supplierPost, 'back')).status).toBe(200);
  });

  it('a contact who left the team changes and deletes none of their posts', async () => {
    const c = await contactWithPosts();
    await db().delete(companyContacts).where(c.team);
    await expectOnlyTheOwner(c);
  });

  it('an owner whose catalogue went to someone else no longer changes the posts they wrote; the new owner does', async () => {
    const c = await contactWithPosts();
    const mine = (await create(c.boss, { supplierId: c.shop.name, content: 'by the owner' })).body.data.id;
    const next = await signedInActor();
    await db().update(suppliers).set({ ownerId: next.id }).where(eq(suppliers.id, c.shop.id));
    expect(await update(c.boss, 'supplier', mine, 'still mine?')).toMatchObject(NOT_ALLOWED);
    expect(await remove(c.boss, 'supplier', mine)).toMatchObject(NOT_ALLOWED);
    expect((await remove(next, 'supplier', mine)).status).toBe(200);
  });

  it('an author disabled by an admin is signed out; the owner keeps full control of their posts', async () => {
    const c = await contactWithPosts();
    const admin = await signedInActor({ isAdmin: true });
    const disabled = await callApi('/api/admin/user/update-status', {
      session: admin.session,
      body: { userId: c.seller.id, status: 'temporarily_disabled' },
    });
    expect(disabled.status).toBe(200);
    expect((await update(c.seller, 'supplier', c.supplierPost, 'x')).status).toBe(401);
    expect((await update(c.boss, 'supplier', c.supplierPost, 'moderated')).status).toBe(200);
    expect((await remove(c.boss, 'product', c.productPost)).status).toBe(200);
  });

  it('a catalogue an admin disabled takes no post changes, from its owner or its team', async () => {
    const c = await contactWithPosts();
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, c.shop.id));
    const DISABLED = { status: 403, body: { errors: [{ code: 'supplier_disable' }] } };
    for (const who of [c.boss, c.seller]) {
      expect(await update(who, 'supplier', c.supplierPost, 'x')).toMatchObject(DISABLED);
      expect(await remove(who, 'product', c.productPost)).toMatchObject(DISABLED);
    }
  });
});

describe('notifications', () => {
  it('a new post tells each follower and watcher once (not the author), and the pager counts what is unread', async () => {
    const [follower, watcher, both, stranger] = await Promise.all([
      signedInActor(),
      signedInActor(),
      signedInActor(),
      signedInActor(),
    ]);
    const mark = (path: string, who: Actor) =>
      callApi(`/api/app/${path}`, { body: { supplierId: supplier.name }, session: who.session });
    await mark('supplier/follow', follower);
    await mark('supplier-watch/watch', watcher);
    await mark('supplier/follow', both);
    await mark('supplier-watch/watch', both);
    await mark('supplier/follow', owner);
    const postId = (await create(owner, { supplierId: supplier.name, content: 'Big news' })).body.data.id;

    const pager = (who: Actor, body: unknown = {}) =>
      callApi('/api/app/notification/pager', { body, session: who.session });
    for (const who of [follower, watcher, both]) {
      await vi.waitFor(async () => expect((await pager(who)).body.data.total).toBe(1));
      expect((await pager(who)).body.data).toMatchObject({
        unread: 1,
        list: [{ kind: 'supplier_post', postId, isRead: false, supplier: { id: supplier.name } }],
      });
    }
    for (const who of [owner, stranger]) expect((await pager(who)).body.data).toMatchObject({ total: 0, unread: 0 });
    // The follow is flagged new for the follower's catalogue.
    expect(
      (await callApi(`/api/app/supplier/detail/${supplier.name}`, { session: follower.session })).body.data.isNew,
    ).toBe(true);

    const mine = (await pager(follower)).body.data.list[0].id;
    const theirs = (await pager(watcher)).body.data.list[0].id;
    const read = (who: Actor, body: unknown) =>
      callApi('/api/app/notification/update/read', { body, session: who.session });
    expect(await read(follower, { notificationIds: [mine, theirs], isRead: true })).toMatchObject({
      status: 200,
      body: { data: { updated: 1, unread: 0 } },
    });
    expect((await pager(watcher)).body.data.unread).toBe(1);
    expect((await read(follower, { notificationIds: [mine], isRead: false })).body.data.unread).toBe(1);

    expect((await read(follower, { notificationIds: [], isRead: true })).body.errors).toEqual([
      { field: 'notificationIds', code: 'notification_ids_required' },
    ]);
    expect((await read(follower, { notificationIds: ['x'], isRead: true })).status).toBe(400);
    expect((await read(follower, { notificationIds: [mine] })).body.errors).toEqual([
      { field: 'isRead', code: 'required' },
    ]);
    expect((await pager(follower, { pageSize: 0 })).body.errors).toEqual([
      { field: 'pageSize', code: 'invalid_page_size' },
    ]);
  });
});
