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
// Stream itself is played here by a fake of the Worker's Stream binding and of the account's
// public Stream domain (the real ones are Cloudflare's), answering as the binding documents.

const CONFIG = { customerCode: 'f33zs165nr7gyfy4' };
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

/** Stream's error as the binding throws it. */
const streamError = (name: string, statusCode: number) =>
  Object.assign(new Error(`${name} (${statusCode})`), { name, statusCode, code: 10003 });

/** Cloudflare Stream as its binding and public domain answer (only what the host calls), with every call it took. */
function fakeStream() {
  const videos = new Map<string, FakeVideo>();
  const calls: string[] = [];
  const existing = (id: string) => {
    const video = videos.get(id);
    if (!video || video.removed) throw streamError('NotFoundError', 404);
    return video;
  };
  const binding = {
    async createDirectUpload(params: StreamDirectUploadCreateParams) {
      calls.push(`createDirectUpload ${params.creator} ${params.maxDurationSeconds}`);
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
      return {
        id,
        uploadURL: `https://upload.cloudflarestream.com/${id}-token`,
        watermark: null,
        scheduledDeletion: null,
      };
    },
    video: (id: string) => ({
      async details() {
        calls.push(`details ${id}`);
        const video = existing(id);
        return {
          id,
          readyToStream: video.readyToStream,
          status: { state: video.state },
          size: video.size,
          input: { width: video.width, height: video.height },
        };
      },
      async delete() {
        calls.push(`delete ${id}`);
        existing(id).removed = true;
      },
      downloads: {
        async generate(type: string) {
          calls.push(`downloads.generate ${id} ${type}`);
          const { mp4 } = existing(id);
          return { default: { status: mp4, percentComplete: mp4 === 'ready' ? 100 : 40 } };
        },
      },
    }),
  } as unknown as StreamBinding;
  const fetcher = (async (input: RequestInfo | URL) => {
    const { hostname, pathname } = new URL(String(input instanceof Request ? input.url : input));
    calls.push(`GET ${hostname}${pathname}`);
    return hostname === `customer-${CONFIG.customerCode}.cloudflarestream.com`
      ? new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } })
      : new Response('no', { status: 404 });
  }) as typeof fetch;
  return { videos, calls, binding, fetcher };
}

let supplierId: number;
let stream: ReturnType<typeof fakeStream>;
let api: StreamApi;
let host: VideoHost;

beforeAll(async () => {
  const user = await makeUser(db());
  supplierId = (await makeSupplier(db(), { ownerId: user.id })).id;
  stream = fakeStream();
  api = streamApi({ binding: stream.binding, customerCode: CONFIG.customerCode }, stream.fetcher);
  host = { provider: 'stream', stream: api };
});

/** What Stream says of a video once the browser has sent it. */
function streamHas(vid: string, video: Partial<FakeVideo>) {
  Object.assign(stream.videos.get(vid)!, video);
}

describe('the video host on Cloudflare Stream', () => {
  it('signs a direct upload through the binding, so the browser sends the file to Stream', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    expect(ticket).toMatchObject({
      provider: 'stream',
      uploadUrl: expect.stringMatching(/^https:\/\/upload\.cloudflarestream\.com\//),
      vid: expect.stringMatching(/^[0-9a-f]{32}$/),
      maxBytes: 20 * 1024 * 1024,
      minWidth: 640,
      minHeight: 360,
    });
    expect(stream.calls.at(-1)).toBe(`createDirectUpload supplier-${supplierId} 3600`);
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
    const asked = stream.calls.length;
    expect((await videoState(db(), env.MEDIA, host, supplierId, vid)).status).toBe('ready');
    expect(stream.calls.length).toBe(asked);
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

  it('answers that the video host is unavailable when Stream fails, and logs which call failed', async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      const failing = {
        createDirectUpload: () => Promise.reject(streamError('InternalError', 500)),
      } as unknown as StreamBinding;
      const down: VideoHost = { provider: 'stream', stream: streamApi({ binding: failing, customerCode: 'x' }) };
      await expect(signVideoUpload(db(), down, supplierId)).rejects.toMatchObject({
        kind: 'unavailable',
        errors: [{ field: 'vid', code: 'video_host_unavailable' }],
      });
      expect(JSON.stringify(logged)).toContain('Stream createDirectUpload answered 500');
    } finally {
      spy.mockRestore();
    }
  });

  it('counts a video Stream no longer has as removed', async () => {
    const ticket = await signVideoUpload(db(), host, supplierId);
    const vid = ticket.provider === 'stream' ? ticket.vid : '';
    await api.remove(vid);
    await expect(api.remove(vid)).resolves.toBeUndefined();
  });

  it('sends players of /media/{uid} on to the MP4 on the account’s Stream domain', async () => {
    const uid = 'ab'.repeat(16);
    const configured = {
      ...env,
      STREAM: stream.binding,
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
