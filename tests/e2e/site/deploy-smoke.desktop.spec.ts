import { expect, test } from '@playwright/test';
import { runSmokeChecks } from '#tests/deploy/smoke-checks.ts';

// The deploy pipeline's smoke test (tests/deploy/smoke-checks.ts), run against the e2e server: every
// check a healthy site passes passes here, and the one that tells local mode apart fails, as it must
// when a deploy ships local mode by mistake.

test('the deploy smoke test passes a working site and catches local mode', async ({ baseURL }) => {
  const checks = await runSmokeChecks(baseURL!);
  expect(checks.map(({ name, ok }) => [name, ok])).toEqual([
    ['/healthz answers ok', true],
    ['the home page renders with its security policy', true],
    ['the API answers its envelope', true],
    ['no local mailbox: this is not local mode', false],
  ]);
  expect(checks.at(-1)!.detail).toBe('/account/mailbox answered 200');
});
