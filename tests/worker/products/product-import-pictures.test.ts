import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importProducts } from '#functions/domain/catalogue/import-products.ts';
import { tokenEditor } from '#tests/worker/support/catalogue-editor.ts';
import { PICTURE_FETCHES_PER_HOUR } from '#functions/domain/catalogue/import-pictures.ts';
import { fetchPublicFile } from '#functions/lib/fetch-public-file.ts';
import { countEvent } from '#functions/lib/rate-limit.ts';
import { db, ORIGIN } from '#tests/worker/support/call-worker.ts';
import { pictureFile } from '#tests/worker/support/form-call.ts';
import { PICTURE_ADDRESSES_PER_CALL } from '#src/shared/product-import.ts';
import { MAX_PROFILE_IMAGE_BYTES } from '#src/shared/uploads.ts';
import { makeOwner, productCall, type Caller } from './owners.ts';

// The Images column's addresses elsewhere: the Worker fetches them for whoever imports, so it
// fetches only public https hosts (each redirect checked again), at most PICTURE_ADDRESSES_PER_CALL
// a call and PICTURE_FETCHES_PER_HOUR an hour per supplier, reads at most a picture's 800 KB, and
// answers one fault code whatever went wrong, so the answer tells nothing of what an address is.

const importCall = (who: Caller, rows: unknown[], dryRun = false) =>
  productCall('import', who, { body: { dryRun, rows } });

const NOT_FETCHED = 'image_not_fetched';

type Site = (request: Request) => Response | Promise<Response>;

/**
 * The internet as the Worker's fetch sees it: the sites by address, every address asked for, and
 * redirects followed (20 at most) unless the caller asks for them by hand, as the runtime's fetch does. An
 * address no site answers fails as a name that does not resolve.
 */
function fakeInternet(sites: Record<string, Site>): string[] {
  const asked: string[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit, hops = 0): Promise<Response> => {
    const request = new Request(input, init);
    asked.push(request.url);
    const site = sites[request.url];
    if (!site) throw new TypeError('Network connection lost.');
    const response = await site(request);
    const location = response.headers.get('location');
    if (request.redirect !== 'manual' && location && response.status >= 300 && response.status < 400) {
      if (hops === 20) throw new TypeError('Too many redirects.');
      return answer(new URL(location, request.url).toString(), init, hops + 1);
    }
    return response;
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => answer(input, init));
  return asked;
}

const picture = (label: string) => () =>
  new Response(pictureFile(`${label}.jpg`, 'jpg', label), { headers: { 'content-type': 'image/jpeg' } });
const redirectTo =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

/** A row per address, lines from 2. */
const rowsOf = (addresses: string[]) =>
  addresses.map((address, index) => ({
    line: index + 2,
    modelNumber: `PIC-${index}`,
    productName: `Pictured ${index}`,
    images: [address],
  }));

const faultsOn = (count: number, code = NOT_FETCHED) =>
  Array.from({ length: count }, (_, index) => ({ line: index + 2, column: 'images', code }));

/**
 * A site answering a body of `total` bytes in 64 KB chunks, announced as a kilobyte, counting how
 * much of it was read. The body is made when asked for, in the request that reads it.
 */
