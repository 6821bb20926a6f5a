import {
  createServer,
  request as sendRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_STATUS_HEADER, startCacheFront, type CacheFront } from '#functions/local/cache-front/cache-front.ts';
import {
  STAND_IN_PURGE_PATH,
  STAND_IN_PURGE_TOKEN_HEADER,
  STAND_IN_TALLY_PATH,
  type StandInTally,
} from '#functions/edge-cache/stand-in-addresses.ts';

// The Workers Cache stand-in between a client and a Worker (here a plain server that counts what
// reaches it): what the cache keeps, serves, revalidates and purges, as Cloudflare documents it.

type WorkerAnswer = { status?: number; headers?: OutgoingHttpHeaders; body?: string };
const TOKEN = 'purge-token-for-tests';

let answers: Record<string, (request: IncomingMessage) => WorkerAnswer> = {};
const reached: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
let worker: Server;
let front: CacheFront;
let origin: string;

beforeAll(async () => {
  worker = createServer((request, response) => {
    reached.push({ method: request.method!, url: request.url!, headers: request.headers });
    const path = new URL(request.url!, 'http://x').pathname;
    const answer = answers[path]?.(request) ?? { status: 404, body: 'none' };
    response.writeHead(answer.status ?? 200, answer.headers ?? {});
    response.end(request.method === 'HEAD' ? undefined : (answer.body ?? `${request.method} ${request.url}`));
  });
  worker.on('upgrade', (_request, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => worker.listen(0, '127.0.0.1', resolve));
  const workerPort = (worker.address() as AddressInfo).port;
  front = await startCacheFront({
    host: '127.0.0.1',
    port: 0,
    worker: { host: '127.0.0.1', port: workerPort },
    purgeToken: TOKEN,
  });
  origin = `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => front.server.close(resolve));
  await new Promise((resolve) => worker.close(resolve));
});

afterEach(() => {
  answers = {};
  reached.length = 0;
  front.store.purge({ purgeEverything: true });
  vi.useRealTimers();
});

/** How many requests for this path reached the Worker. */
const reachedWorker = (path: string) => reached.filter((request) => request.url.startsWith(path)).length;

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  return { response, status: response.headers.get(CACHE_STATUS_HEADER), body: await response.text() };
}

function purge(options: object, token = TOKEN) {
  return fetch(`${origin}${STAND_IN_PURGE_PATH}`, {
    method: 'POST',
    headers: { [STAND_IN_PURGE_TOKEN_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
}

let version = 0;
/** A page the Worker marks for the edge: an hour there, revalidated by browsers, tagged. */
function taggedPage(tags: string) {
  return (): WorkerAnswer => ({
    headers: {
      'cache-control': 'no-cache',
      'cloudflare-cdn-cache-control': 'max-age=3600',
      'cache-tag': tags,
      etag: '"page"',
      'content-type': 'text/html',
    },
    body: `page version ${++version}`,
  });
}

describe('the Workers Cache stand-in', () => {
  it('answers a stored page without the Worker, and without the headers only the edge reads', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    const first = await get('/demo');
    const second = await get('/demo');
    expect([first.status, second.status]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(reachedWorker('/demo')).toBe(1);
    expect(second.response.headers.get('cache-tag')).toBeNull();
    expect(second.response.headers.get('cloudflare-cdn-cache-control')).toBeNull();
    expect(second.response.headers.get('cache-control')).toBe('no-cache');
    expect(Number(second.response.headers.get('age'))).toBeGreaterThanOrEqual(0);
  });

  it('tallies the answers it gave itself and those the Worker gave, for the benchmark', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    const tallied = async () => (await fetch(`${origin}${STAND_IN_TALLY_PATH}`)).json() as Promise<StandInTally>;
    const before = await tallied();
    for (let visit = 0; visit < 3; visit++) await get('/demo');
    await fetch(`${origin}/api/save`, { method: 'POST', body: 'x' }).then((answer) => answer.text());
    const after = await tallied();
    expect(after.answeredFromCache - before.answeredFromCache).toBe(2);
    expect(after.passedToWorker - before.passedToWorker).toBe(2);
    expect(after.passedToWorker - before.passedToWorker).toBe(reached.length);
  });

  it('keys by path and query as sent, not by host', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    await get('/demo?page=2');
    expect((await get('/demo?page=2', { headers: { 'x-test-host': 'b' } })).status).toBe('HIT');
    expect((await get('/demo?page=3')).status).toBe('MISS');
    const otherHost = await new Promise<string | undefined>((resolve) => {
      const url = new URL(`${origin}/demo?page=2`);
      sendRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host: 'shop.example' } },
        (answer) => {
          answer.resume();
          resolve(answer.headers[CACHE_STATUS_HEADER] as string | undefined);
        },
      ).end();
    });
    expect(otherHost).toBe('HIT');
  });

  it('purges by tag, case-insensitively, and only what carries the tag', async () => {
    answers['/demo'] = taggedPage('supplier-1,product-7');
    answers['/other'] = taggedPage('supplier-2');
    await get('/demo');
    await get('/other');
    expect((await purge({ tags: ['SUPPLIER-1'] })).status).toBe(200);
    expect((await get('/demo')).status).toBe('MISS');
    expect((await get('/other')).status).toBe('HIT');
    await purge({ tags: ['product-7'] });
    expect((await get('/demo')).status).toBe('MISS');
  });

  it('purges by path prefix and everything', async () => {
    answers['/demo'] = taggedPage('a');
    answers['/demo/product/1'] = taggedPage('b');
    answers['/other'] = taggedPage('c');
    for (const path of ['/demo', '/demo/product/1', '/other']) await get(path);
    await purge({ pathPrefixes: ['demo/product'] });
    expect((await get('/demo/product/1')).status).toBe('MISS');
    expect((await get('/demo')).status).toBe('HIT');
    await purge({ purgeEverything: true });
    expect((await get('/other')).status).toBe('MISS');
  });

  it('refuses a purge without the Worker’s token', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    await get('/demo');
    expect((await purge({ tags: ['supplier-1'] }, 'guess')).status).toBe(403);
    expect((await get('/demo')).status).toBe('HIT');
  });

  it('never stores no-store, private, Vary: * or a Set-Cookie the directive does not leave out', async () => {
    const cases: Record<string, OutgoingHttpHeaders> = {
      '/no-store': { 'cache-control': 'no-store' },
      '/private': { 'cache-control': 'private, max-age=600' },
      '/vary-star': { 'cache-control': 'max-age=600', vary: '*' },
      '/cookie': { 'cache-control': 'max-age=600', 'set-cookie': 'a=1' },
      '/edge-says-no': { 'cache-control': 'max-age=600', 'cloudflare-cdn-cache-control': 'no-store' },
    };
    for (const [path, headers] of Object.entries(cases)) {
      answers[path] = () => ({ headers });
      expect([(await get(path)).status, (await get(path)).status], path).toEqual(['BYPASS', 'BYPASS']);
      expect(reachedWorker(path), path).toBe(2);
    }
  });

  it('stores a page with its cookie left out when no-cache="set-cookie" says so; the first visitor keeps it', async () => {
    answers['/cookie'] = () => ({
      headers: { 'cache-control': 'max-age=600, no-cache="set-cookie"', 'set-cookie': 'XSRF-TOKEN=abc; Path=/' },
    });
    const first = await get('/cookie');
    const second = await get('/cookie');
    expect(first.response.headers.get('set-cookie')).toContain('XSRF-TOKEN=abc');
    expect(second.status).toBe('HIT');
    expect(second.response.headers.get('set-cookie')).toBeNull();
  });

  it('guesses lifetimes by status when a response names none, as Cloudflare does', async () => {
    answers['/plain'] = () => ({ headers: { 'content-type': 'application/json' }, body: '{}' });
    answers['/redirect'] = () => ({ status: 302, headers: { location: '/x' } });
    answers['/missing'] = () => ({ status: 404 });
    answers['/failing'] = () => ({ status: 500 });
    await get('/plain');
    expect((await get('/plain')).status).toBe('HIT');
    await get('/missing');
    expect((await get('/missing')).status).toBe('HIT');
    await get('/redirect', { redirect: 'manual' });
    expect((await get('/redirect', { redirect: 'manual' })).status).toBe('BYPASS');
    await get('/failing');
    expect((await get('/failing')).status).toBe('BYPASS');
  });

  it('keeps one copy per value of a header the response varies on', async () => {
    answers['/lang'] = (request) => ({
      headers: { 'cache-control': 'max-age=600', vary: 'Accept-Language' },
      body: `in ${request.headers['accept-language']}`,
    });
    const english = await get('/lang', { headers: { 'accept-language': 'en' } });
    const swedish = await get('/lang', { headers: { 'accept-language': 'sv' } });
    expect([english.status, swedish.status]).toEqual(['MISS', 'MISS']);
    const again = await get('/lang', { headers: { 'accept-language': 'sv' } });
    expect([again.status, again.body]).toEqual(['HIT', 'in sv']);
    expect((await get('/lang', { headers: { 'accept-language': 'en' } })).body).toBe('in en');
  });

  it('lets a copy age out, then revalidates it with the Worker: 304 keeps it, 200 replaces it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let changed = false;
    answers['/aging'] = (request) =>
      !changed && request.headers['if-none-match'] === '"v1"'
        ? { status: 304, headers: { 'cache-control': 'max-age=60', etag: '"v1"' } }
        : {
            headers: { 'cache-control': 'max-age=60', etag: changed ? '"v2"' : '"v1"' },
            body: changed ? 'two' : 'one',
          };
    await get('/aging');
    vi.setSystemTime(Date.now() + 61_000);
    expect(await get('/aging').then(({ status, body }) => [status, body])).toEqual(['REVALIDATED', 'one']);
    expect((await get('/aging')).status).toBe('HIT');
    vi.setSystemTime(Date.now() + 61_000);
    changed = true;
    expect(await get('/aging').then(({ status, body }) => [status, body])).toEqual(['EXPIRED', 'two']);
  });

  it('keeps one copy per host when the response varies by host, though the host is not in the key', async () => {
    answers['/shop'] = (request) => ({
      headers: { 'cloudflare-cdn-cache-control': 'max-age=600', vary: 'host' },
      body: `for ${request.headers.host}`,
    });
    const atHost = (host: string) =>
      new Promise<[string | undefined, string]>((resolve) => {
        const url = new URL(`${origin}/shop`);
        sendRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () => resolve([answer.headers[CACHE_STATUS_HEADER] as string | undefined, body]));
        }).end();
      });
    expect(await atHost('site.example')).toEqual(['MISS', 'for site.example']);
    expect(await atHost('shop.example')).toEqual(['MISS', 'for shop.example']);
    expect(await atHost('site.example')).toEqual(['HIT', 'for site.example']);
    expect(await atHost('shop.example')).toEqual(['HIT', 'for shop.example']);
  });

  it('refreshes a revalidated copy by the edge’s own header, not the browser’s no-cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answers['/edge'] = (request) =>
      request.headers['if-none-match'] === '"e1"'
        ? {
            status: 304,
            headers: { 'cache-control': 'no-cache', 'cloudflare-cdn-cache-control': 'max-age=60', etag: '"e1"' },
          }
        : { headers: { 'cache-control': 'no-cache', 'cloudflare-cdn-cache-control': 'max-age=60', etag: '"e1"' } };
    await get('/edge');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get('/edge')).status).toBe('REVALIDATED');
    expect((await get('/edge')).status).toBe('HIT');
    expect(reachedWorker('/edge')).toBe(2);
  });

  it('answers a browser’s revalidation of a stored page with 304, from the cache', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    await get('/demo');
    const revalidated = await fetch(`${origin}/demo`, { headers: { 'if-none-match': '"page"' } });
    expect([revalidated.status, revalidated.headers.get(CACHE_STATUS_HEADER)]).toEqual([304, 'HIT']);
    expect(reachedWorker('/demo')).toBe(1);
  });

  it('fetches a cold HEAD as a GET, so the copy serves both', async () => {
    answers['/demo'] = taggedPage('supplier-1');
    const head = await fetch(`${origin}/demo`, { method: 'HEAD' });
    expect([head.headers.get(CACHE_STATUS_HEADER), await head.text()]).toEqual(['MISS', '']);
    expect(reached.map((request) => request.method)).toEqual(['GET']);
    expect((await get('/demo')).status).toBe('HIT');
  });

  it('passes writes, ranges and sockets to the Worker every time', async () => {
    answers['/api/save'] = () => ({ headers: { 'cache-control': 'max-age=600' } });
    const write = () => fetch(`${origin}/api/save`, { method: 'POST', body: 'x' });
    expect((await write()).headers.get(CACHE_STATUS_HEADER)).toBe('DYNAMIC');
    await write();
    expect(reachedWorker('/api/save')).toBe(2);
    answers['/media'] = () => ({ headers: { 'cache-control': 'max-age=600' } });
    expect((await get('/media', { headers: { range: 'bytes=0-1' } })).status).toBe('BYPASS');

    const echoed = await new Promise<string>((resolve, reject) => {
      const url = new URL(origin);
      sendRequest({
        host: url.hostname,
        port: url.port,
        path: '/socket.io/',
        headers: { connection: 'Upgrade', upgrade: 'echo' },
      })
        .on('upgrade', (_answer, socket) => {
          socket.once('data', (data) => {
            resolve(data.toString());
            socket.destroy();
          });
          socket.write('ping');
        })
        .on('error', reject)
        .end();
    });
    expect(echoed).toBe('ping');
  });
});
