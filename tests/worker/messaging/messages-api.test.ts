import { describe, expect, it } from 'vitest';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, productFields } from '#tests/worker/support/factories.ts';
import { deleteContactCall, makeChatWorld, messageCall, sendText, startChat } from './chat-world.ts';

// Spec §7 Messaging: contacts, text and product messages, read and received flags, deleting a
// conversation; and nobody reads or changes another person's chat.

describe('app/message contacts', () => {
  it('a buyer adds a supplier’s sales contact or owner; both sides list the other with names and titles', async () => {
    const world = await makeChatWorld();
    const contact = await startChat(world);
    expect(contact).toMatchObject({
      id: world.sales.id,
      name: 'Sam Sales',
      unread: 0,
      supplierId: world.supplier.name,
      blocked: false,
      otherRole: { personalInfo: { name: 'Sam Sales', jobTitle: 'Sales' } },
      myRole: { personalInfo: { name: 'Bea Buyer', jobTitle: 'Purchaser' } },
      lastMessage: null,
    });
    // Adding again keeps the one conversation.
    expect((await startChat(world)).chatId).toBe(contact.chatId);

    const salesSide = await messageCall('contact/pager', {}, world.sales);
    expect(salesSide.body.data).toMatchObject({
      unread: 0,
      list: [{ id: world.buyer.id, chatId: contact.chatId, otherRole: { personalInfo: { jobTitle: 'Purchaser' } } }],
    });

    const withOwner = await startChat(world, world.owner);
    expect(withOwner).toMatchObject({ id: world.owner.id, otherRole: { personalInfo: { jobTitle: 'Founder' } } });
    expect(withOwner.chatId).not.toBe(contact.chatId);
    const detail = await messageCall('contact/detail', { contactId: world.owner.id }, world.buyer);
    expect(detail.body.data).toMatchObject({ id: world.owner.id, chatId: withOwner.chatId });
  });

  it('refuses to add someone who is not on the supplier’s team, oneself, or a supplier that does not exist', async () => {
    const world = await makeChatWorld();
    const add = (contactId: number, supplierId: string, who = world.buyer) =>
      messageCall('send', { contactId, supplierId }, who);
    expect(await add(world.stranger.id, world.supplier.name)).toMatchObject({
      status: 404,
      body: { success: false, errors: [{ field: 'contactId', code: 'contact_not_found' }] },
    });
    expect((await add(world.sales.id, world.supplier.name, world.sales)).status).toBe(404);
    expect((await add(world.sales.id, 'no-such-supplier')).body.errors).toEqual([
      { field: 'supplierId', code: 'supplier_not_found' },
    ]);
  });
});

