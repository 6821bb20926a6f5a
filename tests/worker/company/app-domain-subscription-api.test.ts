import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appBindings, companyContacts, products, supplierFollows, suppliers } from '#functions/db/schema/index.ts';
import { deleteExpiredAppBindings } from '#functions/domain/suppliers/app-bindings.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { qrCodePng } from '#functions/lib/qrcode/qr-code-png.ts';
import { PAGE_CACHE_HEADER } from '#functions/page-cache/serve-page.ts';
import { callApi, callWorker, db, ORIGIN, SESSION_COOKIE, signIn } from '#tests/worker/support/call-worker.ts';
import {
  makeProducts,
  makeSupplier,
  makeUser,
  productFields,
  storeTestImage,
  TEST_PASSWORD,
} from '#tests/worker/support/factories.ts';
import { sessionFrom } from '#tests/worker/support/accounts.ts';
import { fakeResolver, type FakeResolver } from '#tests/worker/support/fake-resolver.ts';
import type { DnsRecordToAdd } from '#src/shared/custom-domain.ts';

// Issue 11 item 8, the workspace's App, Domain and Subscription screens: the owner's app-binding
// code (PATCH supplier/home/create-qrcode, GET binding/qrcode, GET qrcode?sid=, and POST bind-app,
// where a phone uses it), the catalogue's own domain (GET and PATCH supplier/home/domain, POST
// supplier/home/domain/check against a DNS resolver the tests play, GET common/supplier/domain/{name}
// resolving it; issue 24 item 6: only a proven domain leads to a catalogue) and closing the
// catalogue (POST deregister).

type Owner = { userId: number; session: string; supplier: { id: number; name: string } };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { userId: id, session: await signIn(id), supplier };
}

const home = (path: string, owner: Owner, options: { method?: string; body?: unknown } = {}) =>
  callApi(`/api/supplier/home/${path}`, { ...options, session: owner.session });
const viaToken = async (path: string, owner: Owner, options: { method?: string; body?: unknown } = {}) =>
  callApi(`/api/supplier/home/${path}`, {
    ...options,
    headers: { authorization: `Bearer ${await regenerateDeveloperToken(db(), owner.supplier.id)}` },
  });

const OWNER_SESSION_REQUIRED = { status: 403, body: { errors: [{ field: '', code: 'owner_session_required' }] } };

