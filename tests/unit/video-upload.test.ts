import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadVideo } from '#src/client/workspace.ts';
import { VIDEO_READY_POLL_MS } from '#src/shared/videos.ts';

// The workspace's video upload on either host: to the site for R2 (file, poster, size), or
// straight to Cloudflare Stream (the file alone) and then video/image until Stream has it ready.

type Call = { url: string; method: string; body: BodyInit | null | undefined };
let calls: Call[];

const envelope = (data: unknown) => Response.json({ success: true, data });
const choice = () => ({
  file: new File(['video bytes'], 'plant.mp4', { type: 'video/mp4' }),
  poster: new Blob(['jpeg'], { type: 'image/jpeg' }),
  width: 1920,
  height: 1080,
});

/** The server (and Stream) as a list of answers, one per call in order. */
function serve(answers: Response[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIMITS = { maxBytes: 20 * 1024 * 1024, minWidth: 640, minHeight: 360 };

describe('uploading a video', () => {
  it('sends the file with its poster and size to the site when the host is R2', async () => {
    serve([
      envelope({ provider: 'r2', uploadUrl: '/api/supplier/home/video', ...LIMITS }),
      envelope({ vid: 'k.mp4', status: 'ready' }),
    ]);
    await expect(uploadVideo(choice())).resolves.toMatchObject({ vid: 'k.mp4', status: 'ready' });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/common/polyv/sign',
      'POST /api/supplier/home/video',
    ]);
    const form = calls[1]!.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'poster', 'width', 'height']);
  });

  it('sends the file alone to Stream, then asks until the video is ready', async () => {
    vi.useFakeTimers();
    const upload = 'https://upload.cloudflarestream.com/one-time';
    serve([
      envelope({ provider: 'stream', uploadUrl: upload, vid: 'a'.repeat(32), ...LIMITS }),
      new Response(null, { status: 200 }),
      envelope({ vid: 'a'.repeat(32), status: 'processing' }),
      envelope({ vid: 'a'.repeat(32), status: 'ready', posterKey: 'p.jpg' }),
    ]);
    const uploaded = uploadVideo(choice());
    await vi.advanceTimersByTimeAsync(VIDEO_READY_POLL_MS);
    await expect(uploaded).resolves.toMatchObject({ status: 'ready', posterKey: 'p.jpg' });
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/common/polyv/sign',
      `POST ${upload}`,
      'POST /api/common/polyv/video/image',
      'POST /api/common/polyv/video/image',
    ]);
    expect([...(calls[1]!.body as FormData).keys()]).toEqual(['file']);
    expect(JSON.parse(calls[2]!.body as string)).toEqual({ vid: 'a'.repeat(32) });
  });

  it('fails when Stream refuses the file, without asking after the video', async () => {
    serve([
      envelope({
        provider: 'stream',
        uploadUrl: 'https://upload.cloudflarestream.com/x',
        vid: 'b'.repeat(32),
        ...LIMITS,
      }),
      new Response('too big', { status: 413 }),
    ]);
    await expect(uploadVideo(choice())).rejects.toThrow('The video host refused the upload (413).');
    expect(calls).toHaveLength(2);
  });
});
