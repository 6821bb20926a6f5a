import type { Env } from '#functions/env.ts';
import type { ImageCopyWidth } from '#src/shared/image-copies.ts';
import { notFound, serveStoredObject } from './serve-media.ts';
import { logError } from '#functions/lib/log.ts';

/** Copies are WebP: every browser the site supports shows it, at about a third of a JPEG's bytes. */
const COPY_FORMAT = 'image/webp';
const COPY_QUALITY = 80;

/** Where a picture's copy at one width is kept (never a /media/{key} of its own). */
function copyKeyOf(key: string, width: ImageCopyWidth): string {
  return `copies/${width}w/${key}`;
}

/**
 * GET/HEAD /media/{width}w/{key}: the picture at that width (never wider than it is), made with the
 * Images binding on the first request and kept in R2, so each copy is made once. Without the
 * binding, or when the picture cannot be read as one, the original is served: the page still shows it.
 */
export async function serveImageCopy(
  request: Request,
  // Optional here: pages keep working where the Images binding is missing (the originals are served).
  env: Pick<Env, 'MEDIA'> & Partial<Pick<Env, 'IMAGES'>>,
  { key, width }: { key: string; width: ImageCopyWidth },
): Promise<Response> {
  const copyKey = copyKeyOf(key, width);
  // A copy made before: one R2 read, as any stored file.
  const kept = await serveStoredObject(request, env.MEDIA, copyKey);
  if (kept.status !== 404) return kept;
  const original = await env.MEDIA.get(key);
  if (!original) return notFound();
  if (!env.IMAGES) {
    await original.body.cancel();
    return serveStoredObject(request, env.MEDIA, key);
  }
  try {
    const output = await env.IMAGES.input(original.body)
      .transform({ width, fit: 'scale-down' })
      .output({ format: COPY_FORMAT, quality: COPY_QUALITY });
    const bytes = await output.response().arrayBuffer();
    await env.MEDIA.put(copyKey, bytes, { httpMetadata: { contentType: output.contentType() } });
  } catch (error) {
    logError('media: no copy made', error, { width, key });
    return serveStoredObject(request, env.MEDIA, key);
  }
  return serveStoredObject(request, env.MEDIA, copyKey);
}
