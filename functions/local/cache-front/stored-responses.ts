import type CachePolicy from 'http-cache-semantics';
import type { HeaderMap, RequestFacts } from './edge-rules.ts';

// The stand-in's storage: responses by cache key, each key holding its Vary variants, with the
// tags each was stored under, so a purge finds them. In memory: `npm start` serves one machine.

export type StoredResponse = {
  policy: CachePolicy;
  status: number;
  headers: HeaderMap;
  body: Buffer;
  tags: string[];
  /** The request's values of the headers the response varies on: one variant per distinct set. */
  variant: string;
};

/**
 * Request headers Cloudflare puts in the key against cache poisoning. The host is not in it: a
 * Worker's cache is its own, whatever address reached it.
 */
const KEYED_HEADERS = [
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
  'x-forwarded-host',
  'x-host',
  'x-original-url',
  'x-rewrite-url',
  'forwarded',
  'cloudflare-workers-version-key',
];

/** The path and query as sent (order and trailing slash count), and the anti-poisoning headers. */
export function cacheKey(request: RequestFacts): string {
  const scheme = request.headers['x-forwarded-scheme'];
  const keyed = KEYED_HEADERS.map((name) => request.headers[name]);
  if (scheme !== 'http' && scheme !== 'https') keyed.push(scheme);
  return JSON.stringify([request.url, ...keyed]);
}

/** The request's values of the headers a response lists in Vary, verbatim (Cloudflare does not normalise them). */
export function variantOf(request: RequestFacts, vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();
  return JSON.stringify(names.map((name) => [name, request.headers[name] ?? null]));
}

export type PurgeOptions = { tags?: string[]; pathPrefixes?: string[]; purgeEverything?: boolean };

/** A key's copies, with the path a purge by prefix compares. */
type KeptUnderKey = { path: string; copies: StoredResponse[] };

export class StoredResponses {
  readonly #byKey = new Map<string, KeptUnderKey>();

  /** The copies kept under the request's key; the caller picks the one its Vary matches. */
  copiesFor(request: RequestFacts): StoredResponse[] {
    return this.#byKey.get(cacheKey(request))?.copies ?? [];
  }

  keep(request: RequestFacts, stored: StoredResponse): void {
    const key = cacheKey(request);
    const others = (this.#byKey.get(key)?.copies ?? []).filter((copy) => copy.variant !== stored.variant);
    this.#byKey.set(key, { path: new URL(request.url, 'http://edge').pathname, copies: [...others, stored] });
  }

  /** Drops what the purge names (tags case-insensitive, path prefixes on the path); returns how many copies went. */
  purge({ tags = [], pathPrefixes = [], purgeEverything = false }: PurgeOptions): number {
    const purgedTags = new Set(tags.map((tag) => tag.toLowerCase()));
    const prefixes = pathPrefixes.map((prefix) => (prefix.startsWith('/') ? prefix : `/${prefix}`));
    let purged = 0;
    for (const [key, { path, copies }] of this.#byKey) {
      const pathMatches = prefixes.some((prefix) => path.startsWith(prefix));
      const kept = copies.filter(
        (copy) => !purgeEverything && !pathMatches && !copy.tags.some((tag) => purgedTags.has(tag)),
      );
      purged += copies.length - kept.length;
      if (kept.length === 0) this.#byKey.delete(key);
      else this.#byKey.set(key, { path, copies: kept });
    }
    return purged;
  }
}
