import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminActions, products, reports, suppliers, users } from '#functions/db/schema/index.ts';
import type { AdminTargetType } from '#src/shared/admin-audit.ts';
import { makeChatWorld, startChat, type ChatWorld } from '#tests/worker/messaging/chat-world.ts';
import { appPost, signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { callForm, formOf, pictureFile } from '#tests/worker/support/form-call.ts';

// The admin area's Reports calls (issue 14 item 4): the reports buyers filed, closing them with a
// note (the reporter is told), and acting on what they are about. Success, bad input, who may call.

let admin: Actor & { email: string };
const asAdmin = (path: string, body: unknown) => callApi(`/api/admin/report${path}`, { session: admin.session, body });

beforeAll(async () => {
  const user = await makeUser(db(), { isAdmin: true });
  admin = { id: user.id, email: user.email, session: await signIn(user.id) };
});

type Reported = ChatWorld & { productId: number; ids: { supplier: number; product: number; chat: number } };

/** A supplier with a product and a sales contact, which the buyer reports all three ways through the real calls. */
async function fileThreeReports(): Promise<Reported> {
  const world = await makeChatWorld();
  const [productId] = await makeProducts(db(), world.supplier.id, [productFields(1)]);
  const { chatId } = await startChat(world);
  const file = async (path: string, fields: Record<string, string>, files: [string, File][] = []) => {
    const form = formOf({ reason: 'Spam or misleading', ...fields }, files);
    const answer = await callForm(`/api/app/report/${path}`, form, world.buyer.session);
    if (answer.status !== 200) throw new Error(`report/${path}: ${JSON.stringify(answer.body)}`);
    const [latest] = await db()
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reporterId, world.buyer.id))
      .orderBy(desc(reports.id))
      .limit(1);
    return latest!.id;
  };
  const ids = {
    supplier: await file('supplier', { supplierId: world.supplier.name, explaination: 'Fake certificates' }, [
      ['files', pictureFile('one.png', 'png')],
      ['files', pictureFile('two.jpg', 'jpg')],
    ]),
    product: await file('product', { productId: String(productId), explaination: 'Stolen photos' }),
    chat: await file('chat', { chatId: String(chatId), contactId: String(world.sales.id), explaination: 'Rude' }),
  };
  return { ...world, productId: productId!, ids };
}

const auditOf = (targetType: AdminTargetType, targetId: number) =>
  db()
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)));

const noticesOf = async (who: Actor) => (await appPost('notification/pager', {}, who)).body.data.list;

describe('POST admin/report/pager', () => {
  let world: Reported;
  beforeAll(async () => {
    world = await fileThreeReports();
  });

  it('lists the reports newest first with what, who, why and the photos', async () => {
    const answer = await asAdmin('/pager', { status: 'open' });
    expect(answer.status).toBe(200);
    const list = answer.body.data.list.filter(
      (report: { supplier: { id: number } }) => report.supplier.id === world.supplier.id,
    );
    expect(list.map((report: { id: number }) => report.id)).toEqual([
      world.ids.chat,
      world.ids.product,
      world.ids.supplier,
    ]);
    const [chat, product, supplier] = list;
    const buyerEmail = (await db().query.users.findFirst({ where: eq(users.id, world.buyer.id) }))!.email;
    const salesEmail = (await db().query.users.findFirst({ where: eq(users.id, world.sales.id) }))!.email;
    expect(supplier).toEqual({
      id: world.ids.supplier,
      kind: 'supplier',
      status: 'open',
      reason: 'Spam or misleading',
      explanation: 'Fake certificates',
      createdAt: expect.any(Number),
      supplier: { id: world.supplier.id, name: world.supplier.name, companyName: expect.any(String), status: 'active' },
      product: null,
      chat: null,
      photos: [
        expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
        expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      ],
      reporter: { id: world.buyer.id, email: buyerEmail },
      resolution: null,
    });
    expect(product).toMatchObject({
      kind: 'product',
      product: {
        id: world.productId,
        modelNumber: expect.any(String),
        productName: expect.any(String),
        status: 'active',
      },
      chat: null,
      photos: [],
    });
    expect(chat).toMatchObject({
      kind: 'chat',
      product: null,
      chat: { id: expect.any(Number), contact: { id: world.sales.id, email: salesEmail, disabled: false } },
    });
  });

  it('filters by kind and status, and says "no reporter" once the account is gone', async () => {
    const kinds = async (kind: string) =>
      (await asAdmin('/pager', { kind, pageSize: 100 })).body.data.list.map((report: { kind: string }) => report.kind);
    expect(new Set(await kinds('chat'))).toEqual(new Set(['chat']));
    expect(new Set(await kinds('product'))).toEqual(new Set(['product']));
    expect(new Set(await kinds('supplier'))).toEqual(new Set(['supplier']));

    await db().delete(users).where(eq(users.id, world.buyer.id));
    const open = (await asAdmin('/pager', { status: 'open', kind: 'product', pageSize: 100 })).body.data.list;
    expect(open.find((report: { id: number }) => report.id === world.ids.product).reporter).toBeNull();
    expect((await asAdmin('/pager', { status: 'handled' })).body.data.list).toEqual([]);
  });

  it('pages through the list', async () => {
    const all = (await asAdmin('/pager', {})).body.data;
    const second = await asAdmin('/pager', { pageNo: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: all.total, pageNo: 2, totalPage: Math.ceil(all.total / 2) });
    expect(second.body.data.list[0].id).toBe(all.list[2].id);
  });

  it('refuses bad filters and pages', async () => {
    const answer = await asAdmin('/pager', { status: 'closed', kind: 'post', pageSize: 1000 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', code: 'invalid_status' },
        { field: 'kind', code: 'invalid_kind' },
        { field: 'pageSize', code: 'invalid_page_size' },
      ]),
    );
  });
});

