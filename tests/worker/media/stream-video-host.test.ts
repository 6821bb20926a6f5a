import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signVideoUpload, videoState, type VideoHost } from '#functions/domain/media/videos.ts';
import { addProduct, saveProductMedias } from '#functions/domain/catalogue/edit-product.ts';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { saveMedias } from '#functions/domain/company/edit-company.ts';
import { tokenEditor } from '#tests/worker/support/catalogue-editor.ts';

import { serveMediaPath } from '#functions/lib/media/media-route.ts';
import { streamApi, type StreamApi } from '#functions/lib/media/stream-api.ts';
import { ABANDONED_UPLOAD_MS, forgetAbandonedUploads } from '#functions/domain/media/stream-video.ts';
import { EMPTY_PRODUCT_PROFILE } from '#src/shared/owner-products.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

// Issue 11 item 7: Cloudflare Stream behind the same video host. The browser uploads to Stream's
// one-time address; video/image asks Stream how the video stands until it is playable, keeps
// Stream's poster frame in R2 and checks spec §9's rules; /media/{uid} sends players to the MP4.
// Stream itself is played here by a fake on the fetch the host is given (the real one is on the
// internet), answering as Stream's API documents.

const CONFIG = { accountId: 'acc0123', apiToken: 'stream-token-secret', customerCode: 'f33zs165nr7gyfy4' };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);

type FakeVideo = {
  state: string;
  readyToStream: boolean;
  width: number;
  height: number;
  size: number;
  mp4: 'inprogress' | 'ready';
  removed: boolean;
};

/** Cloudflare Stream as its API answers (only what the host calls), with every request it took. */
function fakeStream() {
  const videos = new Map<string, FakeVideo>();
  const requests: { method: string; url: string; authorization: string | null }[] = [];
  const ok = (result: unknown) => Response.json({ success: true, errors: [], messages: [], result });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname, hostname } = new URL(request.url);
    requests.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization') });
    if (hostname === `customer-${CONFIG.customerCode}.cloudflarestream.com`)
      return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
    const base = `/client/v4/accounts/${CONFIG.accountId}/stream`;
    if (hostname !== 'api.cloudflare.com' || !pathname.startsWith(base)) return new Response('no', { status: 404 });
    if (request.headers.get('authorization') !== `Bearer ${CONFIG.apiToken}`)
      return new Response('{}', { status: 403 });
    const [uid, sub] = pathname.slice(base.length + 1).split('/');
    if (uid === 'direct_upload' && request.method === 'POST') {
      const id = crypto.randomUUID().replaceAll('-', '');
      videos.set(id, {
        state: 'pendingupload',
        readyToStream: false,
        width: -1,
        height: -1,
        size: 0,
        mp4: 'inprogress',
        removed: false,
      });
      return ok({ uid: id, uploadURL: `https://upload.cloudflarestream.com/${id}-token` });
    }
    const video = videos.get(uid!);
    if (!video || video.removed) return Response.json({ success: false, errors: [{ code: 10003 }] }, { status: 404 });
    if (request.method === 'DELETE') {
      video.removed = true;
      return new Response(null, { status: 200 });
    }
    if (sub === 'downloads')
      return ok({ default: { status: video.mp4, percentComplete: video.mp4 === 'ready' ? 100 : 40 } });
    return ok({
      uid,
      readyToStream: video.readyToStream,
      status: { state: video.state },
      size: video.size,
      input: { width: video.width, height: video.height },
    });
  }) as typeof fetch;
  return { videos, requests, fetcher };
}

let supplierId: number;
let stream: ReturnType<typeof fakeStream>;
let api: StreamApi;
let host: VideoHost;

beforeAll(async () => {
  const user = await makeUser(db());
  supplierId = (await makeSupplier(db(), { ownerId: user.id })).id;
  stream = fakeStream();
  api = streamApi(CONFIG, stream.fetcher);
  host = { provider: 'stream', stream: api };
});

/** What Stream says of a video once the browser has sent it. */
function streamHas(vid: string, video: Partial<FakeVideo>) {
  Object.assign(stream.videos.get(vid)!, video);
}

