// npm start: migrate, seed when empty, build, and serve the built Worker with wrangler
// (local D1/R2/DO, no account, no network) behind the Workers Cache's local stand-in, as
// Cloudflare serves it (docs/decisions/068), with Browser Rendering's stand-in for PDFs (077). `--dev` runs `astro dev` (HMR) instead, uncached.
//   node functions/local/start.ts [--port 4321] [--state .wrangler/state] [--out dist] [--fresh] [--dev]
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '#functions/db/client.ts';
import { isDatabaseEmpty, type SeedSummary } from '#functions/local/seed/seed-catalogue.ts';
import { SEED_PASSWORD } from '#functions/local/seed/seed-accounts.ts';
import { DEFAULT_OUT_DIR, DEFAULT_PORT, DEFAULT_STATE_DIR } from './local-paths.ts';
import { openLocalPlatform } from './local-platform.ts';
import { applyLocalMigrations, QUIET_TOOL_ENV, runTool, startBuiltWorker, startTool } from './run-tool.ts';
import { seedLocalDatabase } from './seed.ts';
import { localVapidKeys } from './vapid-keys.ts';
import { startCacheFront } from './cache-front/cache-front.ts';
import { startPdfRenderer } from './pdf-renderer.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    out: { type: 'string', default: DEFAULT_OUT_DIR },
    fresh: { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const origin = `http://localhost:${port}`;
/** Both servers answer on this machine alone. */
const LOOPBACK = '127.0.0.1';
/** The Worker's own port, behind the cache front on `port`; clear of the inspector's (port + 5000). */
const workerPort = port + 10_000;
/** Browser Rendering's stand-in (the PDF catalogue), clear of the Worker's and the inspector's ports. */
const pdfRendererPort = port + 3000;
/** What the Worker shows the cache front when it purges: made anew at every start. */
const purgeToken = randomBytes(24).toString('base64url');

/**
 * The Worker's variables for this local server: its own origin (the links it writes point here, on
 * whatever port it serves), its Web Push key pair (made once, kept with the state), and README
 * "Captcha in tests": VITRINE_CAPTCHA_ANSWER fixes every captcha's answer.
 */
async function localVars(): Promise<string[]> {
  const answer = process.env.VITRINE_CAPTCHA_ANSWER;
  const vapid = await localVapidKeys(values.state);
  return [
    ...['--var', `SITE_ORIGIN:${origin}`],
    ...['--var', `VAPID_PUBLIC_KEY:${vapid.publicKey}`, '--var', `VAPID_PRIVATE_KEY:${vapid.privateKey}`],
    ...(answer ? ['--var', `VITRINE_CAPTCHA_ANSWER:${answer}`] : []),
    ...['--var', `CACHE_FRONT_ORIGIN:http://${LOOPBACK}:${port}`, '--var', `CACHE_FRONT_TOKEN:${purgeToken}`],
    ...['--var', `PDF_RENDERER_ORIGIN:http://${LOOPBACK}:${pdfRendererPort}`],
  ];
}

async function databaseIsEmpty(stateDir: string): Promise<boolean> {
  const platform = await openLocalPlatform(stateDir);
  try {
    return await isDatabaseEmpty(openDatabase(platform.env.DB));
  } finally {
    await platform.dispose();
  }
}

async function waitUntilServing(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const answered = await fetch(`${origin}/demo`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`nothing answered on ${origin} within ${timeoutMs / 1000} s`);
}

function printWelcome(summary: SeedSummary | null): void {
  const lines = [
    '',
    `Vitrine is running on ${origin}`,
    '',
    'Demo catalogues:',
    `  ${origin}/demo               the demo supplier`,
    `  ${origin}/nordic-fasteners   a normal supplier`,
    `  ${origin}/empty-co           a supplier with no products yet`,
    `  ${origin}/disabled-co        a disabled supplier`,
    '',
    `Accounts (password ${SEED_PASSWORD}):`,
    '  buyer@vitrine.test   a buyer',
    '  owner@vitrine.test   owner of /demo',
    '  sales@vitrine.test   sales contact of /demo',
    '  admin@vitrine.test   administrator',
    '',
    summary
      ? 'The local database was empty and has been seeded.'
      : 'Using the existing local database (npm run db:seed resets it).',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const started = Date.now();
  if (values.fresh) await rm(values.state, { recursive: true, force: true });
  console.log('Applying database migrations…');
  await applyLocalMigrations(values.state);
  const summary = (await databaseIsEmpty(values.state)) ? await seedLocalDatabase(values.state) : null;

  let server: ChildProcess;
  if (values.dev) {
    server = startTool('astro', ['dev', '--port', String(port)], {
      env: { ...QUIET_TOOL_ENV, VITRINE_STATE_DIR: values.state },
    });
  } else {
    console.log('Building…');
    await runTool('astro', ['build', '--outDir', values.out]);
    server = startBuiltWorker(values.out, [
      '--ip',
      LOOPBACK,
      '--port',
      String(workerPort),
      '--persist-to',
      values.state,
      '--inspector-port',
      String(port + 5000),
      '--show-interactive-dev-session=false',
      ...(await localVars()),
    ]);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
  if (!values.dev) {
    await startCacheFront({ host: LOOPBACK, port, worker: { host: LOOPBACK, port: workerPort }, purgeToken });
    startPdfRenderer({ host: LOOPBACK, port: pdfRendererPort, site: origin });
  }

  await waitUntilServing(server, 90_000);
  printWelcome(summary);
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
