// npm run db:seed [-- --products N] [--state DIR]
// Resets the local database to the demo catalogue (deterministic), optionally with N extra
// products under supplier `mega-industrial` for scale tests. Migrations are applied first by npm.
import { parseArgs } from 'node:util';
import { openDatabase } from '#functions/db/client.ts';
import { loadSeedAssets } from '#functions/local/seed/assets/load-seed-assets.ts';
import { seedDemoCatalogue, type SeedSummary } from '#functions/local/seed/seed-catalogue.ts';
import { DEFAULT_STATE_DIR } from './local-paths.ts';
import { openLocalPlatform } from './local-platform.ts';

export async function seedLocalDatabase(stateDir: string, scaleProducts = 0): Promise<SeedSummary> {
  const platform = await openLocalPlatform(stateDir);
  try {
    const started = Date.now();
    const summary = await seedDemoCatalogue(openDatabase(platform.env.DB), platform.env.MEDIA, {
      assets: loadSeedAssets(),
      scaleProducts,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Seeded the demo catalogue in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return summary;
  } finally {
    await platform.dispose();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '0' }, state: { type: 'string', default: DEFAULT_STATE_DIR } },
  });
  const scaleProducts = Number(values.products);
  if (!Number.isInteger(scaleProducts) || scaleProducts < 0) throw new Error('--products takes a whole number');
  const summary = await seedLocalDatabase(values.state, scaleProducts);
  for (const supplier of summary.suppliers)
    console.log(`  /${supplier.name}: ${supplier.products} products (${supplier.status})`);
}
