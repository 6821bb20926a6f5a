// The answers of the crawler files (sitemaps, robots.txt). They change at most with a catalogue
// edit and crawlers fetch them rarely, so an hour of caching anywhere is fine.
const CACHE_CONTROL = 'public, max-age=3600';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}

export function plainTextResponse(body: string): Response {
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}

/** Not an HTML page: a crawler asking for a sitemap that does not exist needs only the status. */
export function notFoundResponse(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
