import { describe, expect, it } from 'vitest';
import { CAPTCHAS_PER_ADDRESS, WRITE_LIMITS } from '#functions/api/call-limits.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser, unique } from '#tests/worker/support/factories.ts';

// Issue 10: the writes that store what people send, and the captchas that cost a row each, are
// limited per user and per address; past a limit the answer is 429 with the envelope.

/** One call of each limited kind, with a body the handler refuses (the call counts all the same). */
const WRITES: Record<keyof typeof WRITE_LIMITS, { path: string; method?: string }[]> = {
  report: [{ path: '/api/app/report/supplier' }, { path: '/api/app/report/product' }],
  post: [{ path: '/api/app/post/create' }, { path: '/api/app/product/post/update' }],
  tag: [{ path: '/api/app/supplier-tag/add' }, { path: '/api/app/product-tag/update', method: 'PATCH' }],
  shareLink: [{ path: '/api/app/share-supplier/create-link' }, { path: '/api/app/share-product/create-link' }],
  note: [{ path: '/api/app/product/note' }, { path: '/api/common/supplier/note' }],
  catalogue: [{ path: '/api/app/supplier/create' }, { path: '/api/app/supplier/create' }],
  message: [{ path: '/api/app/message/send' }, { path: '/api/app/message/send-file' }],
};

async function signedIn() {
  return signIn((await makeUser(db())).id);
}

const write = (call: { path: string; method?: string }, session: string, address: string) =>
  callApi(call.path, { method: call.method ?? 'POST', body: {}, session, headers: { 'cf-connecting-ip': address } });

describe('limits on signed-in writes', () => {
  it.each(Object.entries(WRITES))(
    '%s: the user’s next call past the hour’s limit is 429, in either of its calls',
    async (kind, calls) => {
      const { perUser } = WRITE_LIMITS[kind as keyof typeof WRITE_LIMITS];
      const session = await signedIn();
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
      for (let call = 0; call < perUser; call++)
        expect((await write(calls[call % 2]!, session, address)).status).not.toBe(429);
      for (const call of calls) {
        expect(await write(call, session, address)).toMatchObject({
          status: 429,
          body: { success: false, errors: [{ field: '', code: 'too_many_attempts' }] },
        });
      }
      // Someone else at another address is not held up.
      expect((await write(calls[0]!, await signedIn(), `${address}0`)).status).not.toBe(429);
    },
  );

  it('counts an address over all its users, with a wider window than one user’s', async () => {
    const { perUser, perAddress } = WRITE_LIMITS.report;
    const office = `192.0.2.${Math.floor(Math.random() * 250)}`;
    for (let user = 0; user < perAddress / perUser; user++) {
      const session = await signedIn();
      for (let call = 0; call < perUser; call++) await write(WRITES.report[0]!, session, office);
    }
    const newcomer = await signedIn();
    expect((await write(WRITES.report[0]!, newcomer, office)).status).toBe(429);
    expect((await write(WRITES.report[0]!, newcomer, `${office}9`)).status).toBe(400);
  });
});

describe('captcha limit', () => {
  it(`shows an address ${CAPTCHAS_PER_ADDRESS.limit} captchas a minute, then answers 429 without drawing one`, async () => {
    const address = `${unique('captcha')}`;
    const show = (from: string) =>
      callWorker('/api/supplier/home/captcha?v=1', { headers: { 'cf-connecting-ip': from } });
    for (let shown = 0; shown < CAPTCHAS_PER_ADDRESS.limit; shown++) {
      const answer = await show(address);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    const refused = await show(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith('vitrine_captcha='))).toBe(false);
    expect(await refused.json()).toEqual({ success: false, errors: [{ field: '', code: 'too_many_attempts' }] });
    const elsewhere = await show(`${address}-other`);
    expect(elsewhere.status).toBe(200);
    await elsewhere.arrayBuffer();
  });
});
