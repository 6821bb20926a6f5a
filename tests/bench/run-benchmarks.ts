// npm run bench [-- --products 100000 --seconds 8]
// Serves the built Worker on its own state (with the scale supplier) and prints figures. These are
// measurements to compare over time, not pass/fail tests; the targets are the issue's.
import { parseArgs } from 'node:util';
import { prepareBenchState, SCALE_SUPPLIER, startBenchServer } from './bench-server.ts';
import { describePageWeight, measurePageWeight, measureProductPageJs } from './js-weight.ts';
import { describeLighthouse, measureLighthouse } from './lighthouse.ts';
import { STOREFRONT_PAGE_SIZE } from '#functions/domain/catalogue/storefront-page.ts';
import { PRODUCT_SORT_IDS } from '#src/shared/catalog.ts';
import { describeLatencies, describeServerCost, measureSequentially } from './server-cost.ts';
import { measureThroughput } from './throughput.ts';
import { describeOwnerPager, measureOwnerPager, scaleSupplierToken } from './owner-pager.ts';
import { describeBulkImport, measureBulkImport } from './bulk-import.ts';
import { describeViewCounting, measureViewCounting } from './view-counting.ts';
import { describeEdgeFreshness, measureEdgeFreshness, readStandInTally } from './edge-freshness.ts';
import { describePdfCatalogue, measurePdfCatalogue } from './pdf-catalogue.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    port: { type: 'string', default: '4398' },
  },
});
const origin = `http://localhost:${values.port}`;
const seconds = Number(values.seconds);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** An anti-forgery pair as a browser holds it after its first API answer (cached pages carry none). */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const cookie = (await fetch(`${origin}/api/current`)).headers
    .getSetCookie()
    .find((value) => value.startsWith('XSRF-TOKEN='));
  const token = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
}

/** `count` page numbers spread evenly from `first` to `last`, the far end included. */
const spreadPages = (count: number, first: number, last: number) =>
  Array.from({ length: count }, (_, index) => first + Math.floor(((index + 1) * (last - first)) / count));

/** Product pages as the demo storefront links them, from its first three pages. */
async function demoProductPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const page of [1, 2, 3]) {
    const html = await (await fetch(`${origin}/demo?page=${page}`)).text();
    for (const match of html.matchAll(/href="(\/demo\/product\/[^"]+)"/g))
      paths.push(match[1]!.replaceAll('&amp;', '&'));
  }
  if (paths.length === 0) throw new Error('the demo storefront lists no product');
  return paths;
}

/** The demo supplier's company page, as its storefront links it. */
async function demoCompanyPath(): Promise<string> {
  const html = await (await fetch(`${origin}/demo`)).text();
  const path = /href="(\/demo\/company\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('the demo storefront links no company page');
  return path.replaceAll('&amp;', '&');
}

const SUGGESTION_QUERIES = [
  'bolt',
  'valve',
  'steel',
  'pump',
  'hex',
  'bearing',
  'glove',
  'drill',
  'brass',
  'cable',
  'nut',
  'flange',
  'm10',
  'stainless',
  'motor',
  'seal',
];

