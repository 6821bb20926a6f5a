import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyContacts, supplierFollows, users } from '#functions/db/schema/index.ts';
import { CHAT_START_LIMITS } from '#functions/api/call-limits.ts';
import { appPost, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeChatWorld, messageCall, person, sendText } from './chat-world.ts';

// Issue 26 item 2, the team inbox (src/shared/team-inbox.ts): the owner sees every conversation
// buyers hold with the catalogue's team, a member those they hold; answers, hand-overs, starting
// a chat with a follower, and access that ends the moment a place on the team does.

type Row = {
  chatId: number;
  buyer: { id: number; shown: boolean; name: string; companyName: string };
  holder: { id: number; name: string; onTeam: boolean };
  lastMessage: { id: number; content: string; createTime: number } | null;
  lastMessageTime: number | null;
  unread: number;
  blocked: boolean;
  closed: boolean;
};
type Message = { id: number; fromId: number; toId: number; createTime: number; content: string; isRead: boolean };

const inbox = (path: string, body: object, who: Actor) => appPost(`team-inbox/${path}`, body, who);

/** The owner, two sales contacts, two buyers each talking with one of them, and a stranger. */
async function makeInboxWorld() {
  const world = await makeChatWorld();
  const [sales2, buyer2] = await Promise.all([person('Tia Team', 'Rep'), person('Ben Buyer', '', 'Ben Ltd')]);
  await db()
    .insert(companyContacts)
    .values({ supplierId: world.supplier.id, userId: sales2.id, position: 1, jobTitle: 'Sales' });
  const add = (buyer: Actor, member: Actor) =>
    messageCall('send', { contactId: member.id, supplierId: world.supplier.name }, buyer);
  const chatA = (await add(world.buyer, world.sales)).body.data.chatId as number;
  const chatB = (await add(buyer2, sales2)).body.data.chatId as number;
  return { ...world, sales2, buyer2, chatA, chatB, supplierId: world.supplier.name };
}

async function pager(world: { supplierId: string }, who: Actor): Promise<Row[]> {
  const answer = await inbox('pager', { supplierId: world.supplierId, pageSize: 100 }, who);
  expect(answer.status).toBe(200);
  return answer.body.data.list;
}

async function messagesOf(world: { supplierId: string }, chatId: number, who: Actor): Promise<Message[]> {
  const answer = await inbox('messages', { supplierId: world.supplierId, chatId }, who);
  expect(answer.status).toBe(200);
  return answer.body.data.list;
}

