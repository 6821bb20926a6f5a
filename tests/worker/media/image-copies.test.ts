import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeMonochromePng } from '#functions/lib/monochrome-png.ts';
import { serveImageCopy } from '#functions/lib/media/image-copies.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { IMAGE_COPY_WIDTHS, imageCopyUrl, imageSrcset, pictureSources } from '#src/shared/image-copies.ts';
import { callWorker } from '#tests/worker/support/call-worker.ts';

// /media/{width}w/{key}: smaller copies of uploaded pictures for the pages' srcset, made with the
// Images binding (Sharp, locally) on their first request and kept in R2.

let photoKey: string;
let smallKey: string;

/** A real PNG of that size: diagonal stripes, so a copy has something to scale. */
async function stripes(width: number, height: number): Promise<string> {
  const bytes = await encodeMonochromePng({ width, height, isDark: (x, y) => (x + y) % 24 < 12 });
  return storeMedia(env.MEDIA, { bytes, contentType: 'image/png', extension: 'png' });
}

async function sizeOf(response: Response) {
  const { width, height, format } = (await env.IMAGES!.info(response.body!)) as {
    width: number;
    height: number;
    format: string;
  };
  return { width, height, format };
}

beforeAll(async () => {
  photoKey = await stripes(1600, 1200);
  smallKey = await stripes(400, 300);
});

describe('image copies', () => {
  it('serves a picture at each width as WebP, with its proportions and immutable caching', async () => {
    for (const width of IMAGE_COPY_WIDTHS) {
      const answer = await callWorker(imageCopyUrl(photoKey, width));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sizeOf(answer)).toEqual({ width, height: (width * 3) / 4, format: 'image/webp' });
    }
  });

  it('keeps a copy once made, so the next request reads it instead of making it again', async () => {
    const first = await callWorker(imageCopyUrl(photoKey, 640));
    const again = await callWorker(imageCopyUrl(photoKey, 640));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await env.MEDIA.head(`copies/640w/${photoKey}`)).not.toBeNull();
    expect(
      (await callWorker(imageCopyUrl(photoKey, 640), { headers: { 'if-none-match': first.headers.get('etag')! } }))
        .status,
    ).toBe(304);
  });

  it('never makes a picture wider than it is', async () => {
    expect(await sizeOf(await callWorker(imageCopyUrl(smallKey, 1280)))).toMatchObject({ width: 400, height: 300 });
  });

  it('answers 404 for an unknown picture, another width, a document or a path outside the copies', async () => {
    const missing = `${'0'.repeat(64)}.jpg`;
    expect((await callWorker(imageCopyUrl(missing, 320))).status).toBe(404);
    expect((await callWorker(`/media/500w/${photoKey}`)).status).toBe(404);
    expect((await callWorker(`/media/320w/${'a'.repeat(64)}.pdf`)).status).toBe(404);
    expect((await callWorker(`/media/copies/320w/${photoKey}`)).status).toBe(404);
    expect((await callWorker(imageCopyUrl(photoKey, 320), { method: 'POST' })).status).toBe(405);
  });

  it('serves the original when the stored bytes cannot be read as a picture', async () => {
    const broken = await storeMedia(env.MEDIA, {
      bytes: new TextEncoder().encode('\x89PNG but not really'),
      contentType: 'image/png',
      extension: 'png',
    });
    const answer = await callWorker(imageCopyUrl(broken, 320));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe('\x89PNG but not really');
  });

  it('serves the original where the Images binding is not configured', async () => {
    const answer = await serveImageCopy(
      new Request(`https://vitrine.test${imageCopyUrl(smallKey, 320)}`),
      { MEDIA: env.MEDIA },
      {
        key: smallKey,
        width: 320,
      },
    );
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(answer)).toMatchObject({ width: 400, format: 'image/png' });
  });

  it('offers copies for JPG and PNG from /media/ only', () => {
    expect(imageSrcset(`/media/${photoKey}`)).toBe(
      IMAGE_COPY_WIDTHS.map((width) => `/media/${width}w/${photoKey} ${width}w`).join(', '),
    );
    expect(imageSrcset(`/media/${'b'.repeat(64)}.svg`)).toBeUndefined();
    expect(imageSrcset(`/media/${'b'.repeat(64)}.gif`)).toBeUndefined();
    expect(imageSrcset('/placeholder.svg')).toBeUndefined();
    expect(imageSrcset(null)).toBeUndefined();
    // sizes only with a srcset: it means nothing without one.
    expect(pictureSources(`/media/${photoKey}`, '96px')).toEqual({
      srcset: imageSrcset(`/media/${photoKey}`),
      sizes: '96px',
    });
    expect(pictureSources('/placeholder.svg', '96px')).toEqual({});
  });
});
