import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suppliers } from '#functions/db/schema/index.ts';
import { PAGE_CACHE_HEADER } from '#functions/page-cache/serve-page.ts';
import { signedInActor, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, callWorker, db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, unique } from '#tests/worker/support/factories.ts';

// Opening a catalogue (beyond the spec; README): GET api/app/supplier/name-available/{name}, then
// POST api/app/supplier/create, after which the user is the owner of an empty trial catalogue.

const nameAvailable = (name: string, who: Actor) =>
  callApi(`/api/app/supplier/name-available/${encodeURIComponent(name)}`, { session: who.session });

let address = 0;
/** Each create comes from its own address, so the per-address write limit stays out of these tests. */
const create = (body: unknown, who: Actor) =>
  callApi('/api/app/supplier/create', {
    body,
    session: who.session,
    headers: { 'cf-connecting-ip': `10.9.${Math.floor(++address / 250)}.${address % 250}` },
  });

const freshName = () => unique('shop');
const catalogue = (name: string) => ({
  companyName: 'Acme Valves GmbH',
  name,
  country: 'DE',
  businessType: 'Manufacturer',
});

const suppliersOwnedBy = (userId: number) =>
  db().select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.ownerId, userId));

describe('GET api/app/supplier/name-available/{name}', () => {
  it('says a free name is available, lower-cased and trimmed as it would be stored', async () => {
    const who = await signedInActor();
    const name = freshName();
    expect(await nameAvailable(name, who)).toMatchObject({
      status: 200,
      body: { data: { name, available: true, code: null } },
    });
    expect((await nameAvailable(` ${name.toUpperCase()} `, who)).body.data).toEqual({
      name,
      available: true,
      code: null,
    });
  });

  it('says why a name cannot be had: taken, reserved for the site, or not a URL name', async () => {
    const who = await signedInActor();
    const taken = await makeSupplier(db());
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    for (const [name, code] of [
      [taken.name, 'supplier_name_taken'],
      [taken.name.toUpperCase(), 'supplier_name_taken'],
      [disabled.name, 'supplier_name_taken'],
      ['admin', 'reserved_supplier_name'],
      ['api', 'reserved_supplier_name'],
      ['media', 'reserved_supplier_name'],
      ['manage', 'reserved_supplier_name'],
      ['developers', 'reserved_supplier_name'],
      ['ab', 'invalid_supplier_name'],
      ['-acme', 'invalid_supplier_name'],
      ['acme-', 'invalid_supplier_name'],
      ['acme_valves', 'invalid_supplier_name'],
      ['acme valves', 'invalid_supplier_name'],
      ['x'.repeat(41), 'invalid_supplier_name'],
    ] as const) {
      const answer = await nameAvailable(name, who);
      expect(answer.status, name).toBe(200);
      expect(answer.body.data, name).toMatchObject({ available: false, code });
    }
  });

  it('is for signed-in people only', async () => {
    expect((await callApi(`/api/app/supplier/name-available/${freshName()}`)).status).toBe(401);
  });
});