describe('app/team-inbox', () => {
  it('lists every conversation to the owner and a member’s own to them, each row as its own messages say', async () => {
    const world = await makeInboxWorld();
    await sendText(world.buyer, world.sales, 'Hello A');
    await sendText(world.sales, world.buyer, 'Hi, how can I help?');
    await sendText(world.buyer, world.sales, 'Prices please');
    await sendText(world.buyer2, world.sales2, 'Hello B');

    const owners = await pager(world, world.owner);
    // Newest activity first: B's message came last.
    expect(owners.map((row) => row.chatId)).toEqual([world.chatB, world.chatA]);
    for (const row of owners) {
      const list = await messagesOf(world, row.chatId, world.owner);
      const newest = list[0]!;
      expect(row.lastMessage).toMatchObject({ id: newest.id, content: newest.content, createTime: newest.createTime });
      expect(row.lastMessageTime).toBe(newest.createTime);
      expect(row.unread).toBe(list.filter((message) => message.fromId === row.buyer.id && !message.isRead).length);
    }
    expect(owners.find((row) => row.chatId === world.chatA)).toMatchObject({
      buyer: { id: world.buyer.id, shown: true, name: 'Bea Buyer', companyName: 'Bea’s Buying Co' },
      holder: { id: world.sales.id, name: 'Sam Sales', onTeam: true },
      unread: 2,
      blocked: false,
      closed: false,
    });

    // Each member sees only what they hold; the other's conversation is the same 404 as none.
    expect((await pager(world, world.sales)).map((row) => row.chatId)).toEqual([world.chatA]);
    expect((await pager(world, world.sales2)).map((row) => row.chatId)).toEqual([world.chatB]);
    expect(
      (await inbox('messages', { supplierId: world.supplierId, chatId: world.chatB }, world.sales)).body.errors,
    ).toEqual([{ field: 'chatId', code: 'chat_not_found' }]);

    // Paged: one row a page, total counts both.
    const first = await inbox('pager', { supplierId: world.supplierId, pageSize: 1 }, world.owner);
    expect(first.body.data).toMatchObject({ total: 2, totalPage: 2, pageNo: 1, list: [{ chatId: world.chatB }] });
  });

  it('the owner answers as themselves; the buyer gets it in the same chat, and reading marks theirs read', async () => {
    const world = await makeInboxWorld();
    const asked = await sendText(world.buyer, world.sales, 'Is this in stock?');
    const answer = await inbox(
      'send',
      { supplierId: world.supplierId, chatId: world.chatA, content: 'Yes, 200 pieces' },
      world.owner,
    );
    expect(answer.body.data).toMatchObject({
      chatId: world.chatA,
      fromId: world.owner.id,
      toId: world.buyer.id,
      content: 'Yes, 200 pieces',
      isRead: false,
      isReceived: false,
    });
    // The buyer's own chat with the sales contact holds the answer, unread.
    const buyers = await messageCall('list', { contactIds: [world.sales.id] }, world.buyer);
    expect(buyers.body.data.map((message: Message) => message.id)).toEqual([answer.body.data.id, asked.id]);
    expect((await messageCall('contact/pager', {}, world.buyer)).body.data.unread).toBe(1);

    const list = await inbox('messages', { supplierId: world.supplierId, chatId: world.chatA }, world.sales);
    expect(list.body.data.list).toMatchObject([
      { id: answer.body.data.id, sender: { name: 'Olivia Owner', team: true } },
      { id: asked.id, sender: { name: 'Bea Buyer', team: false } },
    ]);

    const read = await inbox('read', { supplierId: world.supplierId, chatId: world.chatA }, world.sales);
    expect(read.body.data).toMatchObject({ chatId: world.chatA, unread: 0 });
    const seen = await messageCall('list', { contactIds: [world.sales.id] }, world.buyer);
    expect(seen.body.data.find((message: Message) => message.id === asked.id)).toMatchObject({
      isRead: true,
      isReceived: true,
    });
  });

  it('hands a conversation over: it moves from one member’s list to the other’s, and the buyer talks with them', async () => {
    const world = await makeInboxWorld();
    const unread = await sendText(world.buyer, world.sales, 'Anyone there?');
    // Only the owner or the member holding it: sales2 does not see chat A at all.
    expect(
      (
        await inbox(
          'hand-over',
          { supplierId: world.supplierId, chatId: world.chatA, memberId: world.sales2.id },
          world.sales2,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await inbox(
          'hand-over',
          { supplierId: world.supplierId, chatId: world.chatA, memberId: world.stranger.id },
          world.sales,
        )
      ).body.errors,
    ).toEqual([{ field: 'memberId', code: 'member_not_found' }]);

    const handed = await inbox(
      'hand-over',
      { supplierId: world.supplierId, chatId: world.chatA, memberId: world.sales2.id },
      world.sales,
    );
    expect(handed.body.data).toMatchObject({ chatId: world.chatA, holder: { id: world.sales2.id }, unread: 1 });
    expect((await pager(world, world.sales)).map((row) => row.chatId)).toEqual([]);
    expect((await pager(world, world.sales2)).map((row) => row.chatId).sort()).toEqual(
      [world.chatA, world.chatB].sort(),
    );
    expect((await inbox('messages', { supplierId: world.supplierId, chatId: world.chatA }, world.sales)).status).toBe(
      404,
    );

    // The buyer's conversation now has the new holder as its counterpart; the former holder's is gone.
    const buyers = (await messageCall('contact/pager', {}, world.buyer)).body.data.list;
    expect(buyers).toMatchObject([{ id: world.sales2.id, chatId: world.chatA }]);
    expect((await messageCall('contact/pager', {}, world.sales)).body.data.list).toEqual([]);
    // What waited unread waits for the new holder, who is told.
    const holders = await messageCall('contact/pager', {}, world.sales2);
    expect(holders.body.data.list.find((row: { chatId: number }) => row.chatId === world.chatA)).toMatchObject({
      unread: 1,
      lastMessage: { id: unread.id },
    });
    const notices = await appPost('notification/pager', {}, world.sales2);
    expect(notices.body.data.list).toMatchObject([{ kind: 'chat_handed_over' }]);
    await sendText(world.sales2, world.buyer, 'I can help');
    await sendText(world.buyer, world.sales2, 'Thanks');
  });

  it('a member who leaves or is removed loses the inbox at once; the owner hands their conversation on', async () => {
    const world = await makeInboxWorld();
    await sendText(world.buyer2, world.sales2, 'Hello B');
    const removed = await callApi('/api/supplier/contact-person/update', {
      body: { id: world.sales2.id, remove: true },
      session: world.owner.session,
    });
    expect(removed.status).toBe(200);
    const refused = { status: 403, body: { errors: [{ field: 'supplierId', code: 'team_member_required' }] } };
    expect(await inbox('pager', { supplierId: world.supplierId }, world.sales2)).toMatchObject(refused);
    expect(await inbox('messages', { supplierId: world.supplierId, chatId: world.chatB }, world.sales2)).toMatchObject(
      refused,
    );
    expect(
      await inbox('send', { supplierId: world.supplierId, chatId: world.chatB, content: 'Still me' }, world.sales2),
    ).toMatchObject(refused);

    expect((await appPost('team/leave', { supplierId: world.supplierId }, world.sales)).status).toBe(200);
    expect(await inbox('pager', { supplierId: world.supplierId }, world.sales)).toMatchObject(refused);

    // The owner still sees the conversation, closed while its holder is off the team.
    const row = (await pager(world, world.owner)).find((conversation) => conversation.chatId === world.chatB);
    expect(row).toMatchObject({ holder: { id: world.sales2.id, onTeam: false }, closed: true });
    const closed = await inbox(
      'send',
      { supplierId: world.supplierId, chatId: world.chatB, content: 'Hi' },
      world.owner,
    );
    expect(closed).toMatchObject({ status: 403, body: { errors: [{ field: 'chatId', code: 'chat_closed' }] } });
    const taken = await inbox(
      'hand-over',
      { supplierId: world.supplierId, chatId: world.chatB, memberId: world.owner.id },
      world.owner,
    );
    expect(taken.body.data).toMatchObject({ holder: { id: world.owner.id, onTeam: true }, closed: false });
    expect(
      (await inbox('send', { supplierId: world.supplierId, chatId: world.chatB, content: 'Hi' }, world.owner)).status,
    ).toBe(200);
    // A stranger was never on the team.
    expect(await inbox('pager', { supplierId: world.supplierId }, world.stranger)).toMatchObject(refused);
  });

  it('tells anyone on the team whom to hand a conversation to: the owner first, then the members still on it', async () => {
    const world = await makeInboxWorld();
    const nameOf = async (id: number) =>
      (await db().select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;
    const expected = await Promise.all(
      [world.owner, world.sales, world.sales2].map(async (actor, index) => ({
        id: actor.id,
        name: await nameOf(actor.id),
        isOwner: index === 0,
      })),
    );
    for (const viewer of [world.owner, world.sales2]) {
      const answer = await inbox('team', { supplierId: world.supplierId }, viewer);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject(expected);
      expect(answer.body.data).toHaveLength(3);
    }
    expect((await appPost('team/leave', { supplierId: world.supplierId }, world.sales)).status).toBe(200);
    const after = await inbox('team', { supplierId: world.supplierId }, world.owner);
    expect(after.body.data.map((member: { id: number }) => member.id)).toEqual([world.owner.id, world.sales2.id]);
    expect((await inbox('team', { supplierId: world.supplierId }, world.sales)).status).toBe(403);
    expect((await inbox('team', { supplierId: world.supplierId }, world.buyer)).status).toBe(403);
  });

  it('names a hidden buyer only to the member they talk with', async () => {
    const world = await makeInboxWorld();
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, world.buyer2.id));
    const owners = (await pager(world, world.owner)).find((row) => row.chatId === world.chatB);
    expect(owners?.buyer).toEqual({ id: world.buyer2.id, shown: false, name: '', avatar: null, companyName: '' });
    const holders = (await pager(world, world.sales2)).find((row) => row.chatId === world.chatB);
    expect(holders?.buyer).toMatchObject({ shown: true, name: 'Ben Buyer', companyName: 'Ben Ltd' });
  });
});

