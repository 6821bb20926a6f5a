import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, callWorker, db, ORIGIN, SESSION_COOKIE, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { fakeResolver, type FakeResolver } from '#tests/worker/support/fake-resolver.ts';
import { sendView, settledTotals } from '#tests/worker/support/view-beacon.ts';

// README "Domain" (issue 24 item 6): a catalogue's own domain serves once its owner proved it with
// the TXT record, and then only that catalogue's public side: its storefront (at the root), its
// product, company and posts pages, media, the public GET calls and the pages' view beacon. Every
// other page goes to the site's origin, every other call and the chat's socket are refused, and no
// answer sets a cookie.
// (The stand-in renderer of tests/worker/support/test-worker.ts says which path it rendered.)

type Owner = { session: string; supplier: { id: number; name: string } };

const at = (url: string, init?: RequestInit) => exports.default.fetch(new Request(url, init));

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { session: await signIn(id), supplier };
}

let resolver: FakeResolver;
beforeEach(() => {
  resolver = fakeResolver();
  resolver.serve();
});
afterEach(() => vi.restoreAllMocks());

const claim = (owner: Owner, domain: string) =>
  callApi('/api/supplier/home/domain', { method: 'PATCH', body: { domain }, session: owner.session });

/** The owner claims the domain, adds the TXT record the Domain screen shows, and checks it. */
async function verifyDomain(owner: Owner, domain: string): Promise<void> {
  const [txt] = (await claim(owner, domain)).body.data.records;
  resolver.add(txt);
  const checked = await callApi('/api/supplier/home/domain/check', {
    method: 'POST',
    body: {},
    session: owner.session,
  });
  expect(checked.body.data.status).toBe('verified');
}

