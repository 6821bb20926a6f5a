import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import {
  findCatalogueAtDomain,
  saveCustomDomain,
  type DomainChecks,
} from '#functions/domain/suppliers/custom-domain.ts';
import { checkCustomDomain } from '#functions/domain/suppliers/verify-custom-domain.ts';
import { customHostnamesApi } from '#functions/lib/domains/custom-hostnames-api.ts';
import { dnsTxtLookup } from '#functions/lib/domains/dns-txt-lookup.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, unique } from '#tests/worker/support/factories.ts';
import { fakeResolver } from '#tests/worker/support/fake-resolver.ts';

// Issue 24 item 6 in production: with CUSTOM_HOSTNAMES_* configured, a domain whose TXT record is
// found is added to the zone as a Cloudflare for SaaS custom hostname, and serves once Cloudflare
// has it active with its certificate. Cloudflare is played by a fake on the fetch the API is given
// (the real one is on the internet), answering as its API documents.

const CONFIG = { zoneId: 'zone0123', apiToken: 'saas-token-secret' };
const SITE_HOST = 'vitrine.test';

type FakeHostname = { id: string; hostname: string; status: string; ssl: string; removed: boolean };

/** Cloudflare's custom hostnames API (only what the check calls), with every request it took. */
function fakeCloudflare() {
  const hostnames = new Map<string, FakeHostname>();
  const requests: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  let failing = false;
  const ok = (hostname: FakeHostname) =>
    Response.json({
      success: true,
      errors: [],
      messages: [],
      result: {
        id: hostname.id,
        hostname: hostname.hostname,
        status: hostname.status,
        ssl: { status: hostname.ssl, method: 'http', type: 'dv' },
        ownership_verification: { type: 'txt', name: `_cf-custom-hostname.${hostname.hostname}`, value: 'uuid' },
        verification_errors: hostname.status === 'pending' ? ['custom hostname does not CNAME to this zone.'] : [],
      },
    });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { hostname: host, pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : null;
    requests.push({
      method: request.method,
      path: pathname,
      authorization: request.headers.get('authorization'),
      body,
    });
    const base = `/client/v4/zones/${CONFIG.zoneId}/custom_hostnames`;
    if (host !== 'api.cloudflare.com' || !pathname.startsWith(base)) return new Response('no', { status: 404 });
    if (request.headers.get('authorization') !== `Bearer ${CONFIG.apiToken}`)
      return new Response('{}', { status: 403 });
    if (failing) return new Response('upstream error', { status: 500 });
    if (pathname === base && request.method === 'POST') {
      const { hostname } = body as { hostname: string };
      if ([...hostnames.values()].some((known) => known.hostname === hostname && !known.removed))
        return Response.json(
          { success: false, errors: [{ code: 1406, message: 'Duplicate custom hostname found.' }], result: null },
          { status: 409 },
        );
      const created = { id: crypto.randomUUID(), hostname, status: 'pending', ssl: 'initializing', removed: false };
      hostnames.set(created.id, created);
      return ok(created);
    }
    const known = hostnames.get(pathname.slice(base.length + 1));
    if (!known || known.removed)
      return Response.json({ success: false, errors: [{ code: 1436 }], result: null }, { status: 404 });
    if (request.method === 'DELETE') {
      known.removed = true;
      return Response.json({ success: true, result: { id: known.id } });
    }
    return ok(known);
  }) as typeof fetch;
  return {
    hostnames,
    requests,
    fetcher,
    /** What Cloudflare says of the hostname now (the CNAME record found, the certificate issued…). */
    has(hostname: string, state: Partial<FakeHostname>) {
      Object.assign(
        [...hostnames.values()].find((known) => known.hostname === hostname && !known.removed)!,
        state,
      );
    },
    fail() {
      failing = true;
    },
  };
}

/** A catalogue, the DNS it sees and the Cloudflare zone, as the production Worker has them. */
async function production() {
  const supplier = await makeSupplier(db());
  const resolver = fakeResolver();
  const cloudflare = fakeCloudflare();
  const checks: DomainChecks = {
    txtRecords: dnsTxtLookup(env.DOMAIN_RESOLVER_URL, resolver.fetcher),
    hostnames: customHostnamesApi(CONFIG, cloudflare.fetcher),
  };
  const claim = async (domain: string) => {
    const settings = await saveCustomDomain(db(), checks, supplier.id, domain, SITE_HOST);
    return settings.records[0]!;
  };
  const check = () => checkCustomDomain(db(), checks, supplier.id, SITE_HOST);
  return { supplier, resolver, cloudflare, checks, claim, check };
}

