// npm run bench [-- --products 100000 --seconds 8]
// Serves the built Worker on its own state (with the scale supplier) and prints figures. These are
// measurements to compare over time, not pass/fail tests.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { prepareBenchState, SCALE_SUPPLIER, startBenchServer } from './bench-server.ts';
import { percentile } from './percentiles.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '8' }, port: { type: 'string', default: '4398' } },
});
const origin = `http://localhost:${values.port}`;
const seconds = Number(values.seconds);

type Throughput = { requestsPerSecond: number; p50: number; p97_5: number; errors: number };

async function throughput(path: string, init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {}): Promise<Throughput> {
  const result = await autocannon({ url: `${origin}${path}`, connections: 16, duration: seconds, ...init });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

/** An anti-forgery pair as a browser holds it after its first page. */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const cookie = (await fetch(`${origin}/demo`)).headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
  const token = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
}

/** One request after another, so each duration is a latency and not a queue. */
async function sequentialLatencies(count: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request ${index} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  return durations;
}

const SUGGESTION_QUERIES = ['bolt', 'valve', 'steel', 'pump', 'hex', 'bearing', 'glove', 'drill', 'brass', 'cable', 'nut', 'flange', 'm10', 'stainless', 'motor', 'seal'];

async function main(): Promise<void> {
  const products = Number(values.products);
  await prepareBenchState(products);
  const server = await startBenchServer(Number(values.port));
  try {
    const headers = await xsrfHeaders();
    const page = await throughput('/demo');
    const asset = await throughput('/favicon.svg');
    const pager = await throughput('/api/common/search/product/pager', { method: 'POST', headers, body: JSON.stringify({ supplierId: SCALE_SUPPLIER, pageSize: 24 }) });
    const suggestion = await sequentialLatencies(320, (index) =>
      fetch(`${origin}/api/common/search/product/suggestion`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ supplierId: SCALE_SUPPLIER, searchQuery: SUGGESTION_QUERIES[index % SUGGESTION_QUERIES.length] }),
      }),
    );

    const rows = [
      ['storefront page /demo (not cached yet)', `${page.requestsPerSecond.toFixed(0)} req/s`, `p50 ${page.p50} ms, p97.5 ${page.p97_5} ms`, `${page.errors} errors`],
      ['static asset /favicon.svg', `${asset.requestsPerSecond.toFixed(0)} req/s`, `p50 ${asset.p50} ms, p97.5 ${asset.p97_5} ms`, `${asset.errors} errors`],
      ['page / asset ratio', (page.requestsPerSecond / asset.requestsPerSecond).toFixed(2), '', ''],
      [`product pager API (${products.toLocaleString('en')} products)`, `${pager.requestsPerSecond.toFixed(0)} req/s`, `p50 ${pager.p50} ms, p97.5 ${pager.p97_5} ms`, `${pager.errors} errors`],
      [`suggestion API, sequential (${products.toLocaleString('en')} products)`, `p50 ${percentile(suggestion, 0.5).toFixed(1)} ms`, `p95 ${percentile(suggestion, 0.95).toFixed(1)} ms`, `p99 ${percentile(suggestion, 0.99).toFixed(1)} ms`],
    ];
    console.log(`\nVitrine benchmarks — local Worker (wrangler dev), ${seconds} s per load test, 16 connections\n`);
    for (const row of rows) console.log(`  ${row[0]!.padEnd(52)} ${row[1]!.padEnd(14)} ${row[2]!.padEnd(28)} ${row[3]}`);
    console.log('');
  } finally {
    server.kill('SIGINT');
  }
}

await main();
