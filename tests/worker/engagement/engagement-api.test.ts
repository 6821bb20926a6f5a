import { and, eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productNotes, productStars } from '#functions/db/schema/index.ts';
import { endSession } from '#functions/domain/accounts/sessions.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { MAX_NOTE_LENGTH } from '#src/shared/engagement.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';

const STAR = '/api/app/product/star';
const UNSTAR = '/api/app/product/unstar';
const PRODUCT_NOTE = '/api/app/product/note';
const SUPPLIER_NOTE = '/api/common/supplier/note';
const detail = (id: number, session?: string) => callApi(`/api/common/product/detail/${id}`, { session });
const appSupplier = (name: string, session: string) => callApi(`/api/app/supplier/detail/${name}`, { session });

let supplier: { id: number; name: string };
let disabledSupplier: { id: number; name: string };
let productId: number;
let otherProductId: number;
let disabledProductId: number;
let disabledSupplierProductId: number;
let buyer: { id: number; session: string };
let colleague: { id: number; session: string };

beforeAll(async () => {
  supplier = await makeSupplier(db());
  disabledSupplier = await makeSupplier(db(), { status: 'disabled' });
  [productId, otherProductId, disabledProductId] = (await makeProducts(db(), supplier.id, [
    productFields(1),
    productFields(2),
    productFields(3, { status: 'disabled' }),
  ])) as [number, number, number];
  [disabledSupplierProductId] = (await makeProducts(db(), disabledSupplier.id, [productFields(1)])) as [number];
  const buyerId = (await makeUser(db())).id;
  const colleagueId = (await makeUser(db())).id;
  buyer = { id: buyerId, session: await signIn(buyerId) };
  colleague = { id: colleagueId, session: await signIn(colleagueId) };
});

describe('signed-in calls', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', STAR, { productId: 1 }],
    ['POST', UNSTAR, { productId: 1 }],
    ['POST', PRODUCT_NOTE, { productId: 1, content: 'x' }],
    ['POST', SUPPLIER_NOTE, { supplierId: 'demo', content: 'x' }],
    ['GET', '/api/app/supplier/detail/demo'],
    ['GET', '/api/app/anything/else'],
  ];

  it('answer a visitor 401 login_required, before looking at the input', async () => {
    for (const [method, path, body] of calls) {
      const { status, body: answer, headers } = await callApi(path, { method, body });
      expect(status, path).toBe(401);
      expect(answer, path).toEqual({ success: false, errors: [{ field: '', code: 'login_required' }] });
      expect(headers.get('cache-control')).toBe('no-store');
    }
    expect((await callApi(STAR, { body: 'not json' })).status).toBe(401);
  });

  it('trust the session, not the isLogin hint, and refuse an ended or made-up session', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    await endSession(db(), env, await sha256Hex(session));
    for (const token of [session, 'made-up-session-token']) {
      expect(
        (await callApi(STAR, { body: { productId }, session: token, headers: { cookie: 'isLogin=true' } })).status,
      ).toBe(401);
    }
    const response = await callApi(STAR, { body: { productId }, headers: { cookie: 'isLogin=1' } });
    expect(response.body.errors).toEqual([{ field: '', code: 'login_required' }]);
  });

  it('still need the anti-forgery pair when signed in', async () => {
    const { status, body } = await callApi(STAR, { body: { productId }, session: buyer.session, withoutXsrf: true });
    expect(status).toBe(403);
    expect(body.errors).toEqual([{ field: '', code: 'xsrf_token_invalid' }]);
  });
});

describe('POST api/app/product/star and unstar', () => {
  it("flip the viewer's star, which the product detail then shows to them and nobody else", async () => {
    expect(await callApi(STAR, { body: { productId }, session: buyer.session })).toMatchObject({
      status: 200,
      body: { success: true, data: { star: true } },
    });
    expect((await detail(productId, buyer.session)).body.data.star).toBe(true);
    expect((await detail(productId, colleague.session)).body.data.star).toBe(false);
    expect((await detail(productId)).body.data.star).toBe(false);
    expect((await detail(otherProductId, buyer.session)).body.data.star).toBe(false);

    expect(await callApi(UNSTAR, { body: { productId: String(productId) }, session: buyer.session })).toMatchObject({
      status: 200,
      body: { success: true, data: { star: false } },
    });
    expect((await detail(productId, buyer.session)).body.data.star).toBe(false);
  });

  it('are idempotent: starring twice is one star, unstarring an unstarred product is fine', async () => {
    for (let time = 0; time < 2; time++)
      expect((await callApi(STAR, { body: { productId: otherProductId }, session: colleague.session })).status).toBe(
        200,
      );
    const rows = await db()
      .select()
      .from(productStars)
      .where(and(eq(productStars.userId, colleague.id), eq(productStars.productId, otherProductId)));
    expect(rows).toHaveLength(1);
    for (let time = 0; time < 2; time++)
      expect(
        (await callApi(UNSTAR, { body: { productId: otherProductId }, session: colleague.session })).body.data,
      ).toEqual({ star: false });
    expect(await db().select().from(productStars).where(eq(productStars.userId, colleague.id))).toEqual([]);
  });

  it('refuse bad input with 400 naming productId', async () => {
    for (const path of [STAR, UNSTAR]) {
      expect(await callApi(path, { body: {}, session: buyer.session })).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'productId', code: 'required' }] },
      });
      for (const productId of ['abc', 0, null, '1; drop table products', [1]]) {
        const { status, body } = await callApi(path, { body: { productId }, session: buyer.session });
        expect(status, JSON.stringify(productId)).toBe(400);
        expect(body.errors[0].field).toBe('productId');
      }
      expect((await callApi(path, { body: '{"productId":', session: buyer.session })).body.errors).toEqual([
        { field: '', code: 'invalid_json' },
      ]);
    }
  });

  it('answer 404 for unknown and disabled products and 403 supplier_disable for a disabled supplier, starring nothing', async () => {
    for (const id of [999_999_999, disabledProductId]) {
      expect(await callApi(STAR, { body: { productId: id }, session: buyer.session })).toMatchObject({
        status: 404,
        body: { errors: [{ field: 'productId', code: 'product_not_found' }] },
      });
    }
    expect(
      await callApi(STAR, { body: { productId: disabledSupplierProductId }, session: buyer.session }),
    ).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'productId', code: 'supplier_disable' }] },
    });
    expect(await db().select().from(productStars).where(eq(productStars.userId, buyer.id))).toEqual([]);
  });
});

