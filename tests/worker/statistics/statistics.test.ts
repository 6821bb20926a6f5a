import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  supplierDailyStats,
  supplierFollows,
  suppliers,
  supplierStars,
  supplierWatches,
} from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { statsOf } from '#functions/statistics/count-view.ts';
import type { DayTotals, SupplierStats } from '#functions/statistics/supplier-stats.ts';
import { utcDay } from '#src/shared/statistics.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { sendView, type Visitor } from '#tests/worker/support/view-beacon.ts';

// Page-view statistics (issue 12 item 7): views the pages send (their view beacon), counted by a
// per-supplier Durable Object after the answer, rolled up into supplier_daily_stats, read by
// supplier/statistic.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY_MS = 86_400_000;

type Caller = { session: string } | { token: string };
type Owner = { id: number; session: string; supplier: { id: number; name: string }; productId: number };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  const [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
  return { id, session: await signIn(id), supplier, productId };
}

const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };
const total = (who: Caller) => callApi('/api/supplier/statistic/total-statistic', credentials(who));
const daily = (who: Caller, body: unknown) =>
  callApi('/api/supplier/statistic/daily-statistic', { body, ...credentials(who) });

/** A visitor opens one of the owner's pages: the page sends its view. */
const visit = (owner: Owner, page: 'storefront' | 'company' | 'product', visitor: Visitor = {}) =>
  sendView({ supplierId: owner.supplier.id, page, productId: page === 'product' ? owner.productId : null }, visitor);

const today = () => utcDay(Date.now());
const counter = (supplierId: number) => statsOf(env, supplierId) as unknown as DurableObjectStub<SupplierStats>;

/** The counter's figures of today, once they reach `views` (counting happens after the answer). */
async function countedToday(supplierId: number, views: number): Promise<DayTotals> {
  let totals: DayTotals | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    totals = await counter(supplierId).totalsOf(today());
    if (totals.views >= views) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return totals!;
}

const dailyRows = (supplierId: number) =>
  db().select().from(supplierDailyStats).where(eq(supplierDailyStats.supplierId, supplierId));

