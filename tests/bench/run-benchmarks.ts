// npm run bench [-- --products 100000 --seconds 8]
// Serves the built Worker on its own state (with the scale supplier) and prints figures. These are
// measurements to compare over time, not pass/fail tests; the targets are the issue's.
import { parseArgs } from 'node:util';
import { prepareBenchState, SCALE_SUPPLIER, startBenchServer } from './bench-server.ts';
import { measureProductPageJs } from './js-weight.ts';
import { percentile } from './percentiles.ts';
import { describeRenderCost, measureUncachedRenders } from './render-cost.ts';
import { measureThroughput } from './throughput.ts';

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

/** An anti-forgery pair as a browser holds it after its first page. */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const cookie = (await fetch(`${origin}/demo`)).headers
    .getSetCookie()
    .find((value) => value.startsWith('XSRF-TOKEN='));
  const token = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
}

type Latencies = { endToEnd: number[]; server: number[] };

/**
 * One request after another, so each duration is a latency and not a queue: as the client sees
 * it over local HTTP (wrangler's proxy included), and as the Worker reports it in Server-Timing.
 */
async function sequentialLatencies(count: number, send: (index: number) => Promise<Response>): Promise<Latencies> {
  const latencies: Latencies = { endToEnd: [], server: [] };
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request ${index} answered ${response.status}`);
    latencies.endToEnd.push(performance.now() - started);
    latencies.server.push(Number(/;dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
  }
  return latencies;
}

const describeLatencies = (latencies: number[]) =>
  `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`;

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
  const server = await startBenchServer(Number(values.port));
  try {
    const headers = await xsrfHeaders();
    const productPaths = await demoProductPaths();
    await fetch(`${origin}/demo`); // the storefront is in the edge cache from here on
    const page = await measureThroughput(`${origin}/demo`, seconds);
    const asset = await measureThroughput(`${origin}/favicon.svg`, seconds);
    const storefrontRenders = await measureUncachedRenders(
      origin,
      (index) => `/demo?keyword=bench-${Date.now()}-${index}`,
      40,
    );
    const productRenders = await measureUncachedRenders(
      origin,
      (index) => productPaths[index]!,
      productPaths.length - 1,
    );
    const pager = await measureThroughput(`${origin}/api/common/search/product/pager`, seconds, {
      method: 'POST',
      headers,
      body: JSON.stringify({ supplierId: SCALE_SUPPLIER, pageSize: 24 }),
    });
    const suggestion = await sequentialLatencies(320, (index) =>
      fetch(`${origin}/api/common/search/product/suggestion`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          supplierId: SCALE_SUPPLIER,
          searchQuery: SUGGESTION_QUERIES[index % SUGGESTION_QUERIES.length],
        }),
      }),
    );
    const staticFile = await sequentialLatencies(320, () => fetch(`${origin}/favicon.svg`));
    const js = await measureProductPageJs(`${origin}${productPaths.at(-1)}`);

    const rows: [string, string][] = [
      [
        'cached storefront /demo',
        `${page.requestsPerSecond.toFixed(0)} req/s (p50 ${page.p50} ms, p97.5 ${page.p97_5} ms, ${page.errors} errors)`,
      ],
      [
        'static asset /favicon.svg',
        `${asset.requestsPerSecond.toFixed(0)} req/s (p50 ${asset.p50} ms, p97.5 ${asset.p97_5} ms, ${asset.errors} errors)`,
      ],
      [
        'cached page / static asset',
        `${(page.requestsPerSecond / asset.requestsPerSecond).toFixed(2)} (target >= 0.7)`,
      ],
      ['uncached storefront render', describeRenderCost(storefrontRenders)],
      ['uncached product page render', describeRenderCost(productRenders)],
      ['product page JS before any interaction', `${kb(js.beforeInteraction)} gzip (target <= 20 KB)`],
      ['product page JS after opening suggestions', `${kb(js.afterSuggestions)} gzip, ${js.files} files`],
      [
        `suggestions, ${products.toLocaleString('en')} products, in the Worker`,
        `${describeLatencies(suggestion.server)} (target <= 20 ms)`,
      ],
      [`suggestions, ${products.toLocaleString('en')} products, end to end`, describeLatencies(suggestion.endToEnd)],
      ['a static file end to end, for comparison', describeLatencies(staticFile.endToEnd)],
      [
        `product pager API, ${products.toLocaleString('en')} products`,
        `${pager.requestsPerSecond.toFixed(0)} req/s (p50 ${pager.p50} ms, p97.5 ${pager.p97_5} ms, ${pager.errors} errors)`,
      ],
    ];
    console.log(`\nVitrine benchmarks — local Worker (wrangler dev), ${seconds} s per load test, 16 connections\n`);
    for (const [name, figure] of rows) console.log(`  ${name.padEnd(52)} ${figure}`);
    console.log('');
  } finally {
    server.kill('SIGINT');
  }
}

await main();
