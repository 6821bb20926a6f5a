// Where rendered pages are kept: the Workers Cache API (one per data centre, shared by every
// isolate there), with the hottest pages also in this isolate's memory, which answers without
// a round trip. Keys carry the catalogue version, so neither ever needs purging: old keys are
// simply never asked for again and age out.

/** The Cache API cache that holds rendered pages. */
const PAGE_CACHE_NAME = 'pages';
/** How long the Cache API may keep a page; a new version has a new key long before. */
const CACHE_API_MAX_AGE = 30 * 24 * 60 * 60;
/** Isolates have 128 MB; pages are some 40 KB each. */
const MEMORY_BUDGET_BYTES = 16 * 1024 * 1024;

type KeptPage = { body: ArrayBuffer; status: number; headers: [string, string][] };

/** Least recently used first (a Map keeps insertion order; a read moves the page to the end). */
const memory = new Map<string, KeptPage>();
let memoryBytes = 0;

function keepInMemory(key: string, page: KeptPage): void {
  const previous = memory.get(key);
  if (previous) memoryBytes -= previous.body.byteLength;
  memory.delete(key);
  memory.set(key, page);
  memoryBytes += page.body.byteLength;
  for (const [oldest, kept] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= kept.body.byteLength;
  }
}

async function toKept(response: Response): Promise<KeptPage> {
  return { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers] };
}

function toResponse(page: KeptPage): Response {
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Whether a page may take a place in memory (see keepPage). */
export type KeepOptions = { inMemory: boolean };

/** The page kept under this key, from memory or else the Cache API; null when neither has it. */
export async function findKeptPage(key: string, options: KeepOptions): Promise<Response | null> {
  const inMemory = memory.get(key);
  if (inMemory) {
    keepInMemory(key, inMemory);
    return toResponse(inMemory);
  }
  const cached = await (await caches.open(PAGE_CACHE_NAME)).match(key);
  if (!cached) return null;
  if (!options.inMemory) return cached;
  const page = await toKept(cached);
  keepInMemory(key, page);
  return toResponse(page);
}

/**
 * Keeps a freshly rendered page in the Cache API (in the background) and, unless it is one of the
 * endless variety of search results, in memory too: random searches must not push the storefronts
 * and product pages everyone reads out of memory.
 */
export async function keepPage(
  key: string,
  response: Response,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  options: KeepOptions,
): Promise<void> {
  const page = await toKept(response);
  if (options.inMemory) keepInMemory(key, page);
  const stored = toResponse(page);
  stored.headers.set('cache-control', `public, max-age=${CACHE_API_MAX_AGE}`);
  ctx.waitUntil(caches.open(PAGE_CACHE_NAME).then((cache) => cache.put(key, stored)));
}