describe('POST api/app/product/note', () => {
  it('saves the note, which the product detail gives back to the same viewer only', async () => {
    const before = Date.now();
    const { status, body } = await callApi(PRODUCT_NOTE, {
      body: { productId, content: '  Ask for the DN25 price  ' },
      session: buyer.session,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ content: 'Ask for the DN25 price', updated: expect.any(Number) });
    expect(body.data.updated).toBeGreaterThanOrEqual(before);

    expect((await detail(productId, buyer.session)).body.data.note).toEqual(body.data);
    expect((await detail(productId, colleague.session)).body.data.note).toBeNull();
    expect((await detail(productId)).body.data.note).toBeNull();
  });

  it('replaces the note on a second save, and deletes it when saved empty', async () => {
    await callApi(PRODUCT_NOTE, { body: { productId: otherProductId, content: 'first' }, session: colleague.session });
    const second = await callApi(PRODUCT_NOTE, {
      body: { productId: otherProductId, content: 'second' },
      session: colleague.session,
    });
    expect((await detail(otherProductId, colleague.session)).body.data.note).toEqual({
      content: 'second',
      updated: second.body.data.updated,
    });

    expect(
      await callApi(PRODUCT_NOTE, { body: { productId: otherProductId, content: '   ' }, session: colleague.session }),
    ).toMatchObject({ status: 200, body: { success: true, data: { content: '', updated: expect.any(Number) } } });
    expect((await detail(otherProductId, colleague.session)).body.data.note).toBeNull();
    expect(await db().select().from(productNotes).where(eq(productNotes.userId, colleague.id))).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const cases: [unknown, { field: string; code: string }[]][] = [
      [{ content: 'x' }, [{ field: 'productId', code: 'required' }]],
      [{ productId }, [{ field: 'content', code: 'required' }]],
      [{ productId, content: 42 }, [{ field: 'content', code: 'invalid_content' }]],
      [{ productId, content: 'x'.repeat(MAX_NOTE_LENGTH + 1) }, [{ field: 'content', code: 'note_too_long' }]],
      [
        { productId: 'x', content: 7 },
        [
          { field: 'productId', code: 'invalid_id' },
          { field: 'content', code: 'invalid_content' },
        ],
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await callApi(PRODUCT_NOTE, { body, session: colleague.session });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await db().select().from(productNotes).where(eq(productNotes.userId, colleague.id))).toEqual([]);
  });

  it('answers 404 / 403 for products a visitor may not see', async () => {
    expect(
      (
        await callApi(PRODUCT_NOTE, {
          body: { productId: disabledProductId, content: 'x' },
          session: colleague.session,
        })
      ).body.errors,
    ).toEqual([{ field: 'productId', code: 'product_not_found' }]);
    expect(
      (
        await callApi(PRODUCT_NOTE, {
          body: { productId: disabledSupplierProductId, content: 'x' },
          session: colleague.session,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET api/app/product/viewer-state/{productId}', () => {
  const state = (id: number | string, session?: string) => callApi(`/api/app/product/viewer-state/${id}`, { session });
  const roundTrips = (headers: Headers) => readServerTiming(headers.get('server-timing')).roundTrips;

  it("answers the viewer's own star, marks and note as the product detail does, and nothing of the page", async () => {
    const reader = (await makeUser(db())).id;
    const session = await signIn(reader);
    await callApi(STAR, { body: { productId: otherProductId }, session });
    await callApi(PRODUCT_NOTE, { body: { productId: otherProductId, content: 'Compare with DN40' }, session });
    const { status, body } = await state(otherProductId, session);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      star: true,
      followed: false,
      watch: false,
      isNew: false,
      tagIds: [],
      note: { content: 'Compare with DN40', updated: expect.any(Number) },
    });
    const full = (await detail(otherProductId, session)).body.data;
    expect(body.data).toEqual({
      star: full.star,
      followed: full.followed,
      watch: full.watch,
      isNew: full.isNew,
      tagIds: full.tagIds,
      note: full.note,
    });
    expect((await state(otherProductId, colleague.session)).body.data).toMatchObject({ star: false, note: null });
  });

  it('reads the state in one batch, records the view (two D1 round trips; the detail reads the page again)', async () => {
    const viewer = (await makeUser(db())).id;
    const session = await signIn(viewer);
    const answer = await state(productId, session);
    // The state in one batch and the view it records; the session is judged by the user's channel
    // (decision 075), which reads D1 itself, once, not in this request's round trips.
    expect(roundTrips(answer.headers)).toBe(2);
    expect(roundTrips((await state(productId, session)).headers)).toBe(2);
    expect(roundTrips((await detail(productId, session)).headers)).toBeGreaterThan(2);
    await vi.waitFor(async () =>
      expect(
        (await callApi('/api/app/product/recently-list', { session })).body.data.map((item: { id: number }) => item.id),
      ).toEqual([productId]),
    );
  });

  it('answers 404 / 403 / 400 for products a visitor may not see or ids that are not ids, and 401 for a visitor', async () => {
    expect(await state(disabledProductId, buyer.session)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'productId', code: 'product_not_found' }] },
    });
    expect(await state(999_999_999, buyer.session)).toMatchObject({ status: 404 });
    expect(await state(disabledSupplierProductId, buyer.session)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'productId', code: 'supplier_disable' }] },
    });
    expect(await state('abc', buyer.session)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'productId', code: 'invalid_id' }] },
    });
    expect(await state(productId)).toMatchObject({ status: 401, body: { errors: [{ code: 'login_required' }] } });
  });
});