describe('POST admin/report/resolve', () => {
  it('handles a report with a note: who and when are kept, the log records it, the reporter is told', async () => {
    const world = await fileThreeReports();
    const answer = await asAdmin('/resolve', {
      reportId: world.ids.product,
      outcome: 'handled',
      note: ' Product hidden ',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: null } });

    const [listed] = (await asAdmin('/pager', { status: 'handled', kind: 'product' })).body.data.list;
    expect(listed).toMatchObject({
      id: world.ids.product,
      status: 'handled',
      resolution: { note: 'Product hidden', at: expect.any(Number), byEmail: admin.email },
    });
    const [audit] = await auditOf('report', world.ids.product);
    expect(audit).toMatchObject({
      adminId: admin.id,
      action: 'report_handled',
      note: 'Product hidden',
      targetLabel: expect.stringMatching(/ — /),
    });
    const [notice] = await noticesOf(world.buyer);
    expect(notice).toMatchObject({
      kind: 'report_handled',
      isRead: false,
      supplier: { id: world.supplier.name },
      productId: null,
    });
  });

  it('dismisses a report; a reporter whose account is gone is told nothing', async () => {
    const world = await fileThreeReports();
    await asAdmin('/resolve', { reportId: world.ids.supplier, outcome: 'dismissed', note: 'Certificates are valid' });
    expect((await noticesOf(world.buyer)).map((notice: { kind: string }) => notice.kind)).toEqual(['report_dismissed']);

    await db().delete(users).where(eq(users.id, world.buyer.id));
    const gone = await asAdmin('/resolve', { reportId: world.ids.chat, outcome: 'dismissed', note: 'Nothing rude' });
    expect(gone.status).toBe(200);
    expect((await db().query.reports.findFirst({ where: eq(reports.id, world.ids.chat) }))?.status).toBe('dismissed');
  });

  it('closes a report once: a second answer is refused and neither logged nor told', async () => {
    const world = await fileThreeReports();
    await asAdmin('/resolve', { reportId: world.ids.chat, outcome: 'handled', note: 'Warned them' });
    const again = await asAdmin('/resolve', {
      reportId: world.ids.chat,
      outcome: 'dismissed',
      note: 'Changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'reportId', code: 'report_already_resolved' }]);
    expect((await auditOf('report', world.ids.chat)).map((row) => row.action)).toEqual(['report_handled']);
    expect(await noticesOf(world.buyer)).toHaveLength(1);
  });

  it('refuses an unknown report and bad input', async () => {
    const unknown = await asAdmin('/resolve', { reportId: 99_999_999, outcome: 'handled', note: 'Done' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ field: 'reportId', code: 'report_not_found' }]);
    const bad = await asAdmin('/resolve', { reportId: 'x', outcome: 'closed', note: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'reportId', code: 'invalid_id' },
        { field: 'outcome', code: 'invalid_outcome' },
        { field: 'note', code: 'note_required' },
      ]),
    );
    const long = await asAdmin('/resolve', { reportId: 1, outcome: 'handled', note: 'x'.repeat(1001) });
    expect(long.body.errors).toEqual([{ field: 'note', code: 'note_too_long' }]);
  });
});

