import { describe, expect, it } from 'vitest';
import { createApi } from '#functions/api/app.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';

// Every method × every registered /api route × odd path values × malformed bodies × every kind of
// caller: nothing may answer 5xx (issue 10). A 5xx is a crash a stranger can trigger at will.

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** What a path parameter may be sent as: a real value (filled in per world), and nonsense. */
const ODD_SEGMENTS = ['abc', '0', '-1', '99999999999999999999', '%E0%A4%A', '%zz', 'x'.repeat(300), "a'%20or%201=1"];

type Body = { name: string; headers?: Record<string, string>; body?: string | FormData };
const bodies = (): Body[] => {
  const junkForm = new FormData();
  junkForm.set('supplierId', '\u0000');
  junkForm.set('files', new File([new Uint8Array([0, 1, 2])], '../../etc/passwd.png'));
  junkForm.set('medias', '[{"key":1}');
  return [
    { name: 'no body' },
    { name: 'broken JSON', headers: { 'content-type': 'application/json' }, body: '{"productId":' },
    { name: 'wrong JSON', headers: { 'content-type': 'application/json' }, body: '[{"$gt":0},null,1e999]' },
    { name: 'junk multipart', body: junkForm },
    { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n' },
    { name: 'plain text', headers: { 'content-type': 'text/plain' }, body: 'productId=1&supplierId=demo' },
  ];
};

type Caller = { name: string; headers: () => Promise<Record<string, string>>; session?: () => Promise<string> };

function routeTemplates(): { method: string; path: string }[] {
  const routes = createApi().routes.filter((route) => route.method !== 'ALL');
  const paths = [...new Set(routes.map((route) => route.path))].sort();
  return paths.flatMap((path) => METHODS.map((method) => ({ method, path })));
}

/** A supplier with a product, its owner, a buyer and the supplier's developer token: the callers. */
async function makeCallers() {
  const [owner, buyer] = await Promise.all([makeUser(db()), makeUser(db())]);
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  const [productId] = await makeProducts(db(), supplier.id, [productFields(1)]);
  const callers: Caller[] = [
    { name: 'visitor', headers: async () => ({}) },
    { name: 'buyer', headers: async () => ({}), session: () => signIn(buyer.id) },
    { name: 'owner', headers: async () => ({}), session: () => signIn(owner.id) },
    {
      name: 'developer',
      headers: async () => ({ authorization: `Bearer ${await regenerateDeveloperToken(db(), supplier.id)}` }),
    },
  ];
  const realValue = (parameter: string) =>
    /name|supplier/i.test(parameter)
      ? supplier.name
      : /key/i.test(parameter)
        ? `${'0'.repeat(64)}.png`
        : String(productId);
  return { callers, realValue };
}

function fill(template: string, value: (parameter: string) => string): string {
  return template.replace(/:([A-Za-z]+)/g, (_, parameter: string) => value(parameter));
}

describe('every route, every method, odd input', () => {
  it('never answers 5xx', { timeout: 600_000 }, async () => {
    const crashes: string[] = [];
    let calls = 0;
    const templates = routeTemplates();
    for (const [index, { method, path }] of templates.entries()) {
      // Fresh callers per route: some calls end sessions, delete accounts or replace tokens.
      const { callers, realValue } = await makeCallers();
      const odd = ODD_SEGMENTS[index % ODD_SEGMENTS.length]!;
      const urls = [...new Set([fill(path, realValue), fill(path, () => odd)])];
      await Promise.all(
        callers.flatMap((caller) =>
          urls.flatMap((url) =>
            bodies().map(async ({ name, headers, body }) => {
              const sent = method === 'GET' || method === 'HEAD' ? undefined : body;
              const answer = await callApi(url, {
                method,
                body: sent,
                session: await caller.session?.(),
                headers: { ...(await caller.headers()), ...(sent === undefined ? {} : headers) },
              });
              calls++;
              if (answer.status >= 500) crashes.push(`${answer.status} ${method} ${url} as ${caller.name}, ${name}`);
            }),
          ),
        ),
      );
    }
    expect(crashes).toEqual([]);
    expect(calls).toBeGreaterThan(templates.length * 4);
  });

  it('answers a page path that is not even valid percent-encoding with a quiet 400', async () => {
    for (const path of ['/demo/%zz', '/%E0%A4%A', '/demo/product/%/x']) {
      const answer = await callWorker(path);
      expect(answer.status, path).toBe(400);
      await answer.arrayBuffer();
    }
  });
});
