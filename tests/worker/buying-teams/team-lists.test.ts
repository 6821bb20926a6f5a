import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, products } from '#functions/db/schema/index.ts';
import type { TeamComment, TeamListDetail, TeamNotice, TeamProductItem } from '#src/shared/buying-teams.ts';
import { browserSubscription } from '#tests/worker/support/browser-subscription.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { catalogueWithProducts, person, teamCall, teamGet, teamOfTwo } from './team-world.ts';

// A team's lists, votes and comments (issue 29 item 1): each row checked against the product's own
// detail, the tally against the votes cast, and every notice against the comment it tells of.

const listOf = async (listId: number, who: Parameters<typeof teamGet>[1], sort = 'votes') =>
  (await teamGet(`list/detail/${listId}?sort=${sort}`, who)).body.data as TeamListDetail;
const detailOf = async (productId: number) => (await callApi(`/api/common/product/detail/${productId}`)).body.data;

describe('buying-team lists', () => {
  it('shows each product as its own page does, and a supplier by its company', async () => {
    const { ann, ben, teamId, listId } = await teamOfTwo();
    const { supplier, productIds } = await catalogueWithProducts();
    for (const productId of productIds)
      expect((await teamCall('item/add', { listId, productId }, ben)).status).toBe(200);
    expect((await teamCall('item/add', { listId, supplierId: supplier.name }, ann)).status).toBe(200);

    const list = await listOf(listId, ann, 'newest');
    expect(list.items).toHaveLength(4);
    expect(list.items[0]!.target).toMatchObject({
      kind: 'supplier',
      supplierId: supplier.name,
      name: 'Harbour Pumps Ltd',
      gone: false,
    });
    const productItems = list.items.slice(1).map((item) => item.target as TeamProductItem);
    // Newest first: the products in the reverse of the order Ben added them.
    expect(productItems.map((item) => item.productId)).toEqual([...productIds].reverse());
    for (const item of productItems) {
      const detail = await detailOf(item.productId!);
      expect(item).toEqual({
        kind: 'product',
        productId: item.productId,
        name: detail.profile.productName,
        modelNumber: detail.profile.modelNumber,
        price: detail.profile.price,
        picture: detail.medias.find((media: { imageUrl?: string }) => media.imageUrl).imageUrl,
        supplier: { id: detail.supplier.id, companyName: detail.supplier.companyName },
        gone: false,
      });
    }
    expect(new Set(productItems.map((item) => item.picture)).size).toBe(3);
    expect(list.items[1]!.addedBy).toEqual({ userId: ben.id, name: 'Ben Baker', avatar: expect.any(String) });

    // Each list counts its own items: a second list with one item beside the first's four.
    const other = (await teamCall('list/create', { teamId, name: 'Spares' }, ann)).body.data as TeamListDetail;
    await teamCall('item/add', { listId: other.id, productId: productIds[1] }, ann);
    const summaries = (await teamGet(`detail/${teamId}`, ben)).body.data.lists as { id: number; itemCount: number }[];
    expect(summaries.map((list) => [list.id, list.itemCount])).toEqual([
      [listId, 4],
      [other.id, 1],
    ]);
    expect((await teamGet('list', ben)).body.data.teams[0].lists).toEqual(summaries);

    const twice = await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    expect([twice.status, twice.body.errors]).toEqual([409, [{ field: 'productId', code: 'already_on_list' }]]);
    const neither = await teamCall('item/add', { listId }, ann);
    expect(neither.status).toBe(400);
  });

  it('keeps a removed product by the name it had, marked gone', async () => {
    const { ann, listId } = await teamOfTwo();
    const { productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    const name = (await detailOf(productIds[0]!)).profile.productName;
    expect(name).toEqual(expect.any(String));
    await db().delete(products).where(eq(products.id, productIds[0]!));
    const [item] = (await listOf(listId, ann)).items;
    expect(item!.target).toMatchObject({ kind: 'product', productId: null, name, gone: true, supplier: null });
  });

  it('counts one vote per member, replaced or taken back, and sorts by the score', async () => {
    const { ann, ben, teamId, listId } = await teamOfTwo();
    const carl = await person('Carl Cole');
    await teamCall('invite', { teamId, email: carl.email }, ann);
    await teamCall('accept', { id: (await teamGet('list', carl)).body.data.invitations[0].id }, carl);
    const { productIds } = await catalogueWithProducts();
    for (const productId of productIds) await teamCall('item/add', { listId, productId }, ann);
    const ids = (await listOf(listId, ann, 'newest')).items.map((item) => item.id).reverse(); // in the order added

    // The votes cast, by member and item: the tally must come to exactly these.
    const cast: [typeof ann, number, -1 | 0 | 1][] = [
      [ann, ids[0]!, -1],
      [ben, ids[0]!, -1],
      [ann, ids[1]!, 1],
      [ben, ids[1]!, 1],
      [carl, ids[1]!, 1],
      [carl, ids[2]!, 1],
      [carl, ids[2]!, -1], // replaces Carl's up vote
      [ann, ids[2]!, 1],
      [ann, ids[2]!, 0], // taken back
    ];
    for (const [who, itemId, value] of cast)
      expect((await teamCall('item/vote', { itemId, value }, who)).status).toBe(200);
    const byItem = new Map((await listOf(listId, ben)).items.map((item) => [item.id, item.votes]));
    expect(byItem.get(ids[0]!)).toEqual({ up: 0, down: 2, score: -2, mine: -1 });
    expect(byItem.get(ids[1]!)).toEqual({ up: 3, down: 0, score: 3, mine: 1 });
    expect(byItem.get(ids[2]!)).toEqual({ up: 0, down: 1, score: -1, mine: 0 });
    expect((await listOf(listId, ben, 'votes')).items.map((item) => item.id)).toEqual([ids[1], ids[2], ids[0]]);

    // Ben leaves: his votes stop counting.
    await teamCall('leave', { teamId }, ben);
    const after = new Map((await listOf(listId, ann)).items.map((item) => [item.id, item.votes]));
    expect(after.get(ids[1]!)).toMatchObject({ up: 2, score: 2 });
    expect(after.get(ids[0]!)).toMatchObject({ down: 1, mine: -1 });
    const refused = await teamCall('item/vote', { itemId: ids[1], value: 2 }, ann);
    expect(refused.body.errors).toEqual([{ field: 'value', code: 'invalid_vote' }]);
  });
});

describe('buying-team comments and notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells every other member, mentions as mentions, and reading clears them', async () => {
    const { ann, ben, teamId, listId } = await teamOfTwo();
    const carl = await person('Carl Cole');
    await teamCall('invite', { teamId, email: carl.email }, ann);
    await teamCall('accept', { id: (await teamGet('list', carl)).body.data.invitations[0].id }, carl);
    const { owner, productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    const [item] = (await listOf(listId, ann)).items;

    const written = await teamCall(
      'comment/add',
      { itemId: item!.id, body: '@Ben Baker can you check the flow rate?', mentions: [ben.id] },
      ann,
    );
    expect(written.status).toBe(200);
    expect(written.body.data as TeamComment).toMatchObject({
      author: { userId: ann.id, name: 'Ann Archer' },
      body: '@Ben Baker can you check the flow rate?',
      mentions: [{ userId: ben.id, name: 'Ben Baker', avatar: expect.any(String) }],
      editTime: null,
      mine: true,
    });

    const noticesOf = async (who: typeof ann) => (await teamGet('notices', who)).body.data as TeamNotice[];
    expect(await noticesOf(ann)).toEqual([]);
    const [toBen] = await noticesOf(ben);
    const [toCarl] = await noticesOf(carl);
    expect(toBen).toMatchObject({
      kind: 'mention',
      team: { id: teamId, name: 'Pump sourcing' },
      listId,
      itemId: item!.id,
      itemName: item!.target.name,
      author: { name: 'Ann Archer' },
    });
    expect(toCarl).toMatchObject({
      kind: 'comment',
      itemId: item!.id,
      excerpt: '@Ben Baker can you check the flow rate?',
    });
    expect((await teamGet('list', ben)).body.data.teams[0].unread).toBe(1);
    expect((await listOf(listId, carl)).items[0]!.commentCount).toBe(1);

    // Reading the item's comments clears the reader's notices, no one else's.
    const read = await teamGet(`item/comments/${item!.id}`, ben);
    expect((read.body.data as TeamComment[]).map((comment) => [comment.author.name, comment.mine])).toEqual([
      ['Ann Archer', false],
    ]);
    expect(await noticesOf(ben)).toEqual([]);
    expect(await noticesOf(carl)).toHaveLength(1);
    // Nothing of it reaches the catalogue's side: no notice, no notification, no way in.
    expect(await noticesOf(owner)).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, owner.id))).toEqual([]);
    expect((await teamGet(`item/comments/${item!.id}`, owner)).status).toBe(404);
    expect((await teamGet(`list/detail/${listId}`, owner)).status).toBe(404);
  });

  it('lets the author alone edit or delete; a mention names members only', async () => {
    const { ann, ben, listId } = await teamOfTwo();
    const outsider = await person('Olly Outsider');
    const { productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ben);
    const [item] = (await listOf(listId, ann)).items;
    const notMember = await teamCall('comment/add', { itemId: item!.id, body: 'Hi', mentions: [outsider.id] }, ann);
    expect([notMember.status, notMember.body.errors]).toEqual([
      400,
      [{ field: 'mentions', code: 'mention_not_member' }],
    ]);
    const comment = (await teamCall('comment/add', { itemId: item!.id, body: 'Too dear' }, ann)).body
      .data as TeamComment;
    expect((await teamGet('notices', ben)).body.data).toHaveLength(1);

    const byBen = await teamCall('comment/edit', { commentId: comment.id, body: 'Fine' }, ben);
    expect([byBen.status, byBen.body.errors]).toEqual([403, [{ field: 'commentId', code: 'not_your_comment' }]]);
    expect((await teamCall('comment/delete', { commentId: comment.id }, outsider)).status).toBe(404);

    // Editing to mention Ben turns his unread notice into the mention, once.
    const edited = await teamCall(
      'comment/edit',
      { commentId: comment.id, body: 'Too dear, @Ben Baker?', mentions: [ben.id] },
      ann,
    );
    expect(edited.body.data).toMatchObject({ body: 'Too dear, @Ben Baker?', editTime: expect.any(Number) });
    expect(((await teamGet('notices', ben)).body.data as TeamNotice[]).map((notice) => notice.kind)).toEqual([
      'mention',
    ]);
    await teamCall('comment/edit', { commentId: comment.id, body: 'Too dear, @Ben Baker!', mentions: [ben.id] }, ann);
    expect((await teamGet('notices', ben)).body.data).toHaveLength(1);

    const deleted = await teamCall('comment/delete', { commentId: comment.id }, ann);
    expect(deleted.body.data).toEqual([]);
    expect((await teamGet('notices', ben)).body.data).toEqual([]);
  });

  it('stores a comment sent twice under one key once, and tells of it once', async () => {
    const { ann, ben, listId } = await teamOfTwo();
    const { productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    const [item] = (await listOf(listId, ann)).items;
    const comment = { itemId: item!.id, body: 'Written on the show floor', clientKey: 'k3Y-offline-0001' };
    // Kept offline, then sent again by the browser: both answers are the one comment.
    const answers = await Promise.all([teamCall('comment/add', comment, ann), teamCall('comment/add', comment, ann)]);
    const again = await teamCall('comment/add', comment, ann);
    const ids = [...answers, again].map((answer) => (answer.body.data as TeamComment).id);
    expect(new Set(ids).size).toBe(1);
    expect((await teamGet(`item/comments/${item!.id}`, ann)).body.data).toHaveLength(1);
    expect((await teamGet('notices', ben)).body.data).toHaveLength(1);
    // The key is the author's own: another member's comment under the same key is its own comment.
    await teamCall('comment/add', { ...comment, body: 'Me too' }, ben);
    expect((await teamGet(`item/comments/${item!.id}`, ann)).body.data).toHaveLength(2);
    const badKey = await teamCall('comment/add', { ...comment, clientKey: 'no spaces allowed' }, ann);
    expect(badKey.body.errors).toEqual([{ field: 'clientKey', code: 'invalid_comment_key' }]);
  });

  it('sends the notice as Web Push to the other members’ browsers, and to no one else', async () => {
    const { ann, ben, listId } = await teamOfTwo();
    const outsider = await person('Olly Outsider');
    const endpointOf = (who: typeof ann) => `https://fcm.googleapis.com/fcm/send/team-${who.id}`;
    // The author and an outsider opted in too: neither is told.
    for (const who of [ann, ben, outsider])
      expect(
        (
          await callApi('/api/my/push/subscribe', {
            session: who.session,
            body: await browserSubscription(endpointOf(who)),
          })
        ).status,
      ).toBe(200);
    const endpoint = endpointOf(ben);
    const { productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    const [item] = (await listOf(listId, ann)).items;

    const posted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push(new Request(input, init).url);
      return new Response(null, { status: 201 });
    });
    await teamCall('comment/add', { itemId: item!.id, body: 'Ordered a sample' }, ann);
    await vi.waitFor(() => expect(posted).toEqual([endpoint]), { timeout: 10_000 });
    // A moment more: nothing else follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posted).toEqual([endpoint]);
  });
});