describe('the app-binding code', () => {
  const createCode = async (owner: Owner) => {
    const answer = await home('create-qrcode', owner, { method: 'PATCH' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { sid: string; expiresIn: number };
  };
  const withSession = (owner: Owner) => ({ headers: { cookie: `${SESSION_COOKIE}=${owner.session}` } });
  const qrOf = (owner: Owner, sid: string) => callWorker(`/api/supplier/home/qrcode?sid=${sid}`, withSession(owner));
  const currentQr = (owner: Owner) => callWorker('/api/supplier/home/binding/qrcode', withSession(owner));
  const bindApp = (sid: unknown) => callApi('/api/bind-app', { body: { sid } });
  const expired = (field: string) => ({ status: 404, body: { errors: [{ field, code: 'app_binding_expired' }] } });

  /** The QR image the owner is shown: a code of the catalogue's app page with the binding. */
  async function expectQrOf(response: Response, owner: Owner, sid: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const expected = await qrCodePng(`${ORIGIN}/${owner.supplier.name}/app?bind=${sid}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(expected);
  }

  it('makes a random code for 10 minutes, whose QR image holds the app page with it', async () => {
    const owner = await makeOwner();
    const before = Date.now();
    const code = await createCode(owner);
    expect(code).toEqual({ sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expiresIn: 600 });
    const row = await db().query.appBindings.findFirst({ where: eq(appBindings.supplierId, owner.supplier.id) });
    expect(row!.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(row!.expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    await expectQrOf(await qrOf(owner, code.sid), owner, code.sid);
    await expectQrOf(await currentQr(owner), owner, code.sid);
  });

  it('a new code replaces the one before; an expired one answers 404, and so does none', async () => {
    const owner = await makeOwner();
    expect(await home('binding/qrcode', owner)).toMatchObject(expired(''));
    const first = await createCode(owner);
    const second = await createCode(owner);
    expect(second.sid).not.toBe(first.sid);
    expect(await home(`qrcode?sid=${first.sid}`, owner)).toMatchObject(expired('sid'));
    await expectQrOf(await currentQr(owner), owner, second.sid);

    await db()
      .update(appBindings)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(appBindings.sid, second.sid));
    expect(await home(`qrcode?sid=${second.sid}`, owner)).toMatchObject(expired('sid'));
    expect(await home('binding/qrcode', owner)).toMatchObject(expired(''));
    expect(await bindApp(second.sid)).toMatchObject(expired('sid'));
  });

  it('refuses a sid that is no code, and shows no other owner’s code', async () => {
    const [mine, theirs] = await Promise.all([makeOwner(), makeOwner()]);
    const theirCode = await createCode(theirs);
    for (const [query, code] of [
      ['', 'required'],
      ['?sid=', 'invalid_sid'],
      ['?sid=short', 'invalid_sid'],
      [`?sid=${'a'.repeat(21)}%2B`, 'invalid_sid'],
    ]) {
      expect(await home(`qrcode${query}`, mine), query).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'sid', code }] },
      });
    }
    expect(await home(`qrcode?sid=${theirCode.sid}`, mine)).toMatchObject(expired('sid'));
    expect(await home('binding/qrcode', mine)).toMatchObject(expired(''));
    await expectQrOf(await qrOf(theirs, theirCode.sid), theirs, theirCode.sid);
  });

  it('is the owner’s session’s alone: an ERP token may neither make nor show a code', async () => {
    const owner = await makeOwner();
    const code = await createCode(owner);
    expect(await viaToken('create-qrcode', owner, { method: 'PATCH' })).toMatchObject(OWNER_SESSION_REQUIRED);
    expect(await viaToken('binding/qrcode', owner)).toMatchObject(OWNER_SESSION_REQUIRED);
    expect(await viaToken(`qrcode?sid=${code.sid}`, owner)).toMatchObject(OWNER_SESSION_REQUIRED);
    await expectQrOf(await currentQr(owner), owner, code.sid);
  });

  it('POST bind-app signs the phone in as the owner, once', async () => {
    const owner = await makeOwner();
    const code = await createCode(owner);
    const bound = await bindApp(code.sid);
    expect(bound).toMatchObject({ status: 200, body: { data: { supplierId: owner.supplier.name } } });
    const phone = sessionFrom(bound.headers);
    expect(phone).toMatch(/^u\d+\.[A-Za-z0-9_-]{22}$/);
    expect(phone).not.toBe(owner.session);
    const asPhone = await callApi('/api/supplier/home/get', { session: phone! });
    expect(asPhone).toMatchObject({ status: 200, body: { data: { name: owner.supplier.name } } });

    expect(await bindApp(code.sid)).toMatchObject(expired('sid'));
    expect(await home('binding/qrcode', owner)).toMatchObject(expired(''));
  });

  it('POST bind-app refuses a malformed or unknown code, and a disabled catalogue’s', async () => {
    for (const sid of [undefined, '', 'short', 42, 'a'.repeat(23)]) {
      const answer = await bindApp(sid);
      expect(answer.status, String(sid)).toBe(400);
      expect(answer.body.errors[0].field).toBe('sid');
      expect(sessionFrom(answer.headers)).toBeNull();
    }
    expect(await bindApp('A'.repeat(22))).toMatchObject(expired('sid'));

    const owner = await makeOwner();
    const code = await createCode(owner);
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, owner.supplier.id));
    const refused = await bindApp(code.sid);
    expect(refused).toMatchObject({ status: 403, body: { errors: [{ code: 'supplier_disable' }] } });
    expect(sessionFrom(refused.headers)).toBeNull();
  });

  it('housekeeping deletes the codes past their time and keeps the live ones', async () => {
    const [old, fresh] = await Promise.all([makeOwner(), makeOwner()]);
    await Promise.all([createCode(old), createCode(fresh)]);
    await db()
      .update(appBindings)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(appBindings.supplierId, old.supplier.id));
    await deleteExpiredAppBindings(db());
    const left = await db()
      .select({ supplierId: appBindings.supplierId })
      .from(appBindings)
      .where(inArray(appBindings.supplierId, [old.supplier.id, fresh.supplier.id]));
    expect(left).toEqual([{ supplierId: fresh.supplier.id }]);
  });
});

describe('the catalogue’s own domain', () => {
  const getDomain = (owner: Owner) => home('domain', owner);
  const saveDomain = (owner: Owner, domain: unknown) => home('domain', owner, { method: 'PATCH', body: { domain } });
  const checkDomain = (owner: Owner) => home('domain/check', owner, { method: 'POST', body: {} });
  const lookup = (name: string) => callApi(`/api/common/supplier/domain/${name}`);
  // SITE_ORIGIN of the worker tests (vitest.config.ts).
  const CNAME_TARGET = 'vitrine.test';
  const NONE = { domain: null, cnameTarget: CNAME_TARGET, status: null, reason: null, records: [] };

  let resolver: FakeResolver;
  beforeEach(() => {
    resolver = fakeResolver();
    resolver.serve();
  });
  afterEach(() => vi.restoreAllMocks());

  /** The TXT record the screen tells the owner to add, and the CNAME record beside it. */
  async function recordsOf(owner: Owner): Promise<{ txt: DnsRecordToAdd; cname: DnsRecordToAdd }> {
    const [txt, cname] = (await getDomain(owner)).body.data.records;
    return { txt, cname };
  }

  it('starts empty, naming the host the CNAME record points at', async () => {
    const owner = await makeOwner();
    expect(await getDomain(owner)).toMatchObject({ status: 200, body: { data: NONE } });
  });

  it('saves a hostname lower-cased, without a pasted scheme, path or final dot; empty removes it', async () => {
    const owner = await makeOwner();
    const saved = { domain: 'shop.acme-valves.de', cnameTarget: CNAME_TARGET, status: 'pending' };
    for (const typed of [' Shop.Acme-Valves.DE ', 'https://shop.acme-valves.de/catalog', 'shop.acme-valves.de.']) {
      expect(await saveDomain(owner, typed), typed).toMatchObject({ status: 200, body: { data: saved } });
      expect((await getDomain(owner)).body.data).toMatchObject(saved);
    }
    expect((await saveDomain(owner, 'xn--mller-kva.de')).body.data.domain).toBe('xn--mller-kva.de');
    expect(await saveDomain(owner, ' ')).toMatchObject({ status: 200, body: { data: NONE } });
    expect((await getDomain(owner)).body.data).toMatchObject(NONE);
  });

  it('refuses what is no public hostname, and the site’s own host and the names under it, changing nothing', async () => {
    const owner = await makeOwner();
    await saveDomain(owner, 'catalog.acme.de');
    for (const [domain, code] of [
      ['localhost', 'invalid_domain'],
      ['not a domain.com', 'invalid_domain'],
      ['192.168.1.10', 'invalid_domain'],
      ['[::1]', 'invalid_domain'],
      ['127.0.0.1:8080', 'invalid_domain'],
      ['shop..acme.de', 'invalid_domain'],
      ['-shop.acme.de', 'invalid_domain'],
      ['shop_1.acme.de', 'invalid_domain'],
      [`${'a'.repeat(64)}.de`, 'invalid_domain'],
      [`${'abcdefghi.'.repeat(26)}de`, 'invalid_domain'],
      ['shop.acme.de:8080', 'invalid_domain'],
      [42, 'invalid_domain'],
      [undefined, 'required'],
      ['vitrine.test', 'domain_is_site'],
      ['HTTPS://Shop.Vitrine.Test', 'domain_is_site'],
      ['admin.vitrine.test', 'domain_is_site'],
      ['app.localhost', 'domain_not_public'],
      ['shop.local', 'domain_not_public'],
      ['printer.lan', 'domain_not_public'],
      ['erp.corp', 'domain_not_public'],
      ['metadata.internal', 'domain_not_public'],
      ['shop.example', 'domain_not_public'],
      ['router.home.arpa', 'domain_not_public'],
    ] as const) {
      expect(await saveDomain(owner, domain), String(domain)).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'domain', code }] },
      });
    }
    expect((await getDomain(owner)).body.data.domain).toBe('catalog.acme.de');
  });

  it('takes a claim of www.google.com as pending, with the records that would prove it, and proves nothing', async () => {
    const [squatter, another] = await Promise.all([makeOwner(), makeOwner()]);
    const claimed = await saveDomain(squatter, 'www.google.com');
    expect(claimed).toMatchObject({
      status: 200,
      body: {
        data: {
          domain: 'www.google.com',
          status: 'pending',
          reason: null,
          verifiedAt: null,
          records: [
            {
              type: 'TXT',
              name: '_vitrine-verification.www.google.com',
              value: expect.stringMatching(/^vitrine-verification=[\w-]{22}$/),
            },
            { type: 'CNAME', name: 'www.google.com', value: CNAME_TARGET },
          ],
        },
      },
    });
    expect(await checkDomain(squatter)).toMatchObject({
      status: 200,
      body: { data: { status: 'pending', reason: 'record_missing', checkedAt: expect.any(Number), verifiedAt: null } },
    });
    expect(resolver.asked).toEqual(['TXT _vitrine-verification.www.google.com']);
    // A pending claim reserves nothing: whoever really has the domain can still claim and prove it.
    const rival = await saveDomain(another, 'www.google.com');
    expect(rival.body.data.status).toBe('pending');
    expect(rival.body.data.records[0].value).not.toBe(claimed.body.data.records[0].value);
    expect(await lookup('www.google.com')).toMatchObject({ status: 404 });
  });

  it('verifies the domain once its TXT record is found; another value, none or a silent DNS keep it pending with why', async () => {
    const owner = await makeOwner();
    await saveDomain(owner, 'catalog.verify-me.com');
    const { txt } = await recordsOf(owner);

    expect((await checkDomain(owner)).body.data).toMatchObject({ status: 'pending', reason: 'record_missing' });
    resolver.set(txt.name, ['vitrine-verification=someone-elses-token', 'google-site-verification=abc']);
    expect((await checkDomain(owner)).body.data).toMatchObject({ status: 'pending', reason: 'record_mismatch' });

    resolver.add(txt);
    const before = Date.now();
    const verified = (await checkDomain(owner)).body.data;
    expect(verified).toMatchObject({ domain: 'catalog.verify-me.com', status: 'verified', reason: null });
    expect(verified.verifiedAt).toBeGreaterThanOrEqual(before);
    expect((await getDomain(owner)).body.data).toEqual(verified);
    expect(await lookup('catalog.verify-me.com')).toMatchObject({
      status: 200,
      body: { data: { supplierId: owner.supplier.name } },
    });

    // Saved again as it is, it stays verified; checked again, it is left as it is (no DNS asked).
    const asked = resolver.asked.length;
    expect((await saveDomain(owner, 'Catalog.Verify-Me.com')).body.data).toEqual(verified);
    expect((await checkDomain(owner)).body.data).toEqual(verified);
    expect(resolver.asked).toHaveLength(asked);

    // Another domain starts over, with a token of its own.
    const other = (await saveDomain(owner, 'shop.verify-me.com')).body.data;
    expect(other).toMatchObject({ status: 'pending', verifiedAt: null });
    expect(other.records[0].value).not.toBe(txt.value);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resolver.goDown();
    expect((await checkDomain(owner)).body.data).toMatchObject({ status: 'pending', reason: 'resolver_unavailable' });
  });

  it('belongs to the first catalogue to verify it: a claim of a verified domain is refused, a pending rival fails', async () => {
    const [first, late, rival] = await Promise.all([makeOwner(), makeOwner(), makeOwner()]);
    // Both claim; a claim proves nothing, so neither blocks the other.
    await saveDomain(first, 'catalog.theirs.com');
    await saveDomain(rival, 'catalog.theirs.com');
    resolver.add((await recordsOf(first)).txt);
    resolver.add((await recordsOf(rival)).txt);
    expect((await checkDomain(first)).body.data.status).toBe('verified');

    expect(await saveDomain(late, 'Catalog.Theirs.com')).toMatchObject({
      status: 409,
      body: { errors: [{ field: 'domain', code: 'domain_taken' }] },
    });
    expect((await getDomain(late)).body.data.domain).toBeNull();
    expect((await checkDomain(rival)).body.data).toMatchObject({ status: 'failed', reason: 'domain_taken' });
    expect(await lookup('catalog.theirs.com')).toMatchObject({ body: { data: { supplierId: first.supplier.name } } });

    // Once the first lets it go, the rival's record proves it.
    expect((await saveDomain(first, '')).status).toBe(200);
    expect((await checkDomain(rival)).body.data.status).toBe('verified');
    expect(await lookup('catalog.theirs.com')).toMatchObject({ body: { data: { supplierId: rival.supplier.name } } });
  });

  it('checks only a saved domain', async () => {
    const owner = await makeOwner();
    expect(await checkDomain(owner)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'domain', code: 'no_custom_domain' }] },
    });
  });

  it('is the owner’s session’s alone', async () => {
    const owner = await makeOwner();
    expect(await viaToken('domain', owner)).toMatchObject(OWNER_SESSION_REQUIRED);
    expect(await viaToken('domain', owner, { method: 'PATCH', body: { domain: 'a.example.com' } })).toMatchObject(
      OWNER_SESSION_REQUIRED,
    );
    expect(await viaToken('domain/check', owner, { method: 'POST', body: {} })).toMatchObject(OWNER_SESSION_REQUIRED);
    expect((await getDomain(owner)).body.data.domain).toBeNull();
  });

  it('GET common/supplier/domain/{name} resolves a verified domain, as well as the URL name, to the catalogue', async () => {
    const owner = await makeOwner();
    await saveDomain(owner, 'catalog.resolved.com');
    expect(await lookup('catalog.resolved.com')).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'name', code: 'supplier_not_found' }] },
    });
    resolver.add((await recordsOf(owner)).txt);
    await checkDomain(owner);
    const meta = {
      supplierId: owner.supplier.name,
      favicon: null,
      logo: null,
      mainColor: '#1f5fbf',
      secondColor: '#f2a516',
      metaDescription: '',
    };
    for (const address of [owner.supplier.name, 'catalog.resolved.com', 'Catalog.Resolved.COM']) {
      expect(await lookup(address), address).toMatchObject({ status: 200, body: { data: meta } });
    }
    expect(await lookup('catalog.nobody.com')).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'name', code: 'supplier_not_found' }] },
    });
    expect(await lookup('bad..domain')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'name', code: 'invalid_domain' }] },
    });
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, owner.supplier.id));
    expect(await lookup('catalog.resolved.com')).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'name', code: 'supplier_disable' }] },
    });
  });
});

describe('POST supplier/home/deregister: closing the catalogue', () => {
  const deleteAccount = (owner: Owner) =>
    callApi('/api/app/account/delete', { method: 'DELETE', body: { password: TEST_PASSWORD }, session: owner.session });
  const searchRows = (ids: number[]) =>
    env.DB.prepare(`select count(*) as n from product_search where rowid in (select value from json_each(?))`)
      .bind(JSON.stringify(ids))
      .first<{ n: number }>();

  it('deletes the catalogue with what is its own, leaves the account deletable and another catalogue whole', async () => {
    const [owner, other] = await Promise.all([makeOwner(), makeOwner()]);
    const [buyer, contact] = await Promise.all([makeUser(db()), makeUser(db())]);
    const ids = await makeProducts(db(), owner.supplier.id, [productFields(1), productFields(2)]);
    const otherIds = await makeProducts(db(), other.supplier.id, [productFields(1)]);
    await db().insert(companyContacts).values({ supplierId: owner.supplier.id, userId: contact.id, position: 0 });
    const follow = await callApi('/api/app/supplier/follow', {
      body: { supplierId: owner.supplier.name },
      session: await signIn(buyer.id),
    });
    expect(follow.status).toBe(200);
    const mediaKey = await storeTestImage();
    await db().update(suppliers).set({ logoKey: mediaKey }).where(eq(suppliers.id, owner.supplier.id));
    await home('domain', owner, { method: 'PATCH', body: { domain: 'closing.example.com' } });
    expect(await deleteAccount(owner)).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'account_delete_supplier_owner' }] },
    });
    expect(await searchRows(ids)).toEqual({ n: 2 });

    expect(await home('deregister', owner, { body: {} })).toMatchObject({ status: 200, body: { data: null } });

    expect(await db().query.suppliers.findFirst({ where: eq(suppliers.id, owner.supplier.id) })).toBeUndefined();
    expect(await db().select().from(products).where(inArray(products.id, ids))).toEqual([]);
    expect(await searchRows(ids)).toEqual({ n: 0 });
    expect(await db().select().from(companyContacts).where(eq(companyContacts.supplierId, owner.supplier.id))).toEqual(
      [],
    );
    expect(await db().select().from(supplierFollows).where(eq(supplierFollows.userId, buyer.id))).toEqual([]);
    expect(await callApi(`/api/common/supplier/detail/${owner.supplier.name}`)).toMatchObject({ status: 404 });
    expect(await callApi('/api/common/supplier/domain/closing.example.com')).toMatchObject({ status: 404 });
    // Media files stay: their content-hash keys may be another catalogue's too.
    expect((await callWorker(`/media/${mediaKey}`)).status).toBe(200);
    // The owner is signed in still, owns nothing, and may delete the account now.
    expect(await home('get', owner)).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'supplier_owner_required' }] },
    });
    expect(await deleteAccount(owner)).toMatchObject({ status: 200 });

    expect(await searchRows(otherIds)).toEqual({ n: 1 });
    expect(await home('get', other)).toMatchObject({ status: 200, body: { data: { name: other.supplier.name } } });
  });

  it('its pages are not served from the cache the next moment, even when another catalogue takes the name', async () => {
    const owner = await makeOwner();
    const storefront = `/${owner.supplier.name}`;
    expect((await callWorker(storefront)).headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
    const cached = await callWorker(storefront);
    expect(cached.headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    const oldPage = await cached.text();

    await home('deregister', owner, { body: {} });
    expect((await callWorker(storefront)).headers.get(PAGE_CACHE_HEADER)).toBe('BYPASS');

    // A new catalogue under the freed name starts at version 1 too: it gets pages of its own.
    const newcomer = await makeUser(db());
    const reopened = await callApi('/api/app/supplier/create', {
      body: { companyName: 'Newcomer Ltd', name: owner.supplier.name, country: 'SE', businessType: 'Trader' },
      session: await signIn(newcomer.id),
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    const fresh = await callWorker(storefront);
    expect(fresh.headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
    expect(await fresh.text()).not.toBe(oldPage);
  });

  it('is the owner’s session’s alone, and the ERP token dies with the catalogue', async () => {
    const owner = await makeOwner();
    expect(await viaToken('deregister', owner, { body: {} })).toMatchObject(OWNER_SESSION_REQUIRED);
    expect(await home('get', owner)).toMatchObject({ status: 200 });
    const token = await regenerateDeveloperToken(db(), owner.supplier.id);
    await home('deregister', owner, { body: {} });
    expect(await callApi('/api/supplier/home/get', { headers: { authorization: `Bearer ${token}` } })).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'developer_token_invalid' }] },
    });
  });

  it('closes the caller’s catalogue only', async () => {
    const [mine, theirs] = await Promise.all([makeOwner(), makeOwner()]);
    expect((await home('deregister', mine, { body: { supplierId: theirs.supplier.name } })).status).toBe(200);
    expect(await db().query.suppliers.findFirst({ where: eq(suppliers.id, theirs.supplier.id) })).toBeDefined();
    expect(await home('get', theirs)).toMatchObject({ status: 200 });
    expect(await db().query.suppliers.findFirst({ where: eq(suppliers.id, mine.supplier.id) })).toBeUndefined();
  });
});
