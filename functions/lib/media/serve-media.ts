import { parseByteRange, rangeBounds } from './byte-range.ts';
import { contentDisposition, DOWNLOAD_NAME_PARAMETER } from './download-name.ts';
import { MEDIA_KEY_PATTERN } from './media-key.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function rangeNotSatisfiable(size: number): Response {
  return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
}

/**
 * GET/HEAD /media/{key} from R2: content type as stored, ETag, conditional requests and byte
 * ranges (video players seek with them), cached for good since a key never changes content;
 * a document offered under the name its link carries (?name=, download-name.ts).
 */
export async function serveMedia(request: Request, bucket: R2Bucket, key: string): Promise<Response> {
  return MEDIA_KEY_PATTERN.test(key) ? serveStoredObject(request, bucket, key) : notFound();
}

/** One R2 object as /media/ serves it (serveMedia's answer, for a key known to be ours). */
export async function serveStoredObject(request: Request, bucket: R2Bucket, key: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  }

  const downloadName = new URL(request.url).searchParams.get(DOWNLOAD_NAME_PARAMETER);

  if (request.method === 'HEAD') {
    const head = await bucket.head(key);
    return head ? new Response(null, { headers: objectHeaders(head, head.size, downloadName) }) : notFound();
  }

  const range = parseByteRange(request.headers.get('range'));
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await bucket.get(key, { onlyIf: request.headers, ...(range && { range }) });
  } catch {
    // R2 refuses a range that starts past the end of the object.
    const head = await bucket.head(key);
    return head ? rangeNotSatisfiable(head.size) : notFound();
  }
  if (!object) return notFound();
  if (!('body' in object)) {
    // A precondition stopped the body: If-None-Match matched (or If-Match did not).
    const status = request.headers.has('if-none-match') || request.headers.has('if-modified-since') ? 304 : 412;
    return new Response(null, { status, headers: objectHeaders(object, object.size, downloadName) });
  }
  if (!range) return new Response(object.body, { headers: objectHeaders(object, object.size, downloadName) });

  const bounds = rangeBounds(range, object.size);
  if (!bounds) {
    await object.body.cancel();
    return rangeNotSatisfiable(object.size);
  }
  const headers = objectHeaders(object, bounds.last - bounds.first + 1, downloadName);
  headers.set('content-range', `bytes ${bounds.first}-${bounds.last}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
}

function objectHeaders(object: R2Object, contentLength: number, downloadName: string | null): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // A name stored on the object (files stored before names moved to the links) was whoever
  // uploaded these bytes last: never offered to anyone else.
  headers.delete('content-disposition');
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('accept-ranges', 'bytes');
  headers.set('content-length', String(contentLength));
  if (!headers.has('content-type')) headers.set('content-type', 'application/octet-stream');
  const disposition = contentDisposition(headers.get('content-type')!, object.key, downloadName);
  if (disposition) headers.set('content-disposition', disposition);
  return headers;
}