function hugeBody(total: number, kind: 'plain' | 'gzip') {
  const read = { bytes: 0 };
  const site = () => {
    const chunk = new Uint8Array(64 * 1024);
    chunk.set([0xff, 0xd8, 0xff, 0xe0]);
    let sent = 0;
    const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    });
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(bytes, controller) {
        read.bytes += bytes.byteLength;
        controller.enqueue(bytes);
      },
    });
    // The runtime's fetch hands a gzip body over decompressed: the bomb arrives at full size.
    const body = (
      kind === 'gzip'
        ? source.pipeThrough(new CompressionStream('gzip')).pipeThrough(new DecompressionStream('gzip'))
        : source
    ).pipeThrough(counter);
    return new Response(body, { headers: { 'content-type': 'image/jpeg', 'content-length': '1024' } });
  };
  return { site, read };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('picture addresses elsewhere', () => {
  it('are fetched and stored at import only; an address that fails is a fault on its row', async () => {
    const owner = await makeOwner();
    const asked = fakeInternet({ 'https://cdn.example/photo.jpg': picture('photo') });
    const rows = rowsOf(['https://cdn.example/photo.jpg', 'https://cdn.example/missing.jpg']);
    expect((await importCall(owner, rows, true)).body.data).toEqual({ created: 2, updated: 0, faults: [] });
    expect(asked).toEqual([]);

    expect((await importCall(owner, rows)).body.data.faults).toEqual([
      { line: 3, column: 'images', code: NOT_FETCHED },
    ]);
    expect((await importCall(owner, [rows[0]])).body.data).toEqual({ created: 1, updated: 0, faults: [] });
    const [exported] = (await productCall('export', owner, { body: {} })).body.data.rows;
    expect(exported.images).toHaveLength(1);
    const key = new URL(exported.images[0]).pathname.split('/').pop()!;
    expect(await (await env.MEDIA.get(key))?.text()).toContain('photo');
  });

  it('must be public https hosts: anything else is refused, in a dry run too, without being asked for', async () => {
    const owner = await makeOwner();
    const refused = [
      'https://127.0.0.1/a.jpg',
      'https://localhost/a.jpg',
      'https://LOCALHOST./a.jpg',
      'https://shop.localhost/a.jpg',
      'https://2130706433/a.jpg',
      'https://0x7f.0.0.1/a.jpg',
      'https://0177.0.0.01/a.jpg',
      'https://127.1/a.jpg',
      'https://[::1]/a.jpg',
      'https://[::ffff:127.0.0.1]/a.jpg',
      'https://[fe80::1]/a.jpg',
      'https://10.0.0.7/a.jpg',
      'https://192.168.1.1/a.jpg',
      'https://169.254.169.254/latest/meta-data/a.jpg',
      'https://8.8.8.8/a.jpg',
      'https://printer.local/a.jpg',
      'https://metadata.google.internal/a.jpg',
      'https://intranet/a.jpg',
      'https://user:secret@cdn.example/a.jpg',
      'https://cdn.example:8443/a.jpg',
      'http://cdn.example/a.jpg',
      'https://[not-an-address]/a.jpg',
    ];
    // Every one of them answers a picture, as an internal service would.
    const asked = fakeInternet(
      Object.fromEntries(
        refused.flatMap((address) => URL.parse(address)?.toString() ?? []).map((url) => [url, picture('inside')]),
      ),
    );
    const rows = rowsOf(refused);
    expect((await importCall(owner, rows, true)).body.data.faults).toEqual(faultsOn(refused.length));
    expect((await importCall(owner, rows)).body.data).toEqual({
      created: 0,
      updated: 0,
      faults: faultsOn(refused.length),
    });
    expect(asked).toEqual([]);
  });

  it('follow redirects only to public https hosts, and only a few', async () => {
    const owner = await makeOwner();
    const asked = fakeInternet({
      'https://cdn.example/moved.jpg': redirectTo('https://pictures.example/photo.jpg', 301),
      'https://pictures.example/photo.jpg': picture('moved'),
      'https://cdn.example/inside.jpg': redirectTo('http://127.0.0.1:8080/admin.jpg'),
      'https://cdn.example/metadata.jpg': redirectTo('https://metadata.google.internal/computeMetadata/v1/', 307),
      'https://cdn.example/loop.jpg': redirectTo('/loop.jpg'),
      'http://127.0.0.1:8080/admin.jpg': picture('admin'),
      'https://metadata.google.internal/computeMetadata/v1/': picture('metadata'),
    });
    const rows = rowsOf([
      'https://cdn.example/inside.jpg',
      'https://cdn.example/metadata.jpg',
      'https://cdn.example/loop.jpg',
    ]);
    expect((await importCall(owner, rows)).body.data.faults).toEqual(faultsOn(3));
    expect(asked.filter((address) => !address.startsWith('https://cdn.example/'))).toEqual([]);
    expect(asked.filter((address) => address.endsWith('/loop.jpg')).length).toBeLessThanOrEqual(4);

    const moved = await importCall(owner, rowsOf(['https://cdn.example/moved.jpg']));
    expect(moved.body.data).toEqual({ created: 1, updated: 0, faults: [] });
    expect(asked).toContain('https://pictures.example/photo.jpg');
  });

  it.each(['plain', 'gzip'] as const)(
    'stop reading a body at the picture limit, whatever its length says (%s)',
    async (kind) => {
      const owner = await makeOwner();
      const { site, read } = hugeBody(40 * 1024 * 1024, kind);
      fakeInternet({ 'https://cdn.example/huge.jpg': site });
      const answer = await importCall(owner, rowsOf(['https://cdn.example/huge.jpg']));
      expect(answer.body.data.faults).toEqual(faultsOn(1));
      // The limit and a chunk or two in flight, not 40 MB.
      expect(read.bytes).toBeLessThan(MAX_PROFILE_IMAGE_BYTES + 128 * 1024);
    },
  );

  it('answer one fault code whatever went wrong', async () => {
    const owner = await makeOwner();
    const tooLarge = new Uint8Array(MAX_PROFILE_IMAGE_BYTES + 1);
    tooLarge.set([0xff, 0xd8, 0xff, 0xe0]);
    fakeInternet({
      'https://cdn.example/gone.jpg': () => new Response('Not found', { status: 404 }),
      'https://cdn.example/broken.jpg': () => new Response('Oops', { status: 500 }),
      'https://cdn.example/page.jpg': () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      'https://cdn.example/large.jpg': () => new Response(tooLarge, { headers: { 'content-type': 'image/jpeg' } }),
      'https://cdn.example/refused.jpg': () => Promise.reject(new TypeError('connection refused')),
      'https://cdn.example/loop.jpg': redirectTo('https://cdn.example/loop.jpg'),
    });
    const rows = rowsOf([
      'https://cdn.example/gone.jpg',
      'https://cdn.example/broken.jpg',
      'https://cdn.example/page.jpg',
      'https://cdn.example/large.jpg',
      'https://cdn.example/refused.jpg',
      'https://cdn.example/loop.jpg',
      'https://nowhere.example/unresolved.jpg',
      'https://10.1.2.3/inside.jpg',
    ]);
    expect((await importCall(owner, rows)).body.data.faults).toEqual(faultsOn(rows.length));
  });

  it(`are at most ${PICTURE_ADDRESSES_PER_CALL} a call, each address counted once`, async () => {
    const owner = await makeOwner();
    const asked = fakeInternet({});
    const addresses = Array.from(
      { length: PICTURE_ADDRESSES_PER_CALL + 1 },
      (_, at) => `https://cdn.example/${at}.jpg`,
    );
    const rows = Array.from({ length: 100 }, (_, index) => ({
      line: index + 2,
      modelNumber: `MANY-${index}`,
      productName: 'Many pictures',
      images: addresses.filter((_, at) => at % 100 === index),
    }));
    for (const dryRun of [true, false]) {
      const answer = await importCall(owner, rows, dryRun);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'rows', code: 'too_many_picture_addresses' }]);
    }
    expect(asked).toEqual([]);
    // The same address on every row is one fetch.
    const same = rows.map((row) => ({ ...row, images: ['https://cdn.example/0.jpg', 'https://cdn.example/1.jpg'] }));
    expect((await importCall(owner, same, true)).body.data).toEqual({ created: 100, updated: 0, faults: [] });
  });

  it(`are at most ${PICTURE_FETCHES_PER_HOUR.limit} an hour per supplier; then the import answers 429`, async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const asked = fakeInternet({
      'https://cdn.example/a.jpg': picture('a'),
      'https://cdn.example/b.jpg': picture('b'),
    });
    const rows = [{ line: 2, modelNumber: 'HOUR-1', productName: 'Hourly', images: ['https://cdn.example/a.jpg'] }];
    expect((await importCall(owner, rows)).body.data).toEqual({ created: 1, updated: 0, faults: [] });
    // Fill the window without thousands of fetches: the bucket is the one the import counts.
    const bucket = `import-pictures:supplier:${owner.supplier.id}`;
    await countEvent(env, bucket, PICTURE_FETCHES_PER_HOUR, Date.now(), PICTURE_FETCHES_PER_HOUR.limit - 2);
    asked.length = 0;

    const twoMore = [{ ...rows[0]!, images: ['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg'] }];
    const limited = await importCall(owner, twoMore);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, errors: [{ field: '', code: 'too_many_attempts' }] });
    expect(asked).toEqual([]);
    // A dry run fetches nothing, so it still answers; so does another supplier's import.
    expect((await importCall(owner, twoMore, true)).status).toBe(200);
    expect((await importCall(other, twoMore)).body.data).toEqual({ created: 1, updated: 0, faults: [] });
    // The next hour's window is a new one.
    const pictures = { bucket: env.MEDIA, siteOrigin: ORIGIN, fetcher: fetch, windows: env };
    const later = Date.now() + PICTURE_FETCHES_PER_HOUR.windowMs + 1;
    const input = { dryRun: false, rows: twoMore };
    expect(await importProducts(db(), pictures, tokenEditor(owner.supplier.id), input, later)).toEqual({
      created: 0,
      updated: 1,
      faults: [],
    });
  });
});

