import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { followerPageQueries } from '#functions/domain/monitoring/follower-page.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';

// Issue 12: "over 10k followers paging must stay indexed". The pager reads the supplier's follows
// from their (supplier_id, created_at, user_id) index; a deep page steps over entries, never sorts.

const FOLLOWERS = 10_000;
const T0 = Date.UTC(2026, 0, 1);

/** FOLLOWERS accounts following the supplier, one a minute, every tenth of them hidden. */
async function makeFollowers(supplierId: number, tag: string) {
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into users (email, password_hash, name, visibility, created_at, updated_at)
     select ?2 || '-' || i || '@vitrine.test', 'x', 'Follower ' || i, case when i % 10 = 0 then 'hidden' else 'visible' end, ?3, ?3 from n`,
  )
    .bind(FOLLOWERS, tag, T0)
    .run();
  await env.DB.prepare(
    `insert into supplier_follows (user_id, supplier_id, created_at)
     select id, ?1, ?3 + cast(substr(name, 10) as integer) * 60000 from users where email like ?2 || '-%'`,
  )
    .bind(supplierId, tag, T0)
    .run();
}

describe('supplier/user/pager with 10,000 followers', () => {
  it('answers a deep page from the index, with the honest totals', async () => {
    const owner = await makeUser(db());
    const supplier = await makeSupplier(db(), { ownerId: owner.id });
    await makeFollowers(supplier.id, unique('bulk'));

    const pager = { pageNo: 400, pageSize: 20 };
    const answer = await callApi('/api/supplier/user/pager', { session: await signIn(owner.id), body: pager });
    expect(answer.status).toBe(200);
    // Newest first, hidden ones (every tenth) skipped: 9,000 shown, page 400 holds the 7,981st to 8,000th.
    expect(answer.body.data).toMatchObject({ total: FOLLOWERS, hidden: FOLLOWERS / 10, pageNo: 400, totalPage: 450 });
    const names = answer.body.data.list.map((row: { name: string }) => row.name);
    expect(names).toHaveLength(20);
    expect([names[0], names[19]]).toEqual(['Follower 1133', 'Follower 1112']);
    expect(names.every((name: string) => !name.endsWith('0'))).toBe(true);

    for (const query of followerPageQueries(db(), supplier.id, pager)) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const steps = plan.results.map((step) => step.detail);
      expect(steps).toContain(
        'SEARCH supplier_follows USING COVERING INDEX supplier_follows_recent_idx (supplier_id=?)',
      );
      expect(steps.join('\n')).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });
});