describe('app/team-inbox/start', () => {
  async function follow(world: { supplier: { id: number } }, who: Actor) {
    await db().insert(supplierFollows).values({ userId: who.id, supplierId: world.supplier.id, createdAt: Date.now() });
  }

  it('opens a chat with a follower, once; refuses the hidden, those who do not follow and a blocked pair', async () => {
    const world = await makeInboxWorld();
    const [follower, hidden] = await Promise.all([person('Fay Follower'), person('Hal Hidden')]);
    await follow(world, follower);
    await follow(world, hidden);
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));

    const started = await inbox('start', { supplierId: world.supplierId, userId: follower.id }, world.sales);
    expect(started.body.data).toMatchObject({ id: follower.id, name: 'Fay Follower', lastMessage: null });
    const again = await inbox('start', { supplierId: world.supplierId, userId: follower.id }, world.sales);
    expect(again.body.data.chatId).toBe(started.body.data.chatId);
    expect((await pager(world, world.sales)).map((row) => row.chatId)).toContain(started.body.data.chatId);
    await sendText(world.sales, follower, 'Thanks for following us');
    expect((await messageCall('contact/pager', {}, follower)).body.data.list).toMatchObject([
      { id: world.sales.id, companyName: `Test Company ${world.supplier.name}` },
    ]);

    const notFound = { status: 404, body: { errors: [{ field: 'userId', code: 'contact_not_found' }] } };
    expect(await inbox('start', { supplierId: world.supplierId, userId: hidden.id }, world.owner)).toMatchObject(
      notFound,
    );
    expect(
      await inbox('start', { supplierId: world.supplierId, userId: world.stranger.id }, world.owner),
    ).toMatchObject(notFound);
    expect(await inbox('start', { supplierId: world.supplierId, userId: world.sales2.id }, world.owner)).toMatchObject(
      notFound,
    );

    // The follower blocks the sales contact: neither can start again, the owner still can.
    await appPost('block/add', { contactId: world.sales.id }, follower);
    expect(await inbox('start', { supplierId: world.supplierId, userId: follower.id }, world.sales)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'userId', code: 'chat_blocked' }] },
    });
    expect((await inbox('start', { supplierId: world.supplierId, userId: follower.id }, world.owner)).status).toBe(200);
    // Only the team starts chats for the catalogue.
    expect((await inbox('start', { supplierId: world.supplierId, userId: follower.id }, world.stranger)).status).toBe(
      403,
    );
  });

  it('limits how many chats one person starts in an hour', async () => {
    const world = await makeInboxWorld();
    const body = { supplierId: world.supplierId, userId: world.stranger.id };
    for (let call = 0; call < CHAT_START_LIMITS.perUser.limit; call++)
      expect((await inbox('start', body, world.sales)).status).toBe(404);
    expect(await inbox('start', body, world.sales)).toMatchObject({
      status: 429,
      body: { errors: [{ code: 'too_many_attempts' }] },
    });
  });
});