describe('app/message text', () => {
  it('stores plain text, lists it newest first and counts it unread for the recipient until read', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const first = await sendText(world.buyer, world.sales, '  Hello <b>team</b>\r\nsecond line\u0007 ');
    expect(first).toMatchObject({
      chatId,
      fromId: world.buyer.id,
      toId: world.sales.id,
      type: 'text',
      content: 'Hello <b>team</b>\nsecond line',
      isRead: false,
      isReceived: false,
      status: 'ready',
    });
    expect(Math.abs(first.createTime - Date.now())).toBeLessThan(60_000);
    const second = await sendText(world.buyer, world.sales, 'Second');

    const pager = await messageCall('contact/pager', { pageSize: 1000 }, world.sales);
    expect(pager.body.data.unread).toBe(2);
    expect(pager.body.data.list[0]).toMatchObject({
      id: world.buyer.id,
      unread: 2,
      lastMessage: { id: second.id },
      // Issue 26 item 2: the row says when the last message was sent and the other side's company.
      lastMessageTime: second.createTime,
      companyName: 'Bea’s Buying Co',
      blockedByContact: false,
    });
    // The buyer sees the catalogue's name for its sales contact.
    expect((await messageCall('contact/pager', {}, world.buyer)).body.data.list[0]).toMatchObject({
      id: world.sales.id,
      companyName: `Test Company ${world.supplier.name}`,
      lastMessageTime: second.createTime,
    });
    const list = await messageCall('list', { contactIds: [world.buyer.id] }, world.sales);
    expect(list.body.data.map((message: { id: number }) => message.id)).toEqual([second.id, first.id]);
    // The sender sees the same conversation and has nothing unread.
    expect((await messageCall('contact/pager', {}, world.buyer)).body.data.unread).toBe(0);

    const received = await messageCall(
      'update/received',
      { messageIds: [first.id, second.id], isReceived: true },
      world.sales,
    );
    expect(received).toMatchObject({ status: 200, body: { success: true, data: null } });
    expect(await messageCall('update/read', { messageIds: [first.id], isRead: true }, world.sales)).toMatchObject({
      status: 200,
      body: { data: { unread: 1 } },
    });
    // A sender cannot mark their own message read for the other side.
    expect((await messageCall('update/read', { messageIds: [second.id], isRead: true }, world.buyer)).status).toBe(200);
    const after = await messageCall('contact/list', { contactIds: [world.buyer.id] }, world.sales);
    expect(after.body.data).toMatchObject([{ id: world.buyer.id, unread: 1 }]);
    const flags = (await messageCall('list', { contactIds: [world.buyer.id] }, world.sales)).body.data;
    expect(
      flags.map((message: { isRead: boolean; isReceived: boolean }) => [message.isRead, message.isReceived]),
    ).toEqual([
      [false, true],
      [true, true],
    ]);
  });

  it('sends a product card with the product’s name, picture, id and supplier', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const [productId] = await makeProducts(db(), world.supplier.id, [productFields(1, { productName: 'Steel Bolt' })]);
    const card = await messageCall('send', { contactId: world.sales.id, productId }, world.buyer);
    expect(card).toMatchObject({
      status: 200,
      body: {
        data: { type: 'product', product: { name: 'Steel Bolt', id: productId, supplierId: world.supplier.name } },
      },
    });
    expect(
      (await messageCall('send', { contactId: world.sales.id, productId: 999_999_999 }, world.buyer)).body.errors,
    ).toEqual([{ field: 'productId', code: 'product_not_found' }]);
  });

  it('deleting a conversation hides it for that side only; a new message lists it again with only what came after', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    await sendText(world.buyer, world.sales, 'Before');
    expect(await deleteContactCall(world.sales.id, world.buyer)).toMatchObject({
      status: 200,
      body: { data: { id: world.sales.id } },
    });
    expect((await messageCall('contact/pager', {}, world.buyer)).body.data.list).toEqual([]);
    expect((await messageCall('contact/pager', {}, world.sales)).body.data.list).toHaveLength(1);

    await sendText(world.sales, world.buyer, 'After');
    const pager = (await messageCall('contact/pager', {}, world.buyer)).body.data;
    expect(pager).toMatchObject({
      unread: 1,
      list: [{ id: world.sales.id, unread: 1, lastMessage: { content: 'After' } }],
    });
    const list = (await messageCall('list', { contactIds: [world.sales.id] }, world.buyer)).body.data;
    expect(list.map((message: { content: string }) => message.content)).toEqual(['After']);
  });

  it('answers 400 with the envelope’s codes for bad input', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const errors = async (path: string, body: unknown) => {
      const answer = await messageCall(path, body, world.buyer);
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await errors('send', { contactId: world.sales.id })).toEqual([
      { field: '', code: 'content_supplier_or_product_required' },
    ]);
    expect(await errors('send', { contactId: world.sales.id, content: ' \n ' })).toEqual([
      { field: 'content', code: 'message_required' },
    ]);
    expect(await errors('send', { contactId: world.sales.id, content: 'x'.repeat(5001) })).toEqual([
      { field: 'content', code: 'message_too_long' },
    ]);
    expect(await errors('send', { contactId: 'me', content: 'Hi' })).toEqual([
      { field: 'contactId', code: 'invalid_id' },
    ]);
    expect(await errors('contact/pager', { pageSize: 1001 })).toEqual([
      { field: 'pageSize', code: 'invalid_page_size' },
    ]);
    expect(await errors('list', { contactIds: [] })).toEqual([{ field: 'contactIds', code: 'required' }]);
    expect(await errors('update/read', { messageIds: [1], isRead: 'yes' })).toEqual([
      { field: 'isRead', code: 'invalid_type' },
    ]);
    expect(await errors('refresh-video-message', {})).toEqual([{ field: 'messageId', code: 'required' }]);
    expect((await deleteContactCall('abc', world.buyer)).body.errors).toEqual([{ field: 'id', code: 'invalid_id' }]);
    const text = await sendText(world.buyer, world.sales, 'Not a video');
    expect(await errors('refresh-video-message', { messageId: text.id })).toEqual([
      { field: 'messageId', code: 'not_a_video_message' },
    ]);
  });
});

describe('app/message authorisation', () => {
  it('answers a visitor 401', async () => {
    expect((await callApi('/api/app/message/contact/pager', { body: {} })).status).toBe(401);
  });

  it('finds nothing of another person’s chat, and changes nothing in it', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const message = await sendText(world.buyer, world.sales, 'Private');
    const { stranger } = world;
    const notFound = (code: string, field: string) => ({
      status: 404,
      body: { success: false, errors: [{ field, code }] },
    });

    expect(await messageCall('list', { contactIds: [world.sales.id] }, stranger)).toMatchObject(
      notFound('contact_not_found', 'contactIds'),
    );
    expect(await messageCall('contact/list', { contactIds: [world.buyer.id] }, stranger)).toMatchObject(
      notFound('contact_not_found', 'contactIds'),
    );
    expect(await messageCall('contact/detail', { contactId: world.buyer.id }, stranger)).toMatchObject(
      notFound('contact_not_found', 'contactId'),
    );
    expect(await messageCall('send', { contactId: world.sales.id, content: 'Hi' }, stranger)).toMatchObject(
      notFound('contact_not_found', 'contactId'),
    );
    expect(await messageCall('update/read', { messageIds: [message.id], isRead: true }, stranger)).toMatchObject(
      notFound('message_not_found', 'messageIds'),
    );
    expect(
      await messageCall('update/received', { messageIds: [message.id], isReceived: true }, stranger),
    ).toMatchObject(notFound('message_not_found', 'messageIds'));
    expect(await messageCall('refresh-video-message', { messageId: message.id }, stranger)).toMatchObject(
      notFound('message_not_found', 'messageId'),
    );
    expect(await deleteContactCall(world.sales.id, stranger)).toMatchObject(notFound('contact_not_found', 'contactId'));
    // One id of someone else's among the caller's own is refused whole.
    expect((await messageCall('list', { contactIds: [world.sales.id, world.owner.id] }, world.buyer)).status).toBe(404);

    const [unchanged] = (await messageCall('list', { contactIds: [world.buyer.id] }, world.sales)).body.data;
    expect(unchanged).toMatchObject({ id: message.id, isRead: false, isReceived: false });
    expect((await messageCall('contact/pager', {}, stranger)).body.data).toEqual({ list: [], unread: 0 });
  });
});
