// node tests/bench/view-counting.ts [--seconds 8] [--rounds 5] [--port 4396] [--no-build]
// (also run by run-benchmarks.ts, after its own build of dist-bench). What counting page views
// costs: the view beacon every public page sends once loaded (POST /api/common/view with the view
// the /demo storefront carries) under load with counting off (VITRINE_COUNT_VIEWS=off, a
// benchmark-only switch) and on, and afterwards whether every beacon answered was counted (the
// supplier's Durable Object, rolled up into D1 by total-statistic). The page itself counts nothing:
// a cache hit costs the same either way.
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
import { applyLocalMigrations, runTool, startBuiltWorker } from '#functions/local/run-tool.ts';
import { seedLocalDatabase } from '#functions/local/seed.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';
import { viewCarriedBy } from '#tests/support/page-view.ts';

/** Its own small state (the demo catalogues only): the scale seed is not needed here. */
const STATE_DIR = '.wrangler/bench-views-state';
const OUT_DIR = 'dist-bench';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const CONNECTIONS = 16;

export type ViewCounting = {
  /** counted / not counted, round by round. */
  rounds: number[];
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
  const server = startBuiltWorker(
    OUT_DIR,
    [
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

/** The signed view the cached /demo storefront carries, as its script sends it. */
async function demoView(origin: string): Promise<string> {
  const view = viewCarriedBy(await (await fetch(`${origin}/demo`, { headers: { 'user-agent': BROWSER } })).text());
  if (!view) throw new Error('/demo carries no view to count');
  return view;
}

/** Exactly `amount` beacons, every one answered before it returns (so the views sent are known). */
async function load(origin: string, view: string, amount: number): Promise<Load> {
  const result = await autocannon({
    url: `${origin}${VIEW_BEACON_PATH}`,
    method: 'POST',
    body: view,
    headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
    connections: CONNECTIONS,
    amount,
  });
  return { requestsPerSecond: result['2xx'] / result.duration, p97_5: result.latency.p97_5, ok: result['2xx'] };
}

type Load = { requestsPerSecond: number; p97_5: number; ok: number };

/** Views counted so far, once the counter has taken every view it was handed (the count stops moving). */
async function settledCount(origin: string, token: string): Promise<number> {
  let before = await countedViews(origin, token);
  for (let settled = 0; settled < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await countedViews(origin, token);
    settled = now === before ? settled + 1 : 0;
    before = now;
  }
  return before;
}

/** One server, warmed (the isolate hot), under one load of `amount` beacons. */
async function run(port: number, counting: boolean, amount: number, token: string) {
  const origin = `http://localhost:${port}`;
  const server = await serve(port, counting);
  try {
    const view = await demoView(origin);
    await load(origin, view, Math.max(100, Math.round(amount / 4)));
    const before = counting ? await settledCount(origin, token) : 0;
    const answered = await load(origin, view, amount);
    return { ...answered, counted: counting ? (await settledCount(origin, token)) - before : 0 };
  } finally {
    await stop(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `rounds` pairs of loads of the same size, one server each, counting off and on in alternating
 * order (so neither side always runs on a warmer machine), and checks no view was lost. On this
 * machine the load generator, workerd and the counter share two cores, so single runs move by
 * more than the 5 % target: the medians are compared. `build` makes dist-bench first.
 */
export async function measureViewCounting(
  port: number,
  seconds: number,
  build = true,
  rounds = 5,
): Promise<ViewCounting> {
  if (build) await runTool('astro', ['build', '--outDir', OUT_DIR]);
  const token = await prepareState();
  // The size of every load: what the uncounted server answers in `seconds`, measured once.
  const calibration = await run(port, false, 2000, token);
  const amount = Math.max(500, Math.round(calibration.requestsPerSecond * seconds));
  const off: Load[] = [];
  const on: (Load & { counted: number })[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const counting of order) {
      const result = await run(port, counting, amount, token);
      (counting ? on : off).push(result);
    }
  }
  const summary = (loads: Load[]) => ({
    requestsPerSecond: median(loads.map((load) => load.requestsPerSecond)),
    p97_5: median(loads.map((load) => load.p97_5)),
  });
  return {
    rounds: off.map((load, round) => on[round]!.requestsPerSecond / load.requestsPerSecond),
    off: summary(off),
    on: summary(on),
    sent: on.reduce((sum, load) => sum + load.ok, 0),
    counted: on.reduce((sum, load) => sum + load.counted, 0),
  };
}

export function describeViewCounting(result: ViewCounting): [string, string][] {
  return [
    [
      'view beacon of /demo, views not counted (median)',
      `${result.off.requestsPerSecond.toFixed(0)} req/s (p97.5 ${result.off.p97_5} ms)`,
    ],
    [
      'view beacon of /demo, views counted (median)',
      `${result.on.requestsPerSecond.toFixed(0)} req/s (p97.5 ${result.on.p97_5} ms)`,
    ],
    ['counted / not counted (medians)', `${(result.on.requestsPerSecond / result.off.requestsPerSecond).toFixed(2)}`],
    ['counted / not counted, each round', result.rounds.map((ratio) => ratio.toFixed(2)).join(' ')],
    [
      'views counted / beacons answered',
      `${result.counted} / ${result.sent}${result.counted === result.sent ? ' (none lost)' : result.counted < result.sent ? ' (VIEWS LOST)' : ' (MORE COUNTED THAN SERVED)'}`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '8' },
      port: { type: 'string', default: '4396' },
      rounds: { type: 'string', default: '5' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const result = await measureViewCounting(
    Number(values.port),
    Number(values.seconds),
    !values['no-build'],
    Number(values.rounds),
  );
  console.log(
    `\nView counting — local Worker (wrangler dev), ${values.rounds} rounds of ~${values.seconds} s loads, ${CONNECTIONS} connections\n`,
  );
  for (const [name, figure] of describeViewCounting(result)) console.log(`  ${name.padEnd(60)} ${figure}`);
  console.log('');
}
