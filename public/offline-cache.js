// The followed catalogues kept for offline use (issue 29 item 5, the trade-show floor), in the one
// service worker (push-worker.js imports this). My catalogue › Offline asks it to keep the
// storefronts of the catalogues a buyer follows, the product pages they link and their first
// pictures, with the scripts and styles those pages use, within a budget; it tells what it keeps
// and clears it. Only while something is kept does it answer requests, and only when the network
// does not: a page read from here says it is offline and when it was kept. Nothing personal is
// kept (no API answer): pages are the same for everyone.
// The messages' names are src/shared/offline.ts OFFLINE_MESSAGES.

const OFFLINE_CACHE = 'vitrine-offline';
const KEPT_AT = 'x-vitrine-kept-at';
/** What the last keep kept, stored beside the copies: asking reads it, not every copy. */
const TALLY_KEY = '/__vitrine-offline-tally';
const NOTHING_KEPT = { bytes: 0, pages: 0, pictures: 0, full: false, keptAt: null };

/** What a kept page links that the offline copy needs: product pages, first pictures, scripts and styles. */
const LINKED = {
  products: /href="(\/[a-z0-9-]+\/product\/\d+\/[^"?#]*)/g,
  pictures: /<img[^>]*?\ssrc="(\/media\/[^"?#]+)/g,
  assets: /(?:src|href|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+)"/g,
};

const linksOf = (html, pattern) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];

/** Keeps `paths` (and what their pages link) until `budget` bytes are used; answers what it kept. */
async function keepCatalogues(paths, budget) {
  await caches.delete(OFFLINE_CACHE);
  const cache = await caches.open(OFFLINE_CACHE);
  const keptAt = Date.now();
  const tally = { ...NOTHING_KEPT, keptAt };
  const kept = new Set();

  /** Fetches one address and keeps it, unless the budget would be passed; answers its text when asked. */
  const keepOne = async (path, asText) => {
    if (kept.has(path) || tally.full) return null;
    kept.add(path);
    const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
    if (!response || !response.ok) return null;
    const body = await response.arrayBuffer();
    if (tally.bytes + body.byteLength > budget) {
      tally.full = true;
      return null;
    }
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT, String(keptAt));
    await cache.put(path, new Response(body, { status: 200, headers }));
    tally.bytes += body.byteLength;
    return asText ? new TextDecoder().decode(body) : '';
  };

  const keepPage = async (path) => {
    const html = await keepOne(path, true);
    if (html === null) return null;
    tally.pages++;
    for (const asset of linksOf(html, LINKED.assets)) await keepOne(asset, false);
    return html;
  };

  for (const storefront of paths) {
    const html = await keepPage(storefront);
    if (html === null) continue;
    for (const picture of linksOf(html, LINKED.pictures)) if ((await keepOne(picture, false)) !== null) tally.pictures++;
    for (const product of linksOf(html, LINKED.products)) await keepPage(product);
  }
  await cache.put(TALLY_KEY, new Response(JSON.stringify(tally)));
  return tally;
}

/** What is kept now: its size, its pages, and when. */
async function keptTally() {
  const stored = (await caches.has(OFFLINE_CACHE)) && (await (await caches.open(OFFLINE_CACHE)).match(TALLY_KEY));
  return stored ? stored.json() : NOTHING_KEPT;
}

self.addEventListener('message', (event) => {
  const { type, paths, budget } = event.data || {};
  const answer = (work) => event.waitUntil(work.then((result) => event.ports[0]?.postMessage(result)));
  if (type === 'vitrine:offline-keep') answer(keepCatalogues(paths || [], budget || 0));
  else if (type === 'vitrine:offline-status') answer(keptTally());
  else if (type === 'vitrine:offline-clear') answer(caches.delete(OFFLINE_CACHE).then(() => keptTally()));
});

const LAST_UPDATED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A kept page, with the offline note at the top of its body. */
async function markedOffline(response) {
  const keptAt = Number(response.headers.get(KEPT_AT));
  const note = `<p class="offline-note" role="status">Offline — last updated ${LAST_UPDATED.format(keptAt)}</p>`;
  const html = (await response.text()).replace(/<body([^>]*)>/, (body) => `${body}${note}`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

/** The network first, always; a kept copy only when the network does not answer. */
async function networkOrKept(request) {
  try {
    return await fetch(request);
  } catch (failure) {
    const cache = await caches.open(OFFLINE_CACHE);
    // A picture's copy at one width (/media/640w/{key}, srcset) is answered with the picture kept.
    const copyOf = /^\/media\/\d+w\/(.+)$/.exec(new URL(request.url).pathname);
    const kept =
      (await cache.match(request, { ignoreSearch: true })) ?? (copyOf && (await cache.match(`/media/${copyOf[1]}`)));
    if (!kept) throw failure;
    return request.mode === 'navigate' ? markedOffline(kept) : kept;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const path = new URL(request.url).pathname;
  const keptKind = request.mode === 'navigate' || path.startsWith('/media/') || path.startsWith('/_astro/');
  if (!keptKind) return;
  event.respondWith(
    caches.has(OFFLINE_CACHE).then((keeping) => (keeping ? networkOrKept(request) : fetch(request))),
  );
});
