import { beforeAll, describe, expect, it } from 'vitest';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';

// The admin area's audit log (issue 14 item 6): POST admin/audit/pager lists what administrators
// did, newest first, searchable by who, target and note, filtered by action; nobody else may read it.

let admin: Actor & { email: string };
const asAdmin = (path: string, body: unknown) => callApi(`/api/admin${path}`, { session: admin.session, body });
const auditPage = (body: unknown) => asAdmin('/audit/pager', body);

beforeAll(async () => {
  const user = await makeUser(db(), { email: `${unique('auditor')}@vitrine.test`, isAdmin: true });
  admin = { id: user.id, email: user.email, session: await signIn(user.id) };
});

describe('POST admin/audit/pager', () => {
  it("lists the administrator's actions newest first, with who, what, target, note and when", async () => {
    const label = unique('audited');
    const supplier = await makeSupplier(db(), { name: label, companyName: `${label} Ltd` });
    const next = await makeUser(db());
    const before = Date.now();
    await asAdmin('/supplier/update-status', { supplierId: supplier.id, status: 'disabled' });
    await asAdmin('/supplier/update-status', { supplierId: supplier.id, status: 'active' });
    await asAdmin('/supplier/transfer', { supplierId: supplier.id, email: next.email });

    const answer = await auditPage({ keyword: label });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 3, pageNo: 1, totalPage: 1 });
    expect(answer.body.data.list).toEqual([
      {
        id: expect.any(Number),
        adminEmail: admin.email,
        action: 'supplier_transferred',
        targetType: 'supplier',
        targetId: supplier.id,
        targetLabel: `${label} Ltd (/${label})`,
        note: `From nobody to ${next.email}`,
        createdAt: expect.any(Number),
      },
      expect.objectContaining({ action: 'supplier_enabled', note: '' }),
      expect.objectContaining({ action: 'supplier_disabled' }),
    ]);
    expect(answer.body.data.list[2].createdAt).toBeGreaterThanOrEqual(before);
  });

  it("searches the note and the administrator's address, filters by action and pages", async () => {
    const label = unique('noted');
    const supplier = await makeSupplier(db(), { name: label });
    const heir = await makeUser(db(), { email: `${unique('heir')}@vitrine.test` });
    await asAdmin('/supplier/transfer', { supplierId: supplier.id, email: heir.email });
    const byNote = await auditPage({ keyword: heir.email.toUpperCase() });
    expect(byNote.body.data.list.map((entry: { targetId: number }) => entry.targetId)).toEqual([supplier.id]);

    for (const status of ['disabled', 'active', 'disabled'])
      await asAdmin('/supplier/update-status', { supplierId: supplier.id, status });
    const disabling = await auditPage({ keyword: label, action: 'supplier_disabled', pageSize: 1 });
    expect(disabling.body.data).toMatchObject({ total: 2, totalPage: 2 });
    expect(disabling.body.data.list).toHaveLength(1);
    const byAdmin = await auditPage({ keyword: admin.email, action: 'supplier_transferred' });
    expect(byAdmin.body.data.list.every((entry: { adminEmail: string }) => entry.adminEmail === admin.email)).toBe(
      true,
    );
    expect(byAdmin.body.data.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad action, keyword and page', async () => {
    const answer = await auditPage({ action: 'deleted_everything', keyword: 'x'.repeat(101), pageNo: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'action', code: 'invalid_action' },
        { field: 'keyword', code: 'invalid_keyword' },
        { field: 'pageNo', code: 'invalid_page' },
      ]),
    );
  });

  it('a visitor gets 401, a buyer 403', async () => {
    const buyer = await signedInActor();
    expect((await callApi('/api/admin/audit/pager', { body: {} })).status).toBe(401);
    expect((await callApi('/api/admin/audit/pager', { session: buyer.session, body: {} })).status).toBe(403);
  });
});