describe('a catalogue’s own domain on Cloudflare for SaaS', () => {
  it('asks Cloudflare for nothing until the TXT record proves the domain: a squatter never reaches it', async () => {
    const { cloudflare, claim, check } = await production();
    await claim('www.google.com');
    expect(await check()).toMatchObject({ status: 'pending', reason: 'record_missing' });
    expect(cloudflare.requests).toEqual([]);
  });

  it('adds the proven domain as a custom hostname, and serves it once Cloudflare has it and its certificate active', async () => {
    const { supplier, resolver, cloudflare, claim, check } = await production();
    const domain = `${unique('shop')}.example.com`;
    resolver.add(await claim(domain));

    expect(await check()).toMatchObject({ status: 'pending', reason: 'hostname_pending', verifiedAt: null });
    expect(cloudflare.requests).toEqual([
      {
        method: 'POST',
        path: `/client/v4/zones/${CONFIG.zoneId}/custom_hostnames`,
        authorization: `Bearer ${CONFIG.apiToken}`,
        body: { hostname: domain, ssl: { method: 'http', type: 'dv' } },
      },
    ]);
    expect(await findCatalogueAtDomain(db(), domain)).toBeNull();

    // The CNAME record is in place: the hostname is active, its certificate not yet.
    cloudflare.has(domain, { status: 'active', ssl: 'pending_validation' });
    const asked = resolver.asked.length;
    expect(await check()).toMatchObject({ status: 'pending', reason: 'hostname_pending' });
    // The same custom hostname is read again, DNS is not asked again.
    expect(cloudflare.requests.at(-1)).toMatchObject({ method: 'GET' });
    expect(resolver.asked).toHaveLength(asked);

    cloudflare.has(domain, { ssl: 'active' });
    expect(await check()).toMatchObject({ status: 'verified', reason: null, verifiedAt: expect.any(Number) });
    expect(await findCatalogueAtDomain(db(), domain)).toEqual({ name: supplier.name });
  });

  it('removes the custom hostname when the owner removes or changes the domain', async () => {
    const { resolver, cloudflare, claim, check } = await production();
    const domain = `${unique('moving')}.example.com`;
    resolver.add(await claim(domain));
    await check();
    const [created] = cloudflare.hostnames.values();

    resolver.add(await claim(`${unique('next')}.example.com`));
    expect(created!.removed).toBe(true);
    await check();
    const next = [...cloudflare.hostnames.values()].find((known) => !known.removed)!;
    await claim('');
    expect(next.removed).toBe(true);
  });

  it('fails the domain Cloudflare has for someone else, or refuses; starts over when the hostname is gone', async () => {
    const first = await production();
    const second = await production();
    // One zone, as in production.
    second.checks.hostnames = first.checks.hostnames;
    const domain = `${unique('both')}.example.com`;
    first.resolver.add(await first.claim(domain));
    second.resolver.add(await second.claim(domain));
    await first.check();
    expect(await second.check()).toMatchObject({ status: 'failed', reason: 'domain_taken' });

    first.cloudflare.has(domain, { status: 'blocked' });
    expect(await first.check()).toMatchObject({ status: 'failed', reason: 'hostname_refused' });
    const [blocked] = first.cloudflare.hostnames.values();
    blocked!.removed = true;
    expect(await first.check()).toMatchObject({ status: 'failed', reason: 'hostname_refused' });
    // Gone from Cloudflare: the next check proves the domain again and adds it anew.
    expect(await first.check()).toMatchObject({ status: 'pending', reason: 'hostname_pending' });
    expect([...first.cloudflare.hostnames.values()].filter((known) => !known.removed)).toHaveLength(1);
  });

  it('answers that the domain service is unavailable when Cloudflare fails, without its token in the log', async () => {
    const { resolver, cloudflare, claim, check } = await production();
    resolver.add(await claim(`${unique('down')}.example.com`));
    cloudflare.fail();
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      await expect(check()).rejects.toMatchObject({
        kind: 'unavailable',
        errors: [{ field: 'domain', code: 'domain_service_unavailable' }],
      });
      expect(JSON.stringify(logged)).toContain('answered 500');
      expect(JSON.stringify(logged)).not.toContain(CONFIG.apiToken);
    } finally {
      spy.mockRestore();
    }
  });
});