describe('the video host on Cloudflare Stream', () => {
  it('signs a direct upload with the API token, so the browser sends the file to Stream', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    expect(ticket).toMatchObject({
      provider: 'stream',
      uploadUrl: expect.stringMatching(/^https:\/\/upload\.cloudflarestream\.com\//),
      vid: expect.stringMatching(/^[0-9a-f]{32}$/),
      maxBytes: 20 * 1024 * 1024,
      minWidth: 640,
      minHeight: 360,
    });
    const call = stream.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', authorization: `Bearer ${CONFIG.apiToken}` });
    expect(call.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${CONFIG.accountId}/stream/direct_upload`);
    // The token is the server's: nothing of it reaches the browser.
    expect(JSON.stringify(ticket)).not.toContain(CONFIG.apiToken);
    expect(
      await videoState(db(), env.MEDIA, host, supplierId, ticket.provider === 'stream' ? ticket.vid : ''),
    ).toMatchObject({
      status: 'processing',
      imageUrl: null,
    });
  });

  it('is processing until Stream can play it and has made its MP4, then ready with its poster and size', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    const vid = ticket.provider === 'stream' ? ticket.vid : '';
    streamHas(vid, { state: 'inprogress' });
    expect((await videoState(db(), env.MEDIA, host, supplierId, vid)).status).toBe('processing');
    streamHas(vid, { state: 'ready', readyToStream: true, width: 1920, height: 1080, size: 5_000_000 });
    expect((await videoState(db(), env.MEDIA, host, supplierId, vid)).status).toBe('processing');
    streamHas(vid, { mp4: 'ready' });
    const ready = await videoState(db(), env.MEDIA, host, supplierId, vid);
    expect(ready).toMatchObject({ vid, status: 'ready', url: `/media/${vid}`, width: 1920, height: 1080 });
    const poster = await env.MEDIA.get(ready.posterKey!);
    expect(new Uint8Array(await poster!.arrayBuffer())).toEqual(JPEG);
    // Ready is stored: Stream is not asked again.
    const asked = stream.requests.length;
    expect((await videoState(db(), env.MEDIA, host, supplierId, vid)).status).toBe('ready');
    expect(stream.requests.length).toBe(asked);
  });

  it('removes a video under 640×360, of 20 MB or more, or that Stream could not read, and says why', async () => {
    for (const [video, code] of [
      [{ state: 'ready', readyToStream: true, width: 480, height: 270, size: 1000 }, 'video_too_small'],
      [{ state: 'ready', readyToStream: true, width: 1280, height: 720, size: 20 * 1024 * 1024 }, 'video_too_large'],
      [{ state: 'error' }, 'video_failed'],
    ] as const) {
      const ticket = await signVideoUpload(db(), host, supplierId);
      const vid = ticket.provider === 'stream' ? ticket.vid : '';
      streamHas(vid, video);
      await expect(videoState(db(), env.MEDIA, host, supplierId, vid)).rejects.toMatchObject({
        kind: 'invalid',
        errors: [{ field: 'vid', code }],
      });
      expect(stream.videos.get(vid)!.removed).toBe(true);
      await expect(videoState(db(), env.MEDIA, host, supplierId, vid)).rejects.toMatchObject({ kind: 'not_found' });
    }
  });

  it('tells one supplier nothing of another’s Stream videos', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    const other = (await makeSupplier(db(), { ownerId: (await makeUser(db())).id })).id;
    await expect(
      videoState(db(), env.MEDIA, host, other, ticket.provider === 'stream' ? ticket.vid : ''),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('keeps a video that is still processing out of a product until it is ready', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    const vid = ticket.provider === 'stream' ? ticket.vid : '';
    const { id } = await addProduct(db(), tokenEditor(supplierId), {
      ...EMPTY_PRODUCT_PROFILE,
      productName: 'Stream test',
      modelNumber: `ST-${vid.slice(0, 8)}`,
    });
    await expect(
      saveProductMedias(db(), env.MEDIA, tokenEditor(supplierId), id, [{ vid }], new Map()),
    ).rejects.toMatchObject({
      errors: [{ field: 'medias', code: 'video_processing' }],
    });
  });

  it('puts a ready Stream video in the company gallery with its poster, and refuses one still processing', async () => {
    const { id: ownerId } = await makeUser(db());
    const supplier = await makeSupplier(db(), { ownerId });
    const ready = await signVideoUpload(db(), host, supplier.id);
    const waiting = await signVideoUpload(db(), host, supplier.id);
    const [readyVid, waitingVid] = [ready, waiting].map((ticket) => (ticket.provider === 'stream' ? ticket.vid : ''));
    streamHas(readyVid!, { state: 'ready', readyToStream: true, width: 1280, height: 720, size: 1000, mp4: 'ready' });
    const { posterKey } = await videoState(db(), env.MEDIA, host, supplier.id, readyVid!);

    await expect(
      saveMedias(db(), env.MEDIA, tokenEditor(supplier.id), [{ type: 'video', key: waitingVid! }]),
    ).rejects.toMatchObject({ errors: [{ field: 'medias', code: 'video_processing' }] });
    await saveMedias(db(), env.MEDIA, tokenEditor(supplier.id), [{ type: 'video', key: readyVid! }]);
    const { company } = await loadCompanyPage(db(), supplier.name);
    expect(company?.medias).toEqual([
      {
        type: 's3-video',
        url: `/media/${readyVid}`,
        imageUrl: `/media/${posterKey}`,
        largeImageUrl: `/media/${posterKey}`,
        largeUrl: `/media/${readyVid}`,
      },
    ]);
  });

  it('forgets uploads still processing a day after they were signed, on Stream too, and keeps the rest', async () => {
    const { id: ownerId } = await makeUser(db());
    const { id } = await makeSupplier(db(), { ownerId });
    const now = Date.now();
    const signedAt = async (at: number) => {
      const ticket = await signVideoUpload(db(), host, id, at);
      return ticket.provider === 'stream' ? ticket.vid : '';
    };
    const abandoned = await signedAt(now - ABANDONED_UPLOAD_MS - 1000);
    const recent = await signedAt(now - 60_000);
    const readyLongAgo = await signedAt(now - ABANDONED_UPLOAD_MS - 1000);
    streamHas(readyLongAgo, {
      state: 'ready',
      readyToStream: true,
      width: 1280,
      height: 720,
      size: 1000,
      mp4: 'ready',
    });
    await videoState(db(), env.MEDIA, host, id, readyLongAgo);

    expect(await forgetAbandonedUploads(db(), api, now)).toBe(1);
    expect(stream.videos.get(abandoned)!.removed).toBe(true);
    await expect(videoState(db(), env.MEDIA, host, id, abandoned)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await videoState(db(), env.MEDIA, host, id, recent)).status).toBe('processing');
    expect((await videoState(db(), env.MEDIA, host, id, readyLongAgo)).status).toBe('ready');
  });

  it('answers that the video host is unavailable when Stream fails, without its token in the log', async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      const down: VideoHost = {
        provider: 'stream',
        stream: streamApi(CONFIG, (async () => new Response('upstream error', { status: 500 })) as typeof fetch),
      };
      await expect(signVideoUpload(db(), down, supplierId)).rejects.toMatchObject({
        kind: 'unavailable',
        errors: [{ field: 'vid', code: 'video_host_unavailable' }],
      });
      expect(JSON.stringify(logged)).toContain('answered 500');
      expect(JSON.stringify(logged)).not.toContain(CONFIG.apiToken);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends players of /media/{uid} on to the MP4 on the account’s Stream domain', async () => {
    const uid = 'ab'.repeat(16);
    const configured = {
      ...env,
      STREAM_ACCOUNT_ID: CONFIG.accountId,
      STREAM_API_TOKEN: 'x',
      STREAM_CUSTOMER_CODE: CONFIG.customerCode,
    };
    const answer = await serveMediaPath(new Request(`https://vitrine.test/media/${uid}`), configured, uid);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      `https://customer-${CONFIG.customerCode}.cloudflarestream.com/${uid}/downloads/default.mp4`,
    );
    // Without Stream (the embedded default) there is no such video.
    expect((await serveMediaPath(new Request(`https://vitrine.test/media/${uid}`), env, uid)).status).toBe(404);
  });
});
