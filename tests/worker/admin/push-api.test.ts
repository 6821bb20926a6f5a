import { and, eq, like } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRows, runStatements } from '#functions/db/batch.ts';
import { adminActions, notifications, pushSubscriptions, supplierFollows, users } from '#functions/db/schema/index.ts';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { browserSubscription } from '#tests/worker/support/browser-subscription.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { PUSH_TEXT_MAX, PUSH_TITLE_MAX } from '#src/shared/admin-push.ts';

// The admin area's push (issue 14 item 5): 'Trigger now' for a supplier queues its followers a
// chunk of 1,000 per message; the queue's consumer (the Worker's `queue` handler, run by the local
// queue) writes one in-app notification per follower and counts its progress on the push; their
// subscribed browsers get a Web Push message (what a browser decrypts: tests/e2e/admin/web-push.spec.ts).

let admin: Actor & { email: string };
const asAdmin = (path: string, body: unknown) => callApi(`/api/admin/push${path}`, { session: admin.session, body });

beforeAll(async () => {
  const user = await makeUser(db(), { isAdmin: true });
  admin = { id: user.id, email: user.email, session: await signIn(user.id) };
});

/** `count` new accounts following the supplier, written in bulk. */
async function addFollowers(supplierId: number, count: number): Promise<number[]> {
  const label = unique('fan');
  const now = Date.now();
  const emails = Array.from({ length: count }, (_, index) => `${label}-${index}@vitrine.test`);
  await runStatements(
    db(),
    insertRows(
      users,
      emails.map((email) => ({ email, passwordHash: 'x', emailVerified: true, createdAt: now, updatedAt: now })),
    ),
  );
  const ids = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${label}-%`))
  ).map((row) => row.id);
  await runStatements(
    db(),
    insertRows(
      supplierFollows,
      ids.map((userId) => ({ userId, supplierId, createdAt: now })),
    ),
  );
  return ids;
}

type Listed = {
  id: number;
  supplier: { id: number; name: string; companyName: string };
  message: { title: string; text: string };
  followers: number;
  chunks: number;
  chunksDone: number;
  sent: number;
  finishedAt: number | null;
  webQueued: number;
  webSent: number;
  webFailed: number;
  webExpired: number;
};

async function pushById(id: number): Promise<Listed> {
  const answer = await asAdmin('/list', {});
  return answer.body.data.find((send: Listed) => send.id === id);
}

describe('POST admin/push/trigger', () => {
  it("tells every follower once, a chunk of 1,000 per queue message, and reports the push's progress", async () => {
    const supplier = await makeSupplier(db());
    const followers = await addFollowers(supplier.id, 2_345);
    const stranger = await makeUser(db());

    const answer = await asAdmin('/trigger', { supplierId: String(supplier.id) });
    expect(answer.status).toBe(200);
    const { id } = answer.body.data;
    expect(await pushById(id)).toMatchObject({
      followers: 2_345,
      chunks: 3,
      supplier: { id: supplier.id, name: supplier.name },
      adminEmail: admin.email,
    });

    await vi.waitFor(async () => expect((await pushById(id)).finishedAt).not.toBeNull(), { timeout: 15_000 });
    expect(await pushById(id)).toMatchObject({ chunksDone: 3, sent: 2_345 });
    const told = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.supplierId, supplier.id), eq(notifications.kind, 'supplier_push')));
    expect(told.map((row) => row.userId).sort((a, b) => a - b)).toEqual([...followers].sort((a, b) => a - b));
    expect(told.some((row) => row.userId === stranger.id)).toBe(false);

    const [audit] = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'push_triggered'), eq(adminActions.targetId, supplier.id)));
    // Without a title and text of its own, the push says what it always said.
    const company = (await pushById(id)).supplier.companyName;
    expect(audit).toMatchObject({
      adminId: admin.id,
      note: `2345 followers · ${company}: ${company} has new products.`,
    });
  });

  it('a follower reads it in their notifications: "{company} has new products."', async () => {
    const supplier = await makeSupplier(db(), { companyName: 'Pushed Pumps AB' });
    const fan = await signedInActor();
    await db().insert(supplierFollows).values({ userId: fan.id, supplierId: supplier.id, createdAt: Date.now() });
    const { id } = (await asAdmin('/trigger', { supplierId: supplier.name })).body.data;
    await vi.waitFor(async () => expect((await pushById(id)).sent).toBe(1), { timeout: 15_000 });
    const page = await callApi('/api/app/notification/pager', { session: fan.session, body: {} });
    expect(page.body.data.list[0]).toMatchObject({ kind: 'supplier_push', supplier: { id: supplier.name } });
  });

  it("carries the administrator's title and text, trimmed, to the push list and each follower's notification", async () => {
    const supplier = await makeSupplier(db(), { companyName: 'Written Winches AB' });
    const fan = await signedInActor();
    await db().insert(supplierFollows).values({ userId: fan.id, supplierId: supplier.id, createdAt: Date.now() });
    const title = 'T'.repeat(PUSH_TITLE_MAX);
    const text = 'Spring range: 40 new winches, "quoted", with commas.';
    const answer = await asAdmin('/trigger', { supplierId: supplier.id, title: ` ${title} `, text: `${text}\n` });
    expect(answer.status).toBe(200);
    const { id } = answer.body.data;
    expect((await pushById(id)).message).toEqual({ title, text });
    await vi.waitFor(async () => expect((await pushById(id)).sent).toBe(1), { timeout: 15_000 });
    const page = await callApi('/api/app/notification/pager', { session: fan.session, body: {} });
    expect(page.body.data.list[0]).toMatchObject({ kind: 'supplier_push', push: { title, text } });
  });

  it('refuses an empty or too long title and text, sending nothing', async () => {
    const supplier = await makeSupplier(db());
    const cases = [
      [{ title: '  ', text: '' }, ['title_required', 'text_required']],
      [
        { title: 'T'.repeat(PUSH_TITLE_MAX + 1), text: 'x'.repeat(PUSH_TEXT_MAX + 1) },
        ['title_too_long', 'text_too_long'],
      ],
    ] as const;
    for (const [message, [titleCode, textCode]] of cases) {
      const answer = await asAdmin('/trigger', { supplierId: supplier.id, ...message });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { field: 'title', code: titleCode },
        { field: 'text', code: textCode },
      ]);
    }
    const listed = (await asAdmin('/list', {})).body.data as { supplier: { id: number } }[];
    expect(listed.some((send) => send.supplier.id === supplier.id)).toBe(false);
  });

  describe('Web Push', () => {
    afterEach(() => vi.restoreAllMocks());

    it("posts to each follower's browsers; a gone one is forgotten, a failing one counted", async () => {
      const supplier = await makeSupplier(db(), { companyName: 'Webbed Valves AB' });
      const [fan, other] = [await signedInActor(), await signedInActor()];
      for (const who of [fan, other])
        await db().insert(supplierFollows).values({ userId: who.id, supplierId: supplier.id, createdAt: Date.now() });
      const push = 'https://fcm.googleapis.com/fcm/send/';
      const subscriptions = {
        taken: await browserSubscription(`${push}taken-${supplier.id}`),
        gone: await browserSubscription(`${push}gone-${supplier.id}`),
        busy: await browserSubscription(`${push}busy-${supplier.id}`),
      };
      const stranger = await signedInActor();
      for (const [who, subscription] of [
        [fan, subscriptions.taken],
        [fan, subscriptions.gone],
        [other, subscriptions.busy],
        [stranger, await browserSubscription(`${push}stranger-${supplier.id}`)],
      ] as const)
        expect((await callApi('/api/my/push/subscribe', { session: who.session, body: subscription })).status).toBe(
          200,
        );

      // The push services: FCM answers 201, 410 for a gone browser and 503 when busy.
      const posted: { url: string; method: string; headers: Headers; body: ArrayBuffer }[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const request = new Request(input, init);
        const { url, method, headers } = request;
        posted.push({ url, method, headers, body: await request.arrayBuffer() });
        const status = request.url.includes('/gone-') ? 410 : request.url.includes('/busy-') ? 503 : 201;
        return new Response(null, { status });
      });

      const { id } = (await asAdmin('/trigger', { supplierId: supplier.name })).body.data;
      expect(await pushById(id)).toMatchObject({ followers: 2, webQueued: 3, chunks: 2 });
      await vi.waitFor(async () => expect((await pushById(id)).finishedAt).not.toBeNull(), { timeout: 15_000 });
      expect(await pushById(id)).toMatchObject({ sent: 2, webSent: 1, webFailed: 1, webExpired: 1, chunksDone: 2 });

      expect(posted.map((request) => request.url).sort()).toEqual(
        [subscriptions.busy, subscriptions.gone, subscriptions.taken].map((each) => each.endpoint).sort(),
      );
      for (const request of posted) {
        expect(request.method).toBe('POST');
        expect(request.headers.get('content-encoding')).toBe('aes128gcm');
        expect(request.headers.get('authorization')).toMatch(
          new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`),
        );
        expect(request.headers.get('ttl')).toBe('86400');
        expect(request.headers.get('topic')).toBe(`supplier-${supplier.id}`);
        // Padded: the length says nothing of the text.
        expect(request.body.byteLength).toBe(4096);
      }
      const kept = await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(like(pushSubscriptions.endpoint, `%-${supplier.id}`));
      expect(kept.map((row) => row.endpoint).sort()).toEqual(
        [subscriptions.busy.endpoint, `${push}stranger-${supplier.id}`, subscriptions.taken.endpoint].sort(),
      );
    });
  });

  it('a supplier nobody follows is pushed at once, to nobody', async () => {
    const supplier = await makeSupplier(db());
    const { id } = (await asAdmin('/trigger', { supplierId: supplier.id })).body.data;
    expect(await pushById(id)).toMatchObject({ followers: 0, chunks: 0, sent: 0, finishedAt: expect.any(Number) });
  });

  it('refuses an unknown supplier and a bad id', async () => {
    const unknown = await asAdmin('/trigger', { supplierId: '99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ field: 'supplierId', code: 'supplier_not_found' }]);
    for (const supplierId of ['', 'no such name!', -3, null]) {
      const bad = await asAdmin('/trigger', { supplierId });
      expect(bad.status, String(supplierId)).toBe(400);
      expect(bad.body.errors, String(supplierId)).toEqual([{ field: 'supplierId', code: 'invalid_supplier_id' }]);
    }
  });

  it('a visitor gets 401 and a buyer 403, and nothing is queued', async () => {
    const supplier = await makeSupplier(db());
    const buyer = await signedInActor();
    for (const path of ['/trigger', '/list']) {
      const url = `/api/admin/push${path}`;
      const body = { supplierId: supplier.id };
      expect((await callApi(url, { body })).status, path).toBe(401);
      expect((await callApi(url, { session: buyer.session, body })).status, path).toBe(403);
    }
    const listed = (await asAdmin('/list', {})).body.data as { supplier: { id: number } }[];
    expect(listed.some((send) => send.supplier.id === supplier.id)).toBe(false);
  });
});
