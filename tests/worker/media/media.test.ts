import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { callWorker } from '#tests/worker/support/call-worker.ts';

const VIDEO_BYTES = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
let videoKey: string;
let pdfKey: string;

beforeAll(async () => {
  videoKey = await storeMedia(env.MEDIA, { bytes: VIDEO_BYTES, contentType: 'video/webm', extension: 'webm' });
  pdfKey = await storeMedia(env.MEDIA, {
    bytes: new TextEncoder().encode('%PDF-1.7 test'),
    contentType: 'application/pdf',
    extension: 'pdf',
  });
});

describe('GET /media/{key}', () => {
  it('stores content under its SHA-256, so the same bytes get the same key', async () => {
    expect(videoKey).toMatch(/^[0-9a-f]{64}\.webm$/);
    expect(await storeMedia(env.MEDIA, { bytes: VIDEO_BYTES, contentType: 'video/webm', extension: 'webm' })).toBe(
      videoKey,
    );
  });

  it('serves the bytes with their content type, an ETag and immutable caching', async () => {
    const response = await callWorker(`/media/${videoKey}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(VIDEO_BYTES);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 304 when the browser already has it', async () => {
    const etag = (await callWorker(`/media/${videoKey}`)).headers.get('etag')!;
    const response = await callWorker(`/media/${videoKey}`, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('serves byte ranges for video players: bounded, open-ended and suffix', async () => {
    const bounded = await callWorker(`/media/${videoKey}`, { headers: { range: 'bytes=10-19' } });
    expect(bounded.status).toBe(206);
    expect(bounded.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(bounded.headers.get('content-length')).toBe('10');
    expect(new Uint8Array(await bounded.arrayBuffer())).toEqual(VIDEO_BYTES.slice(10, 20));

    const openEnded = await callWorker(`/media/${videoKey}`, { headers: { range: 'bytes=990-' } });
    expect(openEnded.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(new Uint8Array(await openEnded.arrayBuffer())).toEqual(VIDEO_BYTES.slice(990));

    const suffix = await callWorker(`/media/${videoKey}`, { headers: { range: 'bytes=-5' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 995-999/1000');
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(VIDEO_BYTES.slice(995));
  });

  it('answers 416 for a range past the end', async () => {
    const response = await callWorker(`/media/${videoKey}`, { headers: { range: 'bytes=5000-6000' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('offers documents as downloads under the name their link gives, and pictures for the page', async () => {
    const response = await callWorker(`/media/${pdfKey}?name=${encodeURIComponent('ISO 9001 – Zertifikat.pdf')}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ISO 9001 _ Zertifikat.pdf"; filename*=UTF-8''${encodeURIComponent('ISO 9001 – Zertifikat.pdf')}`,
    );
    expect((await callWorker(`/media/${pdfKey}`)).headers.get('content-disposition')).toBe('attachment');
    expect((await callWorker(`/media/${videoKey}`)).headers.get('content-disposition')).toBeNull();
  });

  it('answers HEAD with the headers only', async () => {
    const response = await callWorker(`/media/${videoKey}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(await response.text()).toBe('');
  });

  it('answers 404 for an unknown or malformed key and 405 for writes', async () => {
    expect((await callWorker(`/media/${'0'.repeat(64)}.png`)).status).toBe(404);
    for (const path of [
      '/media/',
      '/media/../api/x',
      '/media/abc.png',
      `/media/${videoKey}/more`,
      `/media/${videoKey.toUpperCase()}`,
    ]) {
      expect((await callWorker(path)).status, path).toBe(404);
    }
    expect((await callWorker(`/media/${videoKey}`, { method: 'POST' })).status).toBe(405);
  });
});