describe('fetchPublicFile', () => {
  const limits = { maxBytes: 1024, timeoutMs: 50, maxRedirects: 3 };

  it('gives up when an address does not answer in time, or stops sending', async () => {
    const silent = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    await expect(fetchPublicFile('https://cdn.example/slow.jpg', limits, silent)).rejects.toThrow();
    expect(silent).toHaveBeenCalledOnce();

    const stalled = async () => new Response(new ReadableStream({ pull: () => new Promise(() => {}) }));
    await expect(fetchPublicFile('https://cdn.example/stalled.jpg', limits, stalled)).rejects.toThrow();
  });

  it('stops reading a body that goes on for ever at the limit', async () => {
    let pulled = 0;
    const endless = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled += 100;
            controller.enqueue(new Uint8Array(100));
          },
        }),
      );
    await expect(fetchPublicFile('https://cdn.example/endless', limits, endless)).rejects.toThrow('over 1024 bytes');
    expect(pulled).toBeLessThan(limits.maxBytes + 300);
  });

  it('reads a body within the limit, from the last hop', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input) === 'https://cdn.example/a'
        ? new Response(null, { status: 303, headers: { location: '/b' } })
        : new Response('hello', { headers: { 'content-type': 'text/plain' } }),
    );
    const file = await fetchPublicFile('https://cdn.example/a', limits, fetcher);
    expect(new TextDecoder().decode(file.bytes)).toBe('hello');
    expect(file.url.toString()).toBe('https://cdn.example/b');
    expect(fetcher.mock.calls.map(([input, init]) => [String(input), init?.redirect])).toEqual([
      ['https://cdn.example/a', 'manual'],
      ['https://cdn.example/b', 'manual'],
    ]);
  });
});
