import { beforeAll, describe, expect, it } from 'vitest';
import { companyContacts } from '#functions/db/schema/index.ts';
import { EDGE_PAGE_SECONDS } from '#functions/edge-cache/edge-page-headers.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { formOf } from '#tests/worker/support/form-call.ts';

// What the Worker tells the Workers Cache in front of it (docs/decisions/068): which answers it may
// keep, under which tags; and that a request which changes public pages purges their tags before
// it answers.

let supplier: { id: number; name: string };
let productId: number;

beforeAll(async () => {
  supplier = await makeSupplier(db());
  [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
});

/** A recording stand-in of ctx.cache: what was purged, in order, and when relative to the answer. */
function recordingCache() {
  const purges: CachePurgeOptions[] = [];
  const cache: CacheContext = {
    purge: async (options) => {
      purges.push(options);
      return { success: true, errors: [] };
    },
    invalidate: async () => ({ success: true, errors: [] }),
  };
  return { cache, purges };
}

describe('answers for the edge cache', () => {
  it('lets the edge keep public pages for a bounded time, tagged by their supplier, varying by host', async () => {
    for (const path of [`/${supplier.name}`, `/${supplier.name}/product/${productId}`]) {
      const page = await callWorker(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cloudflare-cdn-cache-control'), path).toBe(`max-age=${EDGE_PAGE_SECONDS}`);
      expect(page.headers.get('cache-tag'), path).toBe(`supplier-${supplier.id}`);
      expect(page.headers.get('vary'), path).toBe('host');
      // Browsers still ask each time; the ETag makes that cheap.
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('tags the company page with the related company and each sales contact it shows', async () => {
    const related = await makeSupplier(db());
    const owner = await makeSupplier(db(), { relatedSupplierId: related.id });
    const [first, second] = [await makeUser(db()), await makeUser(db())];
    await db()
      .insert(companyContacts)
      .values([
        { supplierId: owner.id, userId: first.id, position: 0 },
        { supplierId: owner.id, userId: second.id, position: 1 },
      ]);
    const page = await callWorker(`/${owner.name}/company/${owner.name}`);
    expect(page.headers.get('cache-tag')?.split(',').sort()).toEqual(
      [`supplier-${owner.id}`, `supplier-${related.id}`, `person-${first.id}`, `person-${second.id}`].sort(),
    );
  });

  it('forbids keeping anything else: other pages, API answers, pages of disabled catalogues', async () => {
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    for (const path of ['/no-such-supplier', `/${disabled.name}`, '/login', '/api/common/supplier/domain/x']) {
      const answer = await callWorker(path);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.has('cloudflare-cdn-cache-control'), path).toBe(false);
      await answer.body?.cancel();
    }
  });
});

describe('purges before the answer', () => {
  it('purges the supplier’s pages when its owner saves, and nothing when a request changes none', async () => {
    const { id: ownerId } = await makeUser(db());
    const owned = await makeSupplier(db(), { ownerId });
    const session = await signIn(ownerId);
    const { cache, purges } = recordingCache();

    const read = await callApi('/api/website/get', { session, edgeCache: cache });
    expect(read.status).toBe(200);
    expect(purges).toEqual([]);

    const saved = await callApi('/api/website/update', {
      method: 'PATCH',
      body: formOf({ mainColor: '#0A7B83', secondColor: '#F2A516', metaDescription: 'Valves.' }),
      session,
      edgeCache: cache,
    });
    expect(saved.status).toBe(200);
    expect(purges).toEqual([{ tags: [`supplier-${owned.id}`] }]);
  });

  it('purges a person’s tag when they change what the company pages show of them', async () => {
    const person = await makeUser(db());
    const session = await signIn(person.id);
    const { cache, purges } = recordingCache();
    const saved = await callApi('/api/app/account/update-profile', {
      method: 'POST',
      body: { jobTitle: 'Head of Sales' },
      session,
      edgeCache: cache,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(purges).toEqual([{ tags: [`person-${person.id}`] }]);
  });
});
