import { beforeAll, describe, expect, it } from 'vitest';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { adminActions } from '#functions/db/schema/index.ts';
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

  it('filters by days, both included (UTC), and refuses a start after the end', async () => {
    const label = unique('dated');
    const at = (time: string) => ({
      adminEmail: admin.email,
      action: 'user_enabled' as const,
      targetType: 'user' as const,
      targetId: 1,
      targetLabel: `${label} ${time}`,
      createdAt: Date.parse(time),
    });
    await db()
      .insert(adminActions)
      .values([
        at('2026-03-09T23:59:59.999Z'),
        at('2026-03-10T00:00:00.000Z'),
        at('2026-03-11T12:00:00.000Z'),
        at('2026-03-12T23:59:59.999Z'),
        at('2026-03-13T00:00:00.000Z'),
      ]);
    const times = async (range: object) =>
      (await auditPage({ keyword: label, ...range })).body.data.list.map((entry: { createdAt: number }) =>
        new Date(entry.createdAt).toISOString(),
      );
    expect(await times({ from: '2026-03-10', to: '2026-03-12' })).toEqual([
      '2026-03-12T23:59:59.999Z',
      '2026-03-11T12:00:00.000Z',
      '2026-03-10T00:00:00.000Z',
    ]);
    expect(await times({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['2026-03-11T12:00:00.000Z']);
    expect(await times({ from: '2026-03-12' })).toEqual(['2026-03-13T00:00:00.000Z', '2026-03-12T23:59:59.999Z']);
    expect(await times({ to: '2026-03-09' })).toEqual(['2026-03-09T23:59:59.999Z']);

    const reversed = await auditPage({ from: '2026-03-12', to: '2026-03-10' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'to', code: 'date_range_reversed' }]);
    const notADay = await auditPage({ from: '2026-02-30x' });
    expect(notADay.body.errors).toEqual([{ field: 'from', code: 'invalid_date' }]);
  });

  it('a visitor gets 401, a buyer 403', async () => {
    const buyer = await signedInActor();
    expect((await callApi('/api/admin/audit/pager', { body: {} })).status).toBe(401);
    expect((await callApi('/api/admin/audit/pager', { session: buyer.session, body: {} })).status).toBe(403);
  });
});

describe('GET admin/audit/export.csv', () => {
  const exportCsv = (query: string, session = admin.session) =>
    callApi(`/api/admin/audit/export.csv?${query}`, { session });

  it('downloads the filtered entries as CSV, newest first, each field as the log holds it', async () => {
    const label = unique('exported');
    const supplier = await makeSupplier(db(), { name: label, companyName: `=${label}, "Ltd"` });
    await asAdmin('/supplier/update-status', { supplierId: supplier.id, status: 'disabled' });
    await asAdmin('/supplier/update-status', { supplierId: supplier.id, status: 'active' });
    const today = new Date().toISOString().slice(0, 10);

    const answer = await exportCsv(`keyword=${label}&from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="vitrine-audit-log-from-${today}-to-${today}.csv"`,
    );
    const page = (await auditPage({ keyword: label })).body.data.list;
    const line = (entry: { createdAt: number; action: string }) =>
      [
        new Date(entry.createdAt).toISOString(),
        admin.email,
        entry.action,
        'supplier',
        String(supplier.id),
        // The company name starts with = (a formula to a spreadsheet) and holds a comma and quotes.
        `"'=${label}, ""Ltd"" (/${label})"`,
        '',
      ].join(',');
    // (Reading the answer as text takes off its byte-order mark; tests/unit/csv-text.test.ts sees it.)
    expect(answer.body).toBe(
      ['Time (UTC),Administrator,Action,Target type,Target ID,Target,Note', ...page.map(line), ''].join('\r\n'),
    );
    expect(page.map((entry: { action: string }) => entry.action)).toEqual(['supplier_enabled', 'supplier_disabled']);

    const byAction = await exportCsv(`keyword=${label}&action=supplier_disabled`);
    expect(byAction.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses a start after the end, and anyone but an administrator', async () => {
    const reversed = await exportCsv('from=2026-03-12&to=2026-03-10');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'to', code: 'date_range_reversed' }]);
    const buyer = await signedInActor();
    expect((await callApi('/api/admin/audit/export.csv')).status).toBe(401);
    expect((await exportCsv('', buyer.session)).status).toBe(403);
  });
});
