// node tests/bench/view-counting.ts [--seconds 8] [--port 4396] [--no-build]
// (also run by run-benchmarks.ts, after its own build of dist-bench). What counting page views
// costs a cache hit: the cached /demo storefront under load with counting off
// (VITRINE_COUNT_VIEWS=off, a benchmark-only switch) and on, and afterwards whether every view
// served was counted (the supplier's Durable Object, rolled up into D1 by total-statistic).
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import { isDatabaseEmpty } from '#functions/local/seed/seed-catalogue.ts';
import { applyLocalMigrations, runTool, startTool } from '#functions/local/run-tool.ts';
import { seedLocalDatabase } from '#functions/local/seed.ts';

/** Its own small state (the demo catalogues only): the scale seed is not needed here. */
const STATE_DIR = '.wrangler/bench-views-state';
const OUT_DIR = 'dist-bench';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const CONNECTIONS = 16;

export type ViewCounting = {
  off: { requestsPerSecond: number; p97_5: number };
  on: { requestsPerSecond: number; p97_5: number };
  sent: number;
  counted: number;
};

async function prepareState(): Promise<string> {
  await applyLocalMigrations(STATE_DIR);
  let platform = await openLocalPlatform(STATE_DIR);
  try {
    if (await isDatabaseEmpty(openDatabase(platform.env.DB))) {
      await platform.dispose();
      await seedLocalDatabase(STATE_DIR);
      platform = await openLocalPlatform(STATE_DIR);
    }
    const db = openDatabase(platform.env.DB);
    const demo = await db.query.suppliers.findFirst({ columns: { id: true }, where: eq(suppliers.name, 'demo') });
    if (!demo) throw new Error('the bench state has no demo supplier');
    return await regenerateDeveloperToken(db, demo.id);
  } finally {
    await platform.dispose();
  }
}

async function serve(port: number, counting: boolean): Promise<ChildProcess> {
  const server = startTool(
    'wrangler',
    [
      'dev',
      '--config',
      `${OUT_DIR}/server/wrangler.json`,
      '--port',
      String(port),
      '--persist-to',
      STATE_DIR,
      '--inspector-port',
      String(port + 5000),
      '--show-interactive-dev-session=false',
      '--var',
      `SITE_ORIGIN:http://localhost:${port}`,
      ...(counting ? [] : ['--var', 'VITRINE_COUNT_VIEWS:off']),
    ],
    { inheritOutput: false },
  );
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler exited with code ${server.exitCode}`);
    const ok = await fetch(`http://localhost:${port}/demo`, { headers: { 'user-agent': BROWSER } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGINT');
  throw new Error('wrangler did not answer within 90 s');
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
}

/** Views counted for /demo so far (the call rolls the counter up first). */
async function countedViews(origin: string, token: string): Promise<number> {
  const answer = await fetch(`${origin}/api/supplier/statistic/total-statistic`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`total-statistic answered ${answer.status}`);
  return ((await answer.json()) as { data: { views: number } }).data.views;
}

/**
 * `seconds` of load, or exactly `amount` requests (every one answered before it returns, so the
 * views sent are known to the request).
 */
async function load(url: string, seconds: number, amount?: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { 'user-agent': BROWSER },
  });
  return {
    requestsPerSecond: amount ? result['2xx'] / result.duration : result.requests.average,
    p97_5: result.latency.p97_5,
    ok: result['2xx'],
    sent: result.requests.sent,
  };
}

/** Runs both loads, one server each, and checks no view was lost. `build` makes dist-bench first. */
export async function measureViewCounting(port: number, seconds: number, build = true): Promise<ViewCounting> {
  if (build) await runTool('astro', ['build', '--outDir', OUT_DIR]);
  const token = await prepareState();
  const origin = `http://localhost:${port}`;
  const url = `${origin}/demo`;

  let server = await serve(port, false);
  let off;
  try {
    await load(url, 2); // warm: the page is in the cache, the isolate is hot
    off = await load(url, seconds);
  } finally {
    await stop(server);
  }

  server = await serve(port, true);
  try {
    await load(url, 2);
    // Counting happens after each answer: let the warm-up's views land before the baseline.
    let before = await countedViews(origin, token);
    for (let settled = 0; settled < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = await countedViews(origin, token);
      settled = now === before ? settled + 1 : 0;
      before = now;
    }
    // As many requests as the uncounted run answered in its time: the same load, and an exact count.
    const on = await load(url, seconds, Math.max(200, Math.round(off.requestsPerSecond * seconds)));
    let counted = 0;
    for (let attempt = 0; attempt < 60 && counted < on.ok; attempt++) {
      counted = (await countedViews(origin, token)) - before;
      if (counted < on.ok) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      off: { requestsPerSecond: off.requestsPerSecond, p97_5: off.p97_5 },
      on: { requestsPerSecond: on.requestsPerSecond, p97_5: on.p97_5 },
      sent: on.ok,
      counted,
    };
  } finally {
    await stop(server);
  }
}

export function describeViewCounting(result: ViewCounting): [string, string][] {
  return [
    [
      'cached storefront /demo, views not counted',
      `${result.off.requestsPerSecond.toFixed(0)} req/s (p97.5 ${result.off.p97_5} ms)`,
    ],
    [
      'cached storefront /demo, views counted',
      `${result.on.requestsPerSecond.toFixed(0)} req/s (p97.5 ${result.on.p97_5} ms)`,
    ],
    ['counted / not counted', `${(result.on.requestsPerSecond / result.off.requestsPerSecond).toFixed(2)}`],
    [
      'views counted / pages served',
      `${result.counted} / ${result.sent}${result.counted === result.sent ? ' (none lost)' : result.counted < result.sent ? ' (VIEWS LOST)' : ' (MORE COUNTED THAN SERVED)'}`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '8' },
      port: { type: 'string', default: '4396' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const result = await measureViewCounting(Number(values.port), Number(values.seconds), !values['no-build']);
  console.log(
    `\nView counting — local Worker (wrangler dev), ${values.seconds} s per load, ${CONNECTIONS} connections\n`,
  );
  for (const [name, figure] of describeViewCounting(result)) console.log(`  ${name.padEnd(60)} ${figure}`);
  console.log('');
}
