// node tests/deploy/smoke-test.ts <origin> [--version <worker version id>]
// The deploy pipeline's gate (tests/deploy/smoke-checks.ts): prints each check, exits 1 on any failure.
import { parseArgs } from 'node:util';
import { runSmokeChecks } from './smoke-checks.ts';

const { values, positionals } = parseArgs({ options: { version: { type: 'string' } }, allowPositionals: true });
const origin = positionals[0];
if (!origin) {
  console.error('usage: node tests/deploy/smoke-test.ts <origin> [--version <worker version id>]');
  process.exit(2);
}
const checks = await runSmokeChecks(origin, values.version);
for (const { name, ok, detail } of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `: ${detail}`}`);
process.exit(checks.every(({ ok }) => ok) ? 0 : 1);