describe("a catalogue's own domain", () => {
  it('serves nothing of the catalogue while only claimed: its root is the site’s home, as for any unknown host', async () => {
    const owner = await makeOwner();
    const domain = `${unique('claimed')}.example.com`;
    expect((await claim(owner, domain)).body.data.status).toBe('pending');
    expect(await (await at(`https://${domain}/`)).text()).toMatch(/of \/$/);
    await callApi('/api/supplier/home/domain/check', { method: 'POST', body: {}, session: owner.session });
    expect(await (await at(`https://${domain}/`)).text()).toMatch(/of \/$/);
  });

  it('a host that is neither the site’s nor a verified domain sends pages to the site and refuses calls, never signing in there', async () => {
    const owner = await makeOwner();
    const claimed = `${unique('claimed')}.example.com`;
    await claim(owner, claimed);
    for (const host of [claimed, 'www.google.com', 'closed-catalogue.example.org']) {
      const page = await at(`https://${host}/account/login?next=%2Fmy`, { redirect: 'manual' });
      expect(page.status, host).toBe(302);
      expect(page.headers.get('location'), host).toBe(`${ORIGIN}/account/login?next=%2Fmy`);
      expect(page.headers.getSetCookie(), host).toEqual([]);
      const login = await at(`https://${host}/api/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@vitrine.test', password: 'Secret-pass-1', captcha: 'TEST42' }),
      });
      expect(login.status, host).toBe(421);
      expect(await login.json(), host).toMatchObject({ errors: [{ code: 'host_not_served' }] });
      expect(login.headers.getSetCookie(), host).toEqual([]);
      const socket = await at(`https://${host}/socket.io/?EIO=4&transport=websocket`, {
        headers: { upgrade: 'websocket', cookie: `${SESSION_COOKIE}=${owner.session}` },
      });
      expect(socket.status, host).toBe(421);
    }
  });

  it('once verified, opens the catalogue at its root and serves its public pages, files and calls, without a cookie', async () => {
    const owner = await makeOwner();
    const domain = `${unique('shop')}.example.com`;
    await verifyDomain(owner, domain);
    const { name } = owner.supplier;

    for (const [path, rendered] of [
      ['/?tab=1', `/${name}?tab=1`],
      [`/${name}`, `/${name}`],
      [`/${name}/product/1/valve`, `/${name}/product/1/valve`],
      [`/${name}/company/${name}/about`, `/${name}/company/${name}/about`],
      [`/${name}/posts`, `/${name}/posts`],
      ['/404', '/404'],
    ]) {
      const page = await at(`https://${domain}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${owner.session}` } });
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain(`of ${rendered}`);
      expect(page.headers.getSetCookie(), path).toEqual([]);
    }
    const call = await at(`https://${domain}/api/common/supplier/detail/${name}`);
    expect(call.status).toBe(200);
    expect(await call.json()).toMatchObject({ success: true, data: { id: name } });
    expect(call.headers.getSetCookie()).toEqual([]);
    // A file the pages show: not sent away (this one does not exist).
    expect((await at(`https://${domain}/media/${'0'.repeat(64)}.png`)).status).toBe(404);
    // The same host with the final dot DNS allows.
    expect(await (await at(`https://${domain}./`)).text()).toContain(`of /${name}`);
    // On the site's own host the same call carries the anti-forgery cookie as always (the pages the
    // edge keeps carry none anywhere).
    expect((await callWorker(`/api/common/supplier/detail/${name}`)).headers.getSetCookie()).not.toEqual([]);
  });

  it('takes the view beacon its pages send to it, and counts the view, without a cookie', async () => {
    const owner = await makeOwner();
    const domain = `${unique('counted')}.example.com`;
    await verifyDomain(owner, domain);
    const view = { supplierId: owner.supplier.id, page: 'storefront', productId: null } as const;
    const beacon = await sendView(view, {}, `https://${domain}`);
    expect(beacon.status).toBe(204);
    expect(beacon.headers.getSetCookie()).toEqual([]);
    expect((await settledTotals(owner.supplier.id, 1)).views).toBe(1);
  });

  it('sends accounts, the workspace, the admin area, My catalogue and other catalogues to the site', async () => {
    const [owner, other] = await Promise.all([makeOwner(), makeOwner()]);
    const domain = `${unique('only')}.example.com`;
    await verifyDomain(owner, domain);
    const signedIn = { cookie: `${SESSION_COOKIE}=${owner.session}` };

    for (const path of [
      '/account/login',
      '/account/register?next=%2Fmanage',
      '/manage',
      '/manage/products',
      '/admin',
      '/admin/users',
      '/my',
      '/my/suppliers',
      `/${owner.supplier.name}/app?bind=x`,
      `/${other.supplier.name}`,
      `/${other.supplier.name}/product/1/valve`,
      '/developers/api',
      '//elsewhere.example/login',
    ]) {
      const answer = await at(`https://${domain}${path}`, { headers: signedIn, redirect: 'manual' });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location'), path).toBe(`${ORIGIN}${path}`);
      expect(answer.headers.getSetCookie(), path).toEqual([]);
    }
    const posted = await at(`https://${domain}/account/login`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${ORIGIN}/account/login`);
  });

  it('refuses login, every signed-in call and the chat’s socket, session or not, and sets no cookie', async () => {
    const owner = await makeOwner();
    const domain = `${unique('api')}.example.com`;
    await verifyDomain(owner, domain);
    const refused = { success: false, errors: [{ field: '', code: 'custom_domain_public_only' }] };

    for (const [method, path] of [
      ['POST', '/api/login'],
      ['POST', '/api/register'],
      ['GET', '/api/current'],
      ['POST', '/api/logout'],
      ['GET', '/api/app/account/current'],
      ['POST', '/api/app/supplier/follow'],
      ['GET', '/api/supplier/home/get'],
      ['PATCH', '/api/supplier/home/domain'],
      ['GET', '/api/supplier/home/captcha'],
      ['POST', '/api/admin/user/pager'],
      ['POST', '/api/my/invited-user/pager'],
      ['POST', '/api/common/supplier/note'],
      ['GET', '/api/common/polyv/sign'],
      ['POST', '/api/common/search/product/suggestion'],
      ['GET', '/api/openapi.json'],
      ['GET', '/socket.io/?EIO=4&transport=websocket'],
    ]) {
      const answer = await at(`https://${domain}${path}`, {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${owner.session}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ email: 'a@b.c', password: 'x' }),
      });
      expect(answer.status, `${method} ${path}`).toBe(421);
      expect(await answer.json(), `${method} ${path}`).toEqual(refused);
      expect(answer.headers.getSetCookie(), `${method} ${path}`).toEqual([]);
    }
  });

  it('stops serving once the owner removes it, and the site’s own root and unknown hosts stay the site’s home', async () => {
    const owner = await makeOwner();
    const domain = `${unique('gone')}.example.com`;
    await verifyDomain(owner, domain);
    expect(await (await at(`https://${domain}/`)).text()).toContain(`of /${owner.supplier.name}`);
    await claim(owner, '');
    expect(await (await at(`https://${domain}/`)).text()).toMatch(/of \/$/);

    expect(await (await callWorker('/')).text()).toMatch(/of \/$/);
    expect(await (await at(`https://${unique('nobody')}.example.org/`)).text()).toMatch(/of \/$/);
  });
});
