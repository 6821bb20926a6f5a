// npm run test:deploy: builds what a plain `wrangler deploy` ships (wrangler.toml's top level) and
// hands it to `wrangler deploy --dry-run`, which bundles it as Cloudflare would receive it. It must
// be production, never local mode (docs/decisions/072), and the Worker's bundle must stay within
// its budget: every KiB is parsed on each cold start, in every location.
import { rm } from 'node:fs/promises';
import { QUIET_TOOL_ENV, runTool } from '#functions/local/run-tool.ts';

/**
 * gzip KiB: 905 at the budget's introduction, 945 with the error tracker (Toucan), 966 with
 * comparing products, inquiries, answer times and the sessions kept by the channels (issues 27 and
 * 29: about 5 KiB of it the comparison page with its print and phone styles, the rest their calls
 * and islands' server renders); 1,006 with buying teams, the PDF catalogue's print page and the
 * offline section, 944 once My catalogue was drawn in the browser only (its server render had put
 * every section in the bundle to draw "Loading…"). Growth past it is a decision, not an accident;
 * the PDF is printed by Browser Rendering, no PDF library is in this Worker (decision 077).
 */
const BUNDLE_BUDGET_KIB = 980;
const OUT_DIR = 'dist-deploy';

// The top level, as `wrangler deploy` reads it with no environment named; its placeholders are
// allowed to this build only, which is never uploaded.
const PRODUCTION_BUILD_ENV = { ...QUIET_TOOL_ENV, CLOUDFLARE_ENV: undefined, VITRINE_DRY_RUN_BUILD: '1' };

function fail(reason: string): never {
  console.error(`test:deploy: ${reason}`);
  process.exit(1);
}

await rm(OUT_DIR, { recursive: true, force: true });
await runTool('astro', ['build', '--outDir', OUT_DIR], { env: PRODUCTION_BUILD_ENV });
const output = await runTool(
  'wrangler',
  ['deploy', '--dry-run', '--config', `${OUT_DIR}/server/wrangler.json`, '--outdir', `${OUT_DIR}/bundle`],
  { env: { ...PRODUCTION_BUILD_ENV, WRANGLER_LOG: 'log' } },
);

const gzipKiB = Number(/Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(output)?.[1]);
if (!Number.isFinite(gzipKiB)) fail(`wrangler printed no bundle size:\n${output}`);
if (!/env\.VITRINE_ENV \("production"\)/.test(output)) fail(`the top level does not deploy production:\n${output}`);
if (/env\.APP_SECRET\b/.test(output)) fail('the top level ships APP_SECRET as a variable');
console.log(
  `test:deploy: a plain wrangler deploy ships production; Worker bundle ${gzipKiB} KiB gzip (budget ${BUNDLE_BUDGET_KIB} KiB)`,
);
if (gzipKiB > BUNDLE_BUDGET_KIB)
  fail(`the Worker bundle is ${gzipKiB} KiB gzip, over its budget of ${BUNDLE_BUDGET_KIB} KiB`);
await rm(OUT_DIR, { recursive: true, force: true });
