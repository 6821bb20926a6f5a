import { describe, expect, it } from 'vitest';
import { countEvent } from '#functions/lib/rate-limit.ts';
import { DEVELOPER_TOKEN_CALLS } from '#functions/api/call-limits.ts';
import { env } from 'cloudflare:workers';
import { makeOwner, productCall, tokenOf } from './owners.ts';

// An ERP's developer token may make DEVELOPER_TOKEN_CALLS calls a minute per supplier; then 429
// with the envelope. The owner's session is not counted, and another supplier's token is apart.

describe('developer token call limit', () => {
  it('answers 429 too_many_attempts past the limit, for that supplier’s token only', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const token = await tokenOf(owner);
    expect((await productCall('pager', token, { body: {} })).status).toBe(200);
    // Fill the window without making hundreds of calls: the bucket is the one the middleware counts.
    let counted = 1;
    while (counted < DEVELOPER_TOKEN_CALLS.limit)
      counted = await countEvent(env, `token:supplier:${owner.supplier.id}`, DEVELOPER_TOKEN_CALLS);
    const limited = await productCall('pager', token, { body: {} });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, errors: [{ field: '', code: 'too_many_attempts' }] });
    // A new token of the same supplier shares the limit; the owner and another supplier do not.
    expect((await productCall('pager', await tokenOf(owner), { body: {} })).status).toBe(429);
    expect((await productCall('pager', owner, { body: {} })).status).toBe(200);
    expect((await productCall('pager', await tokenOf(other), { body: {} })).status).toBe(200);
  });
});