describe('counting views', () => {
  it('counts each view a page sends, product pages apart, and schedules a roll-up', async () => {
    const owner = await makeOwner();
    // Whether the edge cache answered the page or not: the page itself sends its view.
    expect((await visit(owner, 'storefront')).status).toBe(204);
    expect((await visit(owner, 'storefront')).status).toBe(204);
    expect((await visit(owner, 'product')).status).toBe(204);
    const totals = await countedToday(owner.supplier.id, 3);
    expect(totals).toEqual({
      day: today(),
      views: 3,
      visitors: 1,
      productViews: 1,
      productVisitors: 1,
      supplierVisitors: 1,
    });
    // Nothing in D1 until the roll-up: no write per view.
    expect(await dailyRows(owner.supplier.id)).toEqual([]);
    expect(await runDurableObjectAlarm(counter(owner.supplier.id))).toBe(true);
    expect(await dailyRows(owner.supplier.id)).toMatchObject([
      { day: today(), views: 3, visitors: 1, productViews: 1, productVisitors: 1, supplierVisitors: 1 },
    ]);
  });

  it('does not count bots, and counts two visits of one visitor on a day as one visitor', async () => {
    const owner = await makeOwner();
    await visit(owner, 'storefront', { userAgent: GOOGLEBOT });
    await visit(owner, 'storefront', { userAgent: 'HeadlessChrome/156.0' });
    await visit(owner, 'storefront', { address: '198.51.100.1' });
    await visit(owner, 'company', { address: '198.51.100.1' });
    await visit(owner, 'storefront', { address: '198.51.100.2' });
    const totals = await countedToday(owner.supplier.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter(owner.supplier.id).totalsOf(today())).toEqual(totals);
    expect(totals).toMatchObject({ views: 3, visitors: 2, productViews: 0, supplierVisitors: 2 });
  });

  it('keeps no address: visitors are keyed hashes', async () => {
    const owner = await makeOwner();
    await visit(owner, 'storefront', { address: '192.0.2.55' });
    await countedToday(owner.supplier.id, 1);
    const stored = await runInDurableObject(counter(owner.supplier.id), (_instance, state) =>
      state.storage.sql.exec<{ visitor: string }>('select visitor from visits').toArray(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.visitor).not.toContain('192.0.2.55');
    expect(stored[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the roll-up', () => {
  it('writes the day’s totals, so running it again changes nothing', async () => {
    const owner = await makeOwner();
    await visit(owner, 'storefront');
    await visit(owner, 'storefront', { address: '198.51.100.9' });
    await countedToday(owner.supplier.id, 2);
    const stub = counter(owner.supplier.id);
    await runInDurableObject(stub, async (instance: SupplierStats, state) => {
      await instance.alarm();
      // As if the first run had died after writing D1 but before it noted so.
      state.storage.sql.exec('insert into pending_days (day, changes) values (?, 1)', today());
      await instance.alarm();
    });
    expect(await dailyRows(owner.supplier.id)).toMatchObject([{ day: today(), views: 2, visitors: 2 }]);
    expect(await stub.rollUp()).toEqual([]);
  });

  it('forgets the views of a catalogue closed before they were written, instead of failing again and again', async () => {
    const owner = await makeOwner();
    await visit(owner, 'storefront');
    await countedToday(owner.supplier.id, 1);
    await db().delete(suppliers).where(eq(suppliers.id, owner.supplier.id));
    const stub = counter(owner.supplier.id);
    expect(await stub.rollUp()).toEqual([]);
    expect(await stub.totalsOf(today())).toMatchObject({ views: 0 });
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await dailyRows(owner.supplier.id)).toEqual([]);
  });
});

describe('supplier/statistic', () => {
  it('total-statistic rolls up first and adds the current followers, stars and watchers', async () => {
    const owner = await makeOwner();
    const fans = await Promise.all([makeUser(db()), makeUser(db())]);
    const now = Date.now();
    await db()
      .insert(supplierFollows)
      .values(fans.map((fan) => ({ userId: fan.id, supplierId: owner.supplier.id, createdAt: now })));
    await db().insert(supplierStars).values({ userId: fans[0].id, supplierId: owner.supplier.id, createdAt: now });
    await db().insert(supplierWatches).values({ userId: fans[1].id, supplierId: owner.supplier.id, createdAt: now });
    await db()
      .insert(supplierDailyStats)
      .values({ supplierId: owner.supplier.id, day: '2026-01-02', views: 10, visitors: 4, updatedAt: now });
    await visit(owner, 'storefront');
    await countedToday(owner.supplier.id, 1);

    expect(await total(owner)).toMatchObject({
      status: 200,
      body: { success: true, data: { views: 11, visitors: 5, followers: 2, stars: 1, watchers: 1 } },
    });
  });

  it('daily-statistic answers one zero-filled value per day, by page type and action', async () => {
    const owner = await makeOwner();
    await visit(owner, 'storefront');
    await visit(owner, 'product');
    await visit(owner, 'product', { address: '198.51.100.3' });
    await countedToday(owner.supplier.id, 3);

    const views = await daily(owner, { dateRange: 7, type: 'all', action: 'view' });
    expect(views.status).toBe(200);
    expect(views.body.data.days).toHaveLength(7);
    expect(views.body.data.days.at(-1)).toBe(today());
    expect(views.body.data.days[0]).toBe(utcDay(Date.now() - 6 * DAY_MS));
    expect(views.body.data.values).toEqual([0, 0, 0, 0, 0, 0, 3]);
    expect(views.body.data.total).toBe(3);

    const figure = async (type: string, action: string) =>
      (await daily(owner, { dateRange: 30, type, action })).body.data.values.at(-1);
    expect(await figure('product', 'view')).toBe(2);
    expect(await figure('supplier', 'view')).toBe(1);
    expect(await figure('product', 'visitor')).toBe(2);
    expect(await figure('supplier', 'visitor')).toBe(1);
    expect(await figure('all', 'visitor')).toBe(2);
    expect((await daily(owner, { dateRange: 90, action: 'view' })).body.data.days).toHaveLength(90);
  });

  it('daily-statistic counts new followers and stars per day over an explicit range', async () => {
    const owner = await makeOwner();
    const fans = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
    await db()
      .insert(supplierFollows)
      .values([
        { userId: fans[0].id, supplierId: owner.supplier.id, createdAt: at('2026-03-01') },
        { userId: fans[1].id, supplierId: owner.supplier.id, createdAt: at('2026-03-03') },
        { userId: fans[2].id, supplierId: owner.supplier.id, createdAt: at('2026-03-03') },
      ]);
    await db()
      .insert(supplierStars)
      .values({ userId: fans[0].id, supplierId: owner.supplier.id, createdAt: at('2026-03-02') });
    const range = { start: '2026-03-01', end: '2026-03-04' };
    expect((await daily(owner, { dateRange: range, action: 'follow' })).body.data).toEqual({
      days: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
      values: [1, 0, 2, 0],
      total: 3,
    });
    expect((await daily(owner, { dateRange: range, type: 'product', action: 'star' })).body.data.values).toEqual([
      0, 1, 0, 0,
    ]);
  });

  it('daily-statistic refuses bad input with 400 codes', async () => {
    const owner = await makeOwner();
    const refusals: [unknown, { field: string; code: string }[]][] = [
      [
        {},
        [
          { field: 'dateRange', code: 'required' },
          { field: 'action', code: 'required' },
        ],
      ],
      [{ dateRange: 14, action: 'view' }, [{ field: 'dateRange', code: 'invalid_date_range' }]],
      [{ dateRange: '7', action: 'view' }, [{ field: 'dateRange', code: 'invalid_date_range' }]],
      [
        { dateRange: { start: '2026-02-30', end: '2026-03-01' }, action: 'view' },
        [{ field: 'dateRange.start', code: 'invalid_date_range' }],
      ],
      [
        { dateRange: { start: '2026-03-02', end: '2026-03-01' }, action: 'view' },
        [{ field: 'dateRange', code: 'invalid_date_range' }],
      ],
      [
        { dateRange: { start: '2025-01-01', end: '2026-03-01' }, action: 'view' },
        [{ field: 'dateRange', code: 'date_range_too_long' }],
      ],
      [{ dateRange: 7, action: 'click' }, [{ field: 'action', code: 'invalid_statistic_action' }]],
      [{ dateRange: 7, type: 'page', action: 'view' }, [{ field: 'type', code: 'invalid_statistic_type' }]],
    ];
    for (const [body, errors] of refusals) {
      const answer = await daily(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    const longest = await daily(owner, { dateRange: { start: '2025-03-01', end: '2026-03-01' }, action: 'view' });
    expect(longest.body.data.days).toHaveLength(366);
  });

  it('shows each supplier only its own figures, to its owner and its ERP token', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    await visit(other, 'storefront');
    await visit(other, 'storefront', { address: '198.51.100.4' });
    await countedToday(other.supplier.id, 2);
    await visit(owner, 'storefront');
    await countedToday(owner.supplier.id, 1);

    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    for (const who of [owner, erp] as Caller[]) {
      expect((await total(who)).body.data).toMatchObject({ views: 1, visitors: 1 });
      expect((await daily(who, { dateRange: 7, action: 'view' })).body.data.total).toBe(1);
    }
    expect((await total(other)).body.data).toMatchObject({ views: 2, visitors: 2 });
    const rows = await db()
      .select()
      .from(supplierDailyStats)
      .where(and(eq(supplierDailyStats.supplierId, other.supplier.id), eq(supplierDailyStats.day, today())));
    expect(rows).toMatchObject([{ views: 2 }]);
  });
});
