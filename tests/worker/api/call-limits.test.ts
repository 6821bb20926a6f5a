import { describe, expect, it } from 'vitest';
import {
  CAPTCHAS_PER_ADDRESS,
  PUSH_TRIGGER_LIMITS,
  SUPPLIER_WRITE_LIMITS,
  WRITE_LIMITS,
} from '#functions/api/call-limits.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields, unique } from '#tests/worker/support/factories.ts';

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
  inquiry: [{ path: '/api/app/inquiry/send' }, { path: '/api/app/inquiry/send' }],
  buyingTeam: [{ path: '/api/app/buying-team/create' }, { path: '/api/app/buying-team/comment/add' }],
  profile: [{ path: '/api/app/account/update-profile' }, { path: '/api/app/account/update-avatar' }],
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

/** Every limited call of the supplier family, with a body the handler refuses (the call counts all the same). */
const SUPPLIER_WRITES: Record<keyof typeof SUPPLIER_WRITE_LIMITS, (productId: number) => Call[]> = {
  import: () => [{ path: '/api/supplier/product/import' }],
  upload: (productId) => [
    { path: '/api/supplier/home/file' },
    { path: '/api/supplier/home/video' },
    { path: `/api/supplier/product/medias/${productId}`, method: 'PATCH' },
    { path: '/api/website/update', method: 'PATCH' },
    { path: '/api/common/polyv/sign', method: 'GET' },
  ],
};
type Call = { path: string; method?: string };

/** A catalogue with a product: its owner's session and its ERP token are the two ways to call for it. */
async function makeCatalogue() {
  const owner = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  const [productId] = await makeProducts(db(), supplier.id, [productFields(1)]);
  const token = await regenerateDeveloperToken(db(), supplier.id);
  return {
    productId: productId!,
    session: { session: await signIn(owner.id) },
    token: { headers: { authorization: `Bearer ${token}` } },
  };
}

const supplierWrite = (
  call: Call,
  as: { session?: string; headers?: Record<string, string> },
  address: string,
): Promise<{ status: number; body: any }> => {
  const method = call.method ?? 'POST';
  return callApi(call.path, {
    method,
    ...(method === 'GET' ? {} : { body: {} }),
    session: as.session,
    headers: { ...as.headers, 'cf-connecting-ip': address },
  });
};

const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.2`;

describe('limits on the supplier family’s heavy writes (issue 24 finding 10)', () => {
  it.each(Object.entries(SUPPLIER_WRITES))(
    '%s: the owner and the ERP token share their catalogue’s hour; past it both get 429',
    async (kind, callsOf) => {
      const { perSupplier } = SUPPLIER_WRITE_LIMITS[kind as keyof typeof SUPPLIER_WRITE_LIMITS];
      const catalogue = await makeCatalogue();
      const calls = callsOf(catalogue.productId);
      const address = randomAddress();
      for (let call = 0; call < perSupplier; call++) {
        const as = call % 2 === 0 ? catalogue.session : catalogue.token;
        expect((await supplierWrite(calls[call % calls.length]!, as, address)).status).not.toBe(429);
      }
      for (const call of calls)
        for (const as of [catalogue.session, catalogue.token])
          expect(await supplierWrite(call, as, `${address}${call.path.length}`)).toMatchObject({
            status: 429,
            body: { success: false, errors: [{ field: '', code: 'too_many_attempts' }] },
          });
      // Another catalogue is not held up.
      const other = await makeCatalogue();
      expect((await supplierWrite(calls[0]!, other.token, `${address}0`)).status).not.toBe(429);
    },
  );

  it('an address running several imports at once meets its limit, whichever catalogues they are for', async () => {
    const { perSupplier, perAddress } = SUPPLIER_WRITE_LIMITS.import;
    const [call] = SUPPLIER_WRITES.import(0);
    const office = randomAddress();
    for (let catalogue = 0; catalogue < perAddress / perSupplier; catalogue++) {
      const { token } = await makeCatalogue();
      const calls = Array.from({ length: perSupplier }, () => supplierWrite(call!, token, office));
      expect((await Promise.all(calls)).filter((answer) => answer.status === 429)).toEqual([]);
    }
    const newcomer = await makeCatalogue();
    expect((await supplierWrite(call!, newcomer.session, office)).status).toBe(429);
    expect((await supplierWrite(call!, newcomer.session, `${office}9`)).status).toBe(400);
  });

  it('a 10,000-row import (100 calls of 100 rows, checked then written) never meets them; a second one at once does', async () => {
    const { session } = await makeCatalogue();
    const [call] = SUPPLIER_WRITES.import(0);
    const address = randomAddress();
    const importOnce = () => Promise.all(Array.from({ length: 200 }, () => supplierWrite(call!, session, address)));
    expect((await importOnce()).filter((answer) => answer.status === 429)).toEqual([]);
    expect((await importOnce()).some((answer) => answer.status === 429)).toBe(true);
  });
});

describe('limits on the admin area’s push', () => {
  it(`pushes a supplier's followers ${PUSH_TRIGGER_LIMITS.perSupplier} times an hour, whoever triggers it, and an administrator ${PUSH_TRIGGER_LIMITS.perAdmin} times`, async () => {
    const admins = [await makeUser(db(), { isAdmin: true }), await makeUser(db(), { isAdmin: true })];
    const [first, second] = await Promise.all(admins.map((admin) => signIn(admin.id)));
    const trigger = async (session: string, supplierId: number | string) =>
      callApi('/api/admin/push/trigger', { session, body: { supplierId } });
    const pushed = await makeSupplier(db());
    for (let push = 0; push < PUSH_TRIGGER_LIMITS.perSupplier; push++)
      expect((await trigger(push % 2 ? first! : second!, pushed.id)).status).toBe(200);
    for (const [session, ref] of [
      [first!, pushed.id],
      [second!, pushed.name],
    ] as const)
      expect(await trigger(session, ref)).toMatchObject({
        status: 429,
        body: { errors: [{ field: '', code: 'too_many_attempts' }] },
      });

    // Every call counts, a refused one too: the first administrator has used two of theirs.
    for (let push = 2; push < PUSH_TRIGGER_LIMITS.perAdmin; push++)
      expect((await trigger(first!, (await makeSupplier(db())).id)).status).toBe(200);
    expect((await trigger(first!, (await makeSupplier(db())).id)).status).toBe(429);
    expect((await trigger(second!, (await makeSupplier(db())).id)).status).toBe(200);
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
