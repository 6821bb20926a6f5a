import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#functions/db/schema/index.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { appPost } from '#tests/worker/support/actors.ts';
import { makeChatWorld, messageCall, sendText, startChat } from '#tests/worker/messaging/chat-world.ts';
import { verifiedSocket } from './open-socket.ts';

// Issue 13 item 3 and 5: a stored message reaches every open page of both people; nobody's page
// open, the recipient hears of it in their notifications; a page that was away reads what it missed.

/** Waits for what the Worker does after its answer (ctx.waitUntil). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt === 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const chatNotices = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat_message')));

describe('live messages', () => {
  it('pushes a stored message to the recipient and to the sender’s other pages, exactly as stored', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const recipient = await verifiedSocket(world.sales.session);
    const senderOtherTab = await verifiedSocket(world.buyer.session);

    const sent = (
      await messageCall('send', { contactId: world.sales.id, content: 'Hello, see https://x.test' }, world.buyer)
    ).body.data;
    const [name, pushed] = await recipient.nextEvent();
    expect(name).toBe('message');
    expect(pushed).toEqual(sent);
    expect(pushed).toMatchObject({ fromId: world.buyer.id, toId: world.sales.id, type: 'text', isRead: false });
    expect(await senderOtherTab.nextEvent()).toEqual(['message', sent]);

    // Someone with a page open is not also notified.
    expect(await chatNotices(world.sales.id)).toEqual([]);
    recipient.socket!.close(1000);
    senderOtherTab.socket!.close(1000);
  });

  it('pushes nothing to a third person', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const stranger = await verifiedSocket(world.stranger.session);
    const recipient = await verifiedSocket(world.sales.session);
    await sendText(world.buyer, world.sales, 'Private');
    await recipient.nextEvent();
    await sendText(world.buyer, world.sales, 'Still private');
    await recipient.nextEvent();
    expect(stranger.frames.filter((frame) => frame.startsWith('42'))).toEqual([]);
    stranger.socket!.close(1000);
    recipient.socket!.close(1000);
  });

  it('tells a recipient with no page open in their notifications, once per chat until read', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    await sendText(world.buyer, world.sales, 'Are you there?');
    await sendText(world.buyer, world.sales, 'Hello?');
    const notices = await eventually(
      () => chatNotices(world.sales.id),
      (rows) => rows.length > 0,
    );
    expect(notices).toMatchObject([{ kind: 'chat_message', supplierId: world.supplier.id, isRead: false }]);

    const pager = await appPost('notification/pager', { pageNo: 1, pageSize: 10 }, world.sales);
    expect(pager.body.data.list).toMatchObject([{ kind: 'chat_message', supplier: { id: world.supplier.name } }]);
    const contacts = await messageCall('contact/pager', {}, world.sales);
    expect(contacts.body.data.unread).toBe(2);
  });
});

describe('POST app/message/since', () => {
  it('answers the starting point, then what came after it in every chat of the caller, oldest first', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    await sendText(world.buyer, world.sales, 'Before');
    const start = (await messageCall('since', {}, world.buyer)).body.data;
    expect(start).toMatchObject({ list: [], hasMore: false });

    const first = await sendText(world.sales, world.buyer, 'One');
    const second = await sendText(world.buyer, world.sales, 'Two');
    await startChat(world, world.owner);
    const third = await sendText(world.owner, world.buyer, 'Three');
    // Another chat the buyer is not in.
    await messageCall('send', { contactId: world.sales.id, supplierId: world.supplier.name }, world.stranger);
    await sendText(world.stranger, world.sales, 'Not yours');

    const missed = (await messageCall('since', { afterId: start.lastId }, world.buyer)).body.data;
    expect(missed.list.map((message: { id: number }) => message.id)).toEqual([first.id, second.id, third.id]);
    expect(missed).toMatchObject({ lastId: third.id, hasMore: false });
    expect((await messageCall('since', { afterId: third.id }, world.buyer)).body.data).toEqual({
      list: [],
      lastId: third.id,
      hasMore: false,
    });
  });

  it('leaves out a conversation the caller deleted', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const start = (await messageCall('since', {}, world.buyer)).body.data;
    await sendText(world.sales, world.buyer, 'Gone');
    await callApi(`/api/app/message/contact/delete/${world.sales.id}`, {
      method: 'DELETE',
      session: world.buyer.session,
    });
    expect((await messageCall('since', { afterId: start.lastId }, world.buyer)).body.data.list).toEqual([]);
  });

  it('refuses bad input and visitors', async () => {
    const world = await makeChatWorld();
    for (const afterId of [-1, 1.5, '3', null]) {
      expect(await messageCall('since', { afterId }, world.buyer)).toMatchObject({
        status: 400,
        body: { success: false, errors: [{ field: 'afterId', code: 'invalid_after_id' }] },
      });
    }
    expect((await callApi('/api/app/message/since', { body: {} })).status).toBe(401);
  });
});

describe('the channel token cookie', () => {
  it('is renewed by GET current for a signed-in page (readable by it, an hour long), never for a visitor', async () => {
    const world = await makeChatWorld();
    const current = await callApi('/api/current', { session: world.buyer.session });
    const cookie = current.headers.getSetCookie().find((line) => line.startsWith('channelToken='));
    expect(cookie).toMatch(/^channelToken=\d+\.[\w-]+;/);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).not.toMatch(/HttpOnly/i);
    const visitor = await callApi('/api/current');
    expect(visitor.headers.getSetCookie().some((line) => line.startsWith('channelToken='))).toBe(false);
  });
});