async function main(): Promise<void> {
  const products = Number(values.products);
  await prepareBenchState(products);
  const ownerToken = await scaleSupplierToken();
  const server = await startBenchServer(Number(values.port));
  try {
    const headers = await xsrfHeaders();
    const productPaths = await demoProductPaths();
    await fetch(`${origin}/demo`); // the storefront is in the edge cache from here on
    const tallyBefore = await readStandInTally(origin);
    const page = await measureThroughput(`${origin}/demo`, seconds);
    const tallyAfter = await readStandInTally(origin);
    const asset = await measureThroughput(`${origin}/favicon.svg`, seconds);
    const assetState = (await fetch(`${origin}/favicon.svg`)).headers.get('cf-cache-status');
    const pageHits = tallyAfter.answeredFromCache - tallyBefore.answeredFromCache;
    const workerRunsOnHits = tallyAfter.passedToWorker - tallyBefore.passedToWorker;
    const uncached = (path: (index: number) => string) => (index: number) =>
      fetch(`${origin}${path(index)}`, { redirect: 'manual' });
    const storefrontSearches = await measureSequentially(
      40,
      uncached((index) => `/demo?keyword=bench-${Date.now()}-${index}`),
      { expectState: 'MISS' },
    );
    const productRenders = await measureSequentially(
      productPaths.length - 1,
      uncached((index) => productPaths[index]!),
      { expectState: 'MISS' },
    );
    const pager = await measureThroughput(`${origin}/api/common/search/product/pager`, seconds, {
      method: 'POST',
      headers,
      body: JSON.stringify({ supplierId: SCALE_SUPPLIER, pageSize: 24 }),
    });
    const pagerCall = (pageNo: (index: number) => number, sort: (index: number) => string) => (index: number) =>
      fetch(`${origin}/api/common/search/product/pager`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ supplierId: SCALE_SUPPLIER, pageSize: 24, pageNo: pageNo(index), sort: sort(index) }),
      });
    const sortOf = (index: number) => PRODUCT_SORT_IDS[index % PRODUCT_SORT_IDS.length]!;
    const lastPagerPage = Math.ceil(products / 24);
    const pagerFirstPages = await measureSequentially(
      150,
      pagerCall((index) => 1 + (index % 10), sortOf),
    );
    const pagerDeepPages = await measureSequentially(
      150,
      pagerCall((index) => spreadPages(150, 1, lastPagerPage)[index]!, sortOf),
    );
    // The first 40 pages in each sort, then pages from 41 to the last: every one rendered afresh.
    const lastStorefrontPage = Math.ceil(products / STOREFRONT_PAGE_SIZE);
    const scaleStorefront = (page: number, sort: string) => `/${SCALE_SUPPLIER}?page=${page}&sort=${sort}`;
    const storefrontFirstPages = await measureSequentially(
      120,
      uncached((index) => scaleStorefront(1 + Math.floor(index / 3), sortOf(index))),
      { expectState: 'MISS' },
    );
    const storefrontDeepPages = await measureSequentially(
      120,
      uncached((index) => scaleStorefront(spreadPages(120, 41, lastStorefrontPage)[index]!, sortOf(index))),
      { expectState: 'MISS' },
    );
    const suggestion = await measureSequentially(320, (index) =>
      fetch(`${origin}/api/common/search/product/suggestion`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          supplierId: SCALE_SUPPLIER,
          searchQuery: SUGGESTION_QUERIES[index % SUGGESTION_QUERIES.length],
        }),
      }),
    );
    const ownerPager = await measureOwnerPager(origin, ownerToken, products);
    // The token makes 600 calls a minute: the import's 500 (with its clean-up) start in a minute of their own.
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const bulkImport = await measureBulkImport(origin, ownerToken);
    // And the freshness rounds, one token call each, in minutes of their own after the import's.
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const freshness = await measureEdgeFreshness(origin, ownerToken);
    const staticFile = await measureSequentially(320, () => fetch(`${origin}/favicon.svg`));
    const js = await measureProductPageJs(`${origin}${productPaths.at(-1)}`);
    const comparedIds = productPaths.slice(0, 4).map((path) => /\/product\/(\d+)/.exec(path)![1]);
    const comparison = await measurePageWeight(`${origin}/compare?ids=${comparedIds.join(',')}`);
    const pdf = await measurePdfCatalogue(origin, SCALE_SUPPLIER);
    // Last, on an idle server: Lighthouse's simulation scales the CPU time it sees.
    const lighthousePages: [string, string][] = [
      ['storefront /demo', '/demo'],
      ['product page', productPaths[0]!],
      ['company page', await demoCompanyPath()],
    ];
    const lighthouseRows: [string, string][] = [];
    for (const [name, path] of lighthousePages)
      lighthouseRows.push([
        `Lighthouse mobile, ${name}`,
        describeLighthouse(await measureLighthouse(`${origin}${path}`)),
      ]);

    const scale = `${products.toLocaleString('en')} products`;
    const rows: [string, string][] = [
      [
        'cached storefront /demo, through the edge stand-in',
        `${page.requestsPerSecond.toFixed(0)} req/s (p50 ${page.p50} ms, p97.5 ${page.p97_5} ms, ${page.errors} errors)`,
      ],
      [
        `static asset /favicon.svg, through the stand-in (${assetState})`,
        `${asset.requestsPerSecond.toFixed(0)} req/s (p50 ${asset.p50} ms, p97.5 ${asset.p97_5} ms, ${asset.errors} errors)`,
      ],
      [
        'cached page / static asset',
        `${(page.requestsPerSecond / asset.requestsPerSecond).toFixed(2)} (target >= 0.9)`,
      ],
      [
        'Worker runs (so D1 reads) per cached page hit',
        `${(workerRunsOnHits / pageHits).toFixed(3)} (${workerRunsOnHits} of ${pageHits.toLocaleString('en')} hits reached the Worker; target 0)`,
      ],
      ...describeEdgeFreshness(freshness),
      ['uncached storefront search /demo', describeServerCost(storefrontSearches)],
      ['uncached product page render', describeServerCost(productRenders)],
      ['product page JS before any interaction', `${kb(js.beforeInteraction)} gzip (target <= 20 KB)`],
      ['product page JS after opening suggestions', `${kb(js.afterSuggestions)} gzip, ${js.files} files`],
      ['comparison page, 4 products, on a phone', describePageWeight(comparison)],
      ...describePdfCatalogue(pdf),
      [`suggestions, ${scale}, in the Worker`, `${describeServerCost(suggestion, '<= 20 ms')}`],
      [`suggestions, ${scale}, end to end`, describeLatencies(suggestion.endToEnd)],
      ['a static file end to end, for comparison', describeLatencies(staticFile.endToEnd)],
      [
        `product pager API, ${scale}, page 1 under load`,
        `${pager.requestsPerSecond.toFixed(0)} req/s (p50 ${pager.p50} ms, p97.5 ${pager.p97_5} ms, ${pager.errors} errors)`,
      ],
      [`product pager API, ${scale}, pages 1-10`, describeServerCost(pagerFirstPages, '<= 50 ms')],
      [`product pager API, ${scale}, pages to the last`, describeServerCost(pagerDeepPages, '<= 50 ms')],
      [`uncached storefront /${SCALE_SUPPLIER}, pages 1-40`, describeServerCost(storefrontFirstPages, '<= 50 ms')],
      [
        `uncached storefront /${SCALE_SUPPLIER}, pages to the last`,
        describeServerCost(storefrontDeepPages, '<= 50 ms'),
      ],
      ...describeOwnerPager(scale, ownerPager),
      ...describeBulkImport(bulkImport),
      ...lighthouseRows,
    ];
    console.log(
      `\nVitrine benchmarks — local Worker (wrangler dev) behind the Workers Cache stand-in, ${seconds} s per load test, 16 connections\n`,
    );
    for (const [name, figure] of rows) console.log(`  ${name.padEnd(60)} ${figure}`);
    console.log('');
  } finally {
    server.kill('SIGINT');
  }
  // Its own servers (counting off, then on) on the dist-bench just built, two ports down (4399 is e2e's).
  const counting = await measureViewCounting(Number(values.port) - 2, seconds, false);
  for (const [name, figure] of describeViewCounting(counting)) console.log(`  ${name.padEnd(60)} ${figure}`);
  console.log('');
}

await main();
