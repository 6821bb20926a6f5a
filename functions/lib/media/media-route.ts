import type { Env } from '#functions/env.ts';
import { parseImageCopyPath } from '#src/shared/image-copies.ts';
import { serveImageCopy } from './image-copies.ts';
import { notFound, serveMedia } from './serve-media.ts';
import { STREAM_UID_PATTERN, streamConfigOf, streamPlaybackUrl } from './stream-api.ts';

/**
 * Everything below /media/: a stored file by its key, a picture's copy at one width
 * ({width}w/{key}), or a video Cloudflare Stream keeps (its uid), sent on to Stream's MP4.
 */
export async function serveMediaPath(request: Request, env: Env, path: string): Promise<Response> {
  const copy = parseImageCopyPath(path);
  if (copy) return serveImageCopy(request, env, copy);
  if (STREAM_UID_PATTERN.test(path)) return redirectToStream(env, path);
  return serveMedia(request, env.MEDIA, path);
}

function redirectToStream(env: Env, uid: string): Response {
  const config = streamConfigOf(env);
  if (!config) return notFound();
  // Where a uid plays never changes: browsers and the CDN may keep the redirect for a day.
  return new Response(null, {
    status: 302,
    headers: { location: streamPlaybackUrl(config, uid), 'cache-control': 'public, max-age=86400' },
  });
}