describe('POST admin/report/act', () => {
  it("hides a reported product: off the storefront and the search, the catalogue's version moves, logged once", async () => {
    const world = await fileThreeReports();
    const version = async () =>
      (await db().query.suppliers.findFirst({ where: eq(suppliers.id, world.supplier.id) }))!.catalogVersion;
    const before = await version();
    expect((await asAdmin('/act', { reportId: world.ids.product, action: 'hide_product' })).status).toBe(200);
    expect((await db().query.products.findFirst({ where: eq(products.id, world.productId) }))?.status).toBe('disabled');
    expect(await version()).toBeGreaterThan(before);
    const detail = await callApi(`/api/common/product/detail/${world.productId}`);
    expect(detail.status).toBe(404);
    const [listed] = (await asAdmin('/pager', { kind: 'product', pageSize: 1 })).body.data.list;
    expect(listed.product.status).toBe('disabled');

    expect((await asAdmin('/act', { reportId: world.ids.product, action: 'hide_product' })).status).toBe(200);
    const audit = await auditOf('product', world.productId);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'product_hidden', adminId: admin.id, note: `Report ${world.ids.product}` }),
    ]);
  });

  it('disables the supplier a report is about: its public calls answer supplier_disable, logged once', async () => {
    const world = await fileThreeReports();
    expect((await asAdmin('/act', { reportId: world.ids.supplier, action: 'disable_supplier' })).status).toBe(200);
    const detail = await callApi(`/api/common/supplier/detail/${world.supplier.name}`);
    expect(detail.body.errors.map((error: { code: string }) => error.code)).toEqual(['supplier_disable']);
    expect((await asAdmin('/act', { reportId: world.ids.product, action: 'disable_supplier' })).status).toBe(200);
    expect((await auditOf('supplier', world.supplier.id)).map((row) => row.action)).toEqual(['supplier_disabled']);
  });

  it('disables the team member a chat report is about: their sessions end', async () => {
    const world = await fileThreeReports();
    expect((await asAdmin('/act', { reportId: world.ids.chat, action: 'disable_user' })).status).toBe(200);
    expect((await db().query.users.findFirst({ where: eq(users.id, world.sales.id) }))?.status).toBe(
      'temporarily_disabled',
    );
    expect((await callApi('/api/current', { session: world.sales.session })).body.data).toBeNull();
    expect((await auditOf('user', world.sales.id)).map((row) => row.action)).toEqual(['user_disabled']);
  });

  it('refuses an action the report has no target for, an unknown report and a bad action', async () => {
    const world = await fileThreeReports();
    const noProduct = await asAdmin('/act', { reportId: world.ids.supplier, action: 'hide_product' });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.errors).toEqual([{ field: 'action', code: 'report_has_no_product' }]);
    const noChat = await asAdmin('/act', { reportId: world.ids.product, action: 'disable_user' });
    expect(noChat.body.errors).toEqual([{ field: 'action', code: 'report_has_no_chat_contact' }]);
    expect((await asAdmin('/act', { reportId: 99_999_999, action: 'hide_product' })).status).toBe(404);
    const bad = await asAdmin('/act', { reportId: world.ids.supplier, action: 'delete_supplier' });
    expect(bad.body.errors).toEqual([{ field: 'action', code: 'invalid_action' }]);
  });
});

describe('who may call the Reports calls', () => {
  it('a visitor gets 401, a buyer and a catalogue owner 403, and nothing changes', async () => {
    const world = await fileThreeReports();
    const buyer = await signedInActor();
    const calls: [string, unknown][] = [
      ['/pager', {}],
      ['/resolve', { reportId: world.ids.product, outcome: 'handled', note: 'Mine now' }],
      ['/act', { reportId: world.ids.product, action: 'hide_product' }],
    ];
    for (const [path, body] of calls) {
      const url = `/api/admin/report${path}`;
      expect((await callApi(url, { body })).status, path).toBe(401);
      expect((await callApi(url, { session: buyer.session, body })).status, path).toBe(403);
      expect((await callApi(url, { session: world.owner.session, body })).status, path).toBe(403);
    }
    expect((await db().query.reports.findFirst({ where: eq(reports.id, world.ids.product) }))?.status).toBe('open');
    expect((await db().query.products.findFirst({ where: eq(products.id, world.productId) }))?.status).toBe('active');
  });
});
