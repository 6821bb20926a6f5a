import { afterAll, describe, expect, it, vi } from 'vitest';
import { DRAIN_BYTES, MAX_FORM_BYTES, MAX_JSON_BODY_BYTES } from '#functions/api/request-input.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { registeredRoutes } from '#tests/worker/support/authorisation-world.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';
import { countedStream } from '#tests/worker/support/request-bodies.ts';
import { fakeRenderer } from '#tests/worker/support/pdf-renderer.ts';

// Every method × every registered /api route (the authorisation matrix's list) × odd path values ×
// malformed, chunked and oversized bodies × every kind of caller: nothing may answer 5xx (issues 10
// and 24). A 5xx is a crash a stranger can trigger at will. A method a path does not take meets the
// guards and the 404 only, so it gets a lighter round than the methods its handlers answer.

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** What a path parameter may be sent as: a real value (filled in per world), and nonsense. */
const ODD_SEGMENTS = ['abc', '0', '-1', '99999999999999999999', '%E0%A4%A', '%zz', 'x'.repeat(300), "a'%20or%201=1"];

const CHUNK = 16 * 1024;
/** A body that would go on for ever: whatever reads it must stop at a limit. */
const ENDLESS_BYTES = 4 * MAX_FORM_BYTES;
/** The most any route may pull from it: the form limit, what is drained past it, and the chunks a stream keeps ready. */
const MOST_READ = MAX_FORM_BYTES + DRAIN_BYTES + 2 * CHUNK;

type Body = { name: string; headers?: Record<string, string>; body?: () => BodyInit; pulled?: () => number };

/** The bodies every method that may carry one is tried with; each call gets fresh ones (a stream is read once). */
function bodies(): Body[] {
  const junkForm = new FormData();
  junkForm.set('supplierId', '\u0000');
  junkForm.set('files', new File([new Uint8Array([0, 1, 2])], '../../etc/passwd.png'));
  junkForm.set('medias', '[{"key":1}');
  const json = { 'content-type': 'application/json' };
  const endless = countedStream({ chunkBytes: CHUNK, totalBytes: ENDLESS_BYTES });
  return [
    { name: 'no body' },
    { name: 'broken JSON', headers: json, body: () => '{"productId":' },
    { name: 'wrong JSON', headers: json, body: () => '[{"$gt":0},null,1e999]' },
    { name: 'junk multipart', body: () => junkForm },
    { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: () => '--x\r\n' },
    { name: 'plain text', headers: { 'content-type': 'text/plain' }, body: () => 'productId=1&supplierId=demo' },
    {
      name: 'chunked JSON',
      headers: json,
      body: () => new Blob(['{"productId":1,"supplierId":"demo"}']).stream(),
    },
    { name: 'oversized JSON', headers: json, body: () => `{"content":"${'x'.repeat(MAX_JSON_BODY_BYTES)}"}` },
    {
      name: 'oversized chunked JSON',
      headers: json,
      body: () => countedStream({ chunkBytes: CHUNK, totalBytes: 4 * MAX_JSON_BODY_BYTES }).stream,
    },
    {
      name: 'endless chunked multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: () => endless.stream,
      pulled: endless.pulled,
    },
  ];
}

type Caller = { name: string; session?: string; headers: Record<string, string> };

/** A supplier with a product, and the callers: a visitor, a buyer, its owner, an administrator and its developer token. */
async function makeCallers() {
  const [owner, buyer, admin] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db(), { isAdmin: true })]);
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  const [productId] = await makeProducts(db(), supplier.id, [productFields(1)]);
  // One session and token per round: a call that ends them leaves the others answering 401, never 5xx.
  const callers: Caller[] = [
    { name: 'visitor', headers: {} },
    { name: 'buyer', session: await signIn(buyer.id), headers: {} },
    { name: 'owner', session: await signIn(owner.id), headers: {} },
    { name: 'admin', session: await signIn(admin.id), headers: {} },
    {
      name: 'developer',
      headers: { authorization: `Bearer ${await regenerateDeveloperToken(db(), supplier.id)}` },
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

/** Every path the API registers, with the methods its handlers answer (HEAD with GET). */
function registeredPaths(): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const route of registeredRoutes()) {
    const [method, path] = route.split(' ') as [string, string];
    const methods = paths.get(path) ?? new Set();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    paths.set(path, methods);
  }
  return paths;
}

describe('every route, every method, odd input', () => {
  afterAll(() => vi.restoreAllMocks());
  it('never answers 5xx, and never reads an endless body past its limit', { timeout: 600_000 }, async () => {
    // The PDF catalogue's renderer answers, as in production: a 503 from it would be no crash of ours.
    fakeRenderer();
    const problems: string[] = [];
    let calls = 0;
    const call = async (caller: Caller, method: string, url: string, body: Body) => {
      const sent = method === 'GET' || method === 'HEAD' ? undefined : body.body?.();
      const answer = await callApi(url, {
        inProcess: true,
        method,
        body: sent,
        session: caller.session,
        headers: { ...caller.headers, ...(sent === undefined ? {} : body.headers) },
      });
      calls++;
      const what = `${method} ${url} as ${caller.name}, ${body.name}`;
      if (answer.status >= 500) problems.push(`${answer.status} ${what}`);
      if (sent !== undefined && (body.pulled?.() ?? 0) > MOST_READ) problems.push(`read ${body.pulled!()} B: ${what}`);
    };

    const paths = registeredPaths();
    const shared = await makeCallers();
    for (const [index, [path, handled]] of [...paths].entries()) {
      const odd = fill(path, () => ODD_SEGMENTS[index % ODD_SEGMENTS.length]!);
      for (const method of METHODS) {
        if (!handled.has(method)) {
          // The guards and the 404: each caller once, with one of the bodies in turn.
          const url = fill(path, shared.realValue);
          await Promise.all(
            shared.callers.map((caller, turn) => {
              const options = bodies();
              return call(caller, method, url, options[(index + turn) % options.length]!);
            }),
          );
          continue;
        }
        // A handler: fresh callers (some calls end sessions, delete accounts or replace tokens), every
        // body on the real path, and the odd path with no body and a broken one.
        const { callers, realValue } = await makeCallers();
        const real = fill(path, realValue);
        await Promise.all(
          callers.flatMap((caller) => [
            ...bodies().map((body) => call(caller, method, real, body)),
            ...(odd === real
              ? []
              : bodies()
                  .slice(0, 2)
                  .map((body) => call(caller, method, odd, body))),
          ]),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(paths.size * METHODS.length * 5);
  });

  it('answers a page path that is not even valid percent-encoding with a quiet 400', async () => {
    for (const path of ['/demo/%zz', '/%E0%A4%A', '/demo/product/%/x']) {
      const answer = await callWorker(path);
      expect(answer.status, path).toBe(400);
      await answer.arrayBuffer();
    }
  });
});
