import { describe, expect, it } from 'vitest';
import { appPost } from '#tests/worker/support/actors.ts';
import { callApi } from '#tests/worker/support/call-worker.ts';
import { makeChatWorld, messageCall, sendText, startChat } from './chat-world.ts';

// Spec §7 Blocking: app/block/add and delete {contactId}, pager {pageNo, pageSize} (1000 from page 1);
// a blocked party cannot send, and neither can the blocker until they unblock.

describe('app/block', () => {
  it('blocks a contact: neither side can send, the pager lists them; unblocking lets both write again', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    expect(await appPost('block/add', { contactId: world.sales.id }, world.buyer)).toMatchObject({
      status: 200,
      body: { success: true, data: null },
    });
    // Blocking twice is blocking once.
    expect((await appPost('block/add', { contactId: world.sales.id }, world.buyer)).status).toBe(200);

    const page = await appPost('block/pager', {}, world.buyer);
    expect(page.body.data).toMatchObject({
      total: 1,
      pageNo: 1,
      totalPage: 1,
      list: [{ id: world.sales.id, name: 'Sam Sales', avatar: null }],
    });
    expect((await messageCall('contact/detail', { contactId: world.sales.id }, world.buyer)).body.data).toMatchObject({
      blocked: true,
      blockedByContact: false,
    });
    // The blocked side's row says so too (issue 26 item 2), so its composer can tell before a send fails.
    expect((await messageCall('contact/detail', { contactId: world.buyer.id }, world.sales)).body.data).toMatchObject({
      blocked: false,
      blockedByContact: true,
    });

    const refused = { status: 403, body: { success: false, errors: [{ field: 'contactId', code: 'chat_blocked' }] } };
    expect(await messageCall('send', { contactId: world.buyer.id, content: 'Hello?' }, world.sales)).toMatchObject(
      refused,
    );
    expect(await messageCall('send', { contactId: world.sales.id, content: 'Bye' }, world.buyer)).toMatchObject(
      refused,
    );
    expect((await messageCall('list', { contactIds: [world.sales.id] }, world.buyer)).body.data).toEqual([]);

    expect(await appPost('block/delete', { contactId: world.sales.id }, world.buyer)).toMatchObject({ status: 200 });
    expect((await appPost('block/pager', { pageNo: 1, pageSize: 1000 }, world.buyer)).body.data).toMatchObject({
      total: 0,
      list: [],
    });
    await sendText(world.sales, world.buyer, 'Welcome back');
    await sendText(world.buyer, world.sales, 'Thanks');
  });

  it('blocks only people the caller talks with; another’s blocks are theirs alone', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    expect(await appPost('block/add', { contactId: world.stranger.id }, world.buyer)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'contactId', code: 'contact_not_found' }] },
    });
    await appPost('block/add', { contactId: world.sales.id }, world.buyer);
    // The stranger cannot lift the buyer's block, nor see it.
    expect((await appPost('block/delete', { contactId: world.sales.id }, world.stranger)).status).toBe(200);
    expect((await appPost('block/pager', {}, world.stranger)).body.data.total).toBe(0);
    expect((await appPost('block/pager', {}, world.buyer)).body.data.total).toBe(1);
  });

  it('answers 400 for bad input and 401 to a visitor', async () => {
    const world = await makeChatWorld();
    expect((await appPost('block/add', {}, world.buyer)).body.errors).toEqual([
      { field: 'contactId', code: 'required' },
    ]);
    expect((await appPost('block/pager', { pageNo: 0 }, world.buyer)).body.errors).toEqual([
      { field: 'pageNo', code: 'invalid_page' },
    ]);
    expect((await appPost('block/pager', { pageSize: 1001 }, world.buyer)).body.errors).toEqual([
      { field: 'pageSize', code: 'invalid_page_size' },
    ]);
    expect((await callApi('/api/app/block/pager', { body: {} })).status).toBe(401);
  });
});