describe('POST api/app/supplier/create', () => {
  it('opens an empty catalogue the user now owns: the workspace reads it and the storefront serves it', async () => {
    const who = await signedInActor();
    expect((await callApi('/api/supplier/home/get', { session: who.session })).status).toBe(403);
    const name = freshName();
    const answer = await create(
      { companyName: '  Acme Valves GmbH ', name: ` ${name.toUpperCase()} `, country: 'DE', businessType: 'Maker' },
      who,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ id: expect.any(Number), name });

    const home = await callApi('/api/supplier/home/get', { session: who.session });
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({
      name,
      status: 'active',
      profile: { companyName: 'Acme Valves GmbH', country: 'DE', businessType: 'Maker', description: '' },
      highlights: [],
      medias: [],
      contacts: [],
      documents: [],
    });
    expect((await callApi('/api/website/get', { session: who.session })).status).toBe(200);

    const storefront = await callWorker(`/${name}`);
    expect(storefront.status).toBe(200);
    // An active supplier's page: the edge cache keeps it (an unknown name would bypass the cache).
    expect(storefront.headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
    expect((await callWorker(`/${freshName()}`)).headers.get(PAGE_CACHE_HEADER)).toBe('BYPASS');
    expect(await callApi(`/api/common/supplier/detail/${name}`)).toMatchObject({
      status: 200,
      body: { data: { id: name, companyName: 'Acme Valves GmbH', countryCode: 'DE', businessType: 'Maker' } },
    });
    const products = await callApi('/api/common/search/product/pager', { body: { supplierId: name } });
    expect(products.status).toBe(200);
    expect(products.body.data.products.total).toBe(0);

    const other = await signedInActor();
    expect((await nameAvailable(name, other)).body.data).toEqual({
      name,
      available: false,
      code: 'supplier_name_taken',
    });
  });

  it('the new owner can fill the catalogue at once', async () => {
    const who = await signedInActor();
    await create(catalogue(freshName()), who);
    const saved = await callApi('/api/supplier/home/highlights', {
      method: 'PATCH',
      body: { highlights: [{ name: 'Founded', value: '2026' }] },
      session: who.session,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.highlights).toEqual([{ name: 'Founded', value: '2026' }]);
  });

  it('refuses a second catalogue for the same user with 409 already_owns_supplier', async () => {
    const who = await signedInActor();
    const first = freshName();
    expect((await create(catalogue(first), who)).status).toBe(200);
    const second = freshName();
    expect(await create(catalogue(second), who)).toMatchObject({
      status: 409,
      body: { errors: [{ field: '', code: 'already_owns_supplier' }] },
    });
    expect(await suppliersOwnedBy(who.id)).toEqual([{ name: first }]);
    expect((await nameAvailable(second, who)).body.data.available).toBe(true);
  });

  it('refuses a name someone has with 409 on the name field, whatever its case', async () => {
    const taken = await makeSupplier(db());
    const who = await signedInActor();
    for (const name of [taken.name, taken.name.toUpperCase()]) {
      expect(await create(catalogue(name), who)).toMatchObject({
        status: 409,
        body: { errors: [{ field: 'name', code: 'supplier_name_taken' }] },
      });
    }
    expect(await suppliersOwnedBy(who.id)).toEqual([]);
  });

  it('two people asking for the same free name at once: one gets it, the other 409 supplier_name_taken', async () => {
    const [one, two] = await Promise.all([signedInActor(), signedInActor()]);
    const name = freshName();
    const answers = await Promise.all([create(catalogue(name), one), create(catalogue(name), two)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.errors).toEqual([
      { field: 'name', code: 'supplier_name_taken' },
    ]);
    const owners = await db().select({ ownerId: suppliers.ownerId }).from(suppliers).where(eq(suppliers.name, name));
    expect(owners).toHaveLength(1);
  });

  it('one user sending the form from two tabs at once, with two names, still opens one catalogue', async () => {
    const who = await signedInActor();
    const answers = await Promise.all([create(catalogue(freshName()), who), create(catalogue(freshName()), who)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await suppliersOwnedBy(who.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 naming each field, and opens nothing', async () => {
    const who = await signedInActor();
    const name = freshName();
    for (const [body, errors] of [
      [{ ...catalogue(name), country: 'Germany' }, [{ field: 'country', code: 'invalid_country' }]],
      [{ ...catalogue(name), country: 'de' }, [{ field: 'country', code: 'invalid_country' }]],
      [{ ...catalogue(name), country: 49 }, [{ field: 'country', code: 'invalid_country' }]],
      [{ ...catalogue(name), name: 'admin' }, [{ field: 'name', code: 'reserved_supplier_name' }]],
      [{ ...catalogue(name), name: 'a b' }, [{ field: 'name', code: 'invalid_supplier_name' }]],
      [
        { ...catalogue(name), companyName: ' ', businessType: 'x'.repeat(121) },
        [
          { field: 'companyName', code: 'required' },
          { field: 'businessType', code: 'too_long_120' },
        ],
      ],
      [
        {},
        [
          { field: 'companyName', code: 'required' },
          { field: 'name', code: 'required' },
          { field: 'country', code: 'required' },
          { field: 'businessType', code: 'required' },
        ],
      ],
    ] as const) {
      const answer = await create(body, who);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await suppliersOwnedBy(who.id)).toEqual([]);
    expect((await nameAvailable(name, who)).body.data.available).toBe(true);
  });

  it('is for signed-in people only, with the anti-forgery pair', async () => {
    const who = await signedInActor();
    const name = freshName();
    expect((await callApi('/api/app/supplier/create', { body: catalogue(name) })).status).toBe(401);
    const forged = await callApi('/api/app/supplier/create', {
      body: catalogue(name),
      session: who.session,
      withoutXsrf: true,
    });
    expect(forged.status).toBe(403);
    expect(await suppliersOwnedBy(who.id)).toEqual([]);
  });
});
