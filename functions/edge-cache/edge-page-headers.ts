import type { PageVersion } from '#functions/page-cache/page-version.ts';
import { personTag, supplierTag } from './edge-tags.ts';

/**
 * How long the edge keeps a public page between purges. A save purges at once; this only bounds
 * how long a page could stay old if a purge failed.
 */
export const EDGE_PAGE_SECONDS = 3600;

/** Cloudflare's own Cache-Control, for its cache alone: an answer carrying it is kept at the edge. */
export const EDGE_CACHE_CONTROL = 'cloudflare-cdn-cache-control';

/** The tags a page is purged by: its supplier's, and those of whom the company page shows. */
export function pageTags(version: PageVersion): string[] {
  return [
    supplierTag(version.supplierId),
    ...version.shown.supplierIds.map(supplierTag),
    ...version.shown.userIds.map(personTag),
  ];
}

/**
 * What lets Cloudflare's cache in front of the Worker keep a public page (docs/decisions/068).
 * `cloudflare-cdn-cache-control` is read by that cache alone and never reaches the browser, which
 * keeps revalidating with the page's `cache-control: no-cache` and ETag. Its key has no host, and a
 * catalogue's own domain serves the same paths: the copies vary by host.
 */
export function edgeCachedPageHeaders(version: PageVersion): Record<string, string> {
  return {
    [EDGE_CACHE_CONTROL]: `max-age=${EDGE_PAGE_SECONDS}`,
    'cache-tag': pageTags(version).join(','),
    vary: 'host',
  };
}