describe('POST api/common/supplier/note', () => {
  it('saves the note, which the app supplier detail gives back to the same viewer only', async () => {
    const { status, body } = await callApi(SUPPLIER_NOTE, {
      body: { supplierId: supplier.name, content: 'Met them at the Hannover fair' },
      session: buyer.session,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ content: 'Met them at the Hannover fair', updated: expect.any(Number) });
    expect((await appSupplier(supplier.name, buyer.session)).body.data.note).toEqual(body.data);
    expect((await appSupplier(supplier.name, colleague.session)).body.data.note).toBeNull();
    // The public detail carries no note at all.
    expect((await callApi(`/api/common/supplier/detail/${supplier.name}`)).body.data).not.toHaveProperty('note');

    expect(
      await callApi(SUPPLIER_NOTE, { body: { supplierId: supplier.name, content: '' }, session: buyer.session }),
    ).toMatchObject({ status: 200, body: { data: { content: '', updated: expect.any(Number) } } });
    expect((await appSupplier(supplier.name, buyer.session)).body.data.note).toBeNull();
  });

  it('refuses bad input, unknown and disabled suppliers', async () => {
    const session = colleague.session;
    expect(await callApi(SUPPLIER_NOTE, { body: { content: 'x' }, session })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'supplierId', code: 'required' }] },
    });
    expect(await callApi(SUPPLIER_NOTE, { body: { supplierId: 5, content: 'x' }, session })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'supplierId', code: 'invalid_supplier' }] },
    });
    expect(
      await callApi(SUPPLIER_NOTE, {
        body: { supplierId: supplier.name, content: 'x'.repeat(MAX_NOTE_LENGTH + 1) },
        session,
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'content', code: 'note_too_long' }] },
    });
    expect(
      await callApi(SUPPLIER_NOTE, { body: { supplierId: 'no-such-supplier', content: 'x' }, session }),
    ).toMatchObject({ status: 404, body: { errors: [{ field: 'supplierId', code: 'supplier_not_found' }] } });
    expect(
      await callApi(SUPPLIER_NOTE, { body: { supplierId: disabledSupplier.name, content: 'x' }, session }),
    ).toMatchObject({ status: 403, body: { errors: [{ field: 'supplierId', code: 'supplier_disable' }] } });
  });
});

describe('junk bodies', () => {
  it('never make an engagement call answer 5xx', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"productId":1e308}',
      '{"productId":-0}',
      '{"productId":"9999999999999999"}',
      '{"productId":{"$gt":0}}',
      '{"productId":1,"content":null}',
      '{"productId":1,"content":"\\u0000\\ud800"}',
      '{"supplierId":"' + 'a'.repeat(5000) + '","content":"x"}',
      '{"a":'.repeat(300),
    ];
    for (const path of [STAR, UNSTAR, PRODUCT_NOTE, SUPPLIER_NOTE]) {
      for (const body of bodies) {
        const { status } = await callApi(path, { body, session: colleague.session });
        expect(status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });
});
