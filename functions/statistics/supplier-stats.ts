import { DurableObject } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { rawStatement, runStatements, type Statement } from '#functions/db/batch.ts';
import { openDatabase } from '#functions/db/client.ts';
import { supplierDailyStats, suppliers } from '#functions/db/schema/index.ts';
import type { Env } from '#functions/env.ts';
import { utcDay } from '#src/shared/statistics.ts';

/** The public page a view was of (its signed view: signed-view.ts). */
export type ViewedPage = 'storefront' | 'product' | 'company';

/**
 * A visitor's views of one page on one day, as the Worker tells them after answering; `productId`
 * names the product of a product page (null for the others).
 */
export type PageVisits = {
  supplierId: number;
  day: string;
  page: ViewedPage;
  productId: number | null;
  visitor: string;
  views: number;
};

/** A day's figures, as supplier_daily_stats keeps them. */
export type DayTotals = {
  day: string;
  views: number;
  visitors: number;
  productViews: number;
  productVisitors: number;
  supplierVisitors: number;
};

/** A product page's views on one day. */
export type ProductDayViews = { day: string; productId: number; views: number };

/**
 * The days' per-product totals, in one statement whatever their number (a JSON parameter: D1 binds
 * at most 100 values). Products deleted since are left out rather than failing the roll-up.
 */
function writeProductViews(supplierId: number, rows: ProductDayViews[], now: number): Statement {
  return rawStatement(
    `insert into product_daily_views (supplier_id, day, product_id, views, updated_at)
     select ?1, counted.value ->> 'day', products.id, counted.value ->> 'views', ?2
     from json_each(?3) counted
     join products on products.id = counted.value ->> 'productId' and products.supplier_id = ?1
     where true
     on conflict (supplier_id, day, product_id) do update set views = excluded.views, updated_at = excluded.updated_at`,
    supplierId,
    now,
    JSON.stringify(rows),
  );
}
/** At most one roll-up into D1 a minute, whatever the traffic. */
export const ROLL_UP_DELAY_MS = 60_000;
/** Days of visitor keys kept after their roll-up: yesterday's late views still find theirs. */
const KEEP_DAYS = 2;

const SCHEMA = `
  create table if not exists visits (
    day text not null, page text not null, visitor text not null, views integer not null,
    primary key (day, page, visitor)
  ) without rowid;
  create table if not exists product_views (
    day text not null, product_id integer not null, views integer not null,
    primary key (day, product_id)
  ) without rowid;
  create table if not exists pending_days (day text primary key, changes integer not null) without rowid;
  create table if not exists facts (name text primary key, value integer not null) without rowid;
`;

/**
 * One per supplier (named by its id): counts the views of its public pages in its own SQLite
 * storage, durable from the moment `record` returns, and rolls each changed day's totals up into
 * supplier_daily_stats from an alarm, at most once a minute (DESIGN §9: no D1 write per view). The
 * roll-up writes totals, not increments, so running it twice is harmless.
 */
