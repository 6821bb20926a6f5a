import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { openDatabase } from '#functions/db/client.ts';
import { REPO_ROOT } from '#functions/local/local-paths.ts';
import { openLocalPlatform } from '#functions/local/local-platform.ts';
import { applyLocalMigrations } from '#functions/local/run-tool.ts';
import { seedLocalDatabase } from '#functions/local/seed.ts';

export const BENCH_STATE_DIR = '.wrangler/bench-state';
const BENCH_OUT_DIR = 'dist-bench';
export const SCALE_SUPPLIER = 'mega-industrial';

async function countScaleProducts(): Promise<number> {
  const platform = await openLocalPlatform(BENCH_STATE_DIR);
  try {
    const row = await openDatabase(platform.env.DB)
      .$client.prepare('select count(*) as n from products p join suppliers s on s.id = p.supplier_id where s.name = ?')
      .bind(SCALE_SUPPLIER)
      .first<{ n: number }>();
    return row?.n ?? 0;
  } catch {
    return 0;
  } finally {
    // A local platform left open keeps its workerd, and this process, running.
    await platform.dispose();
  }
}

/** The rate-limit windows a run left (RateWindow objects' storage): each run starts within its limits. */
export async function forgetRateWindows(stateDir: string): Promise<void> {
  const objects = `${stateDir}/v3/do`;
  const classes = await readdir(objects).catch(() => []);
  for (const name of classes.filter((name) => name.endsWith('-RateWindow')))
    await rm(`${objects}/${name}`, { recursive: true, force: true });
}

/** The PDF catalogues a previous run kept in R2: each of this run's is printed anew. */
async function forgetKeptPdfs(stateDir: string): Promise<void> {
  const platform = await openLocalPlatform(stateDir);
  try {
    const kept = await platform.env.MEDIA.list({ prefix: 'catalogue-pdf/' });
    if (kept.objects.length > 0) await platform.env.MEDIA.delete(kept.objects.map((object) => object.key));
  } finally {
    await platform.dispose();
  }
}

/**
 * Seeds the benchmark state with `products` scale products, unless it already has exactly that
 * many, and empties the page cache, the rate-limit windows and the PDFs a previous run left, so
 * uncached renders really are and every call starts within its limits.
 */
export async function prepareBenchState(products: number): Promise<void> {
  await rm(`${BENCH_STATE_DIR}/v3/cache`, { recursive: true, force: true });
  await forgetRateWindows(BENCH_STATE_DIR);
  await forgetKeptPdfs(BENCH_STATE_DIR);
  await applyLocalMigrations(BENCH_STATE_DIR);
  if ((await countScaleProducts()) === products) return;
  console.log(`Seeding ${products.toLocaleString('en')} scale products (kept in ${BENCH_STATE_DIR} for the next run)…`);
  await seedLocalDatabase(BENCH_STATE_DIR, products);
}

/** Builds and serves the Worker on the benchmark state, like npm start; resolves once it answers. */
export async function startBenchServer(
  port: number,
  { stateDir = BENCH_STATE_DIR, outDir = BENCH_OUT_DIR } = {},
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['functions/local/start.ts', '--port', String(port), '--state', stateDir, '--out', outDir],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Vitrine is running')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the bench server exited with code ${code}`)));
  });
  return server;
}