export class SupplierStats extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(SCHEMA);
  }

  /**
   * Counts views (one Worker isolate's views of this supplier from the last moments, in one call),
   * in one transaction; stored once this returns. The roll-up follows within a minute.
   */
  async record(visits: PageVisits[]): Promise<void> {
    const days = Map.groupBy(visits, (visit) => visit.day);
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      if (visits[0])
        sql.exec(
          `insert into facts (name, value) values ('supplier_id', ?) on conflict do nothing`,
          visits[0].supplierId,
        );
      for (const { day, productId, views } of visits)
        if (productId !== null)
          sql.exec(
            `insert into product_views (day, product_id, views) values (?, ?, ?)
             on conflict (day, product_id) do update set views = views + excluded.views`,
            day,
            productId,
            views,
          );
      for (const { day, page, visitor, views } of visits)
        sql.exec(
          `insert into visits (day, page, visitor, views) values (?, ?, ?, ?)
           on conflict (day, page, visitor) do update set views = views + excluded.views`,
          day,
          page,
          visitor,
          views,
        );
      for (const [day, ofDay] of days)
        sql.exec(
          `insert into pending_days (day, changes) values (?, ?)
           on conflict (day) do update set changes = changes + excluded.changes`,
          day,
          ofDay.length,
        );
    });
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + ROLL_UP_DELAY_MS);
  }

  override async alarm(): Promise<void> {
    await this.rollUp();
  }

  /**
   * Writes every changed day's totals into D1 now (the statistics calls ask first, so owners see
   * views of a minute ago). A day stays pending if views arrived while it was being written.
   * Returns the days written.
   */
  async rollUp(): Promise<string[]> {
    const supplierId = this.supplierId();
    const pending = this.ctx.storage.sql
      .exec<{ day: string; changes: number }>('select day, changes from pending_days order by day')
      .toArray();
    if (supplierId === null || pending.length === 0) return [];
    const db = openDatabase(this.env.DB);
    // A closed catalogue's figures went with it: nothing to write, and nothing to keep retrying.
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier) {
      this.ctx.storage.sql.exec('delete from visits');
      this.ctx.storage.sql.exec('delete from product_views');
      this.ctx.storage.sql.exec('delete from pending_days');
      await this.ctx.storage.deleteAlarm();
      return [];
    }
    const totals = pending.map(({ day }) => this.totalsOf(day));
    const now = Date.now();
    const productTotals = pending.flatMap(({ day }) => this.productViewsOf(day));
    await runStatements(db, [
      db
        .insert(supplierDailyStats)
        .values(totals.map((day) => ({ supplierId, ...day, updatedAt: now })))
        .onConflictDoUpdate({
          target: [supplierDailyStats.supplierId, supplierDailyStats.day],
          set: {
            views: sql`excluded.views`,
            visitors: sql`excluded.visitors`,
            productViews: sql`excluded.product_views`,
            productVisitors: sql`excluded.product_visitors`,
            supplierVisitors: sql`excluded.supplier_visitors`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
      writeProductViews(supplierId, productTotals, now),
    ]);
    for (const { day, changes } of pending)
      this.ctx.storage.sql.exec('delete from pending_days where day = ? and changes = ?', day, changes);
    this.forgetOldVisitors(now);
    const left = this.ctx.storage.sql.exec<{ n: number }>('select count(*) as n from pending_days').one().n;
    if (left > 0 && (await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + ROLL_UP_DELAY_MS);
    return totals.map(({ day }) => day);
  }

  /** A day's figures from the visits kept (only days not yet forgotten). */
  totalsOf(day: string): DayTotals {
    const row = this.ctx.storage.sql
      .exec<Omit<DayTotals, 'day'>>(
        `select coalesce(sum(views), 0) as views,
                count(distinct visitor) as visitors,
                coalesce(sum(case when page = 'product' then views end), 0) as productViews,
                count(distinct case when page = 'product' then visitor end) as productVisitors,
                count(distinct case when page <> 'product' then visitor end) as supplierVisitors
         from visits where day = ?`,
        day,
      )
      .one();
    return { day, ...row };
  }

  /** A day's views of each product page (only days not yet forgotten). */
  productViewsOf(day: string): ProductDayViews[] {
    return this.ctx.storage.sql
      .exec<{ productId: number; views: number }>(
        'select product_id as productId, views from product_views where day = ? order by product_id',
        day,
      )
      .toArray()
      .map((row) => ({ day, ...row }));
  }

  private supplierId(): number | null {
    const rows = this.ctx.storage.sql
      .exec<{ value: number }>(`select value from facts where name = 'supplier_id'`)
      .toArray();
    return rows[0]?.value ?? null;
  }

  /** Visitor keys of days rolled up and past are of no more use: only their totals stay, in D1. */
  private forgetOldVisitors(now: number): void {
    const oldest = utcDay(now - KEEP_DAYS * 86_400_000);
    for (const table of ['visits', 'product_views'])
      this.ctx.storage.sql.exec(
        `delete from ${table} where day < ? and day not in (select day from pending_days)`,
        oldest,
      );
  }
}
