import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_OUT_DIR } from '#tests/e2e/playwright.config.ts';

// Issue 26 item 9: the browser bundles the e2e server runs are production builds; they keep
// console.error (the chat's refused-file log, spec) and leave the rest of the console out.

async function browserChunks(): Promise<{ name: string; code: string }[]> {
  const folder = join(E2E_OUT_DIR, 'client', '_astro');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.js'));
  return Promise.all(names.map(async (name) => ({ name, code: await readFile(join(folder, name), 'utf8') })));
}

test('production browser bundles log errors only', async () => {
  const chunks = await browserChunks();
  expect(chunks.length).toBeGreaterThan(10);
  const chatty = chunks.filter(({ code }) => /console\.(log|info|debug|trace)\(/.test(code)).map(({ name }) => name);
  expect(chatty).toEqual([]);
  // A warning is left only where a library returns its value (chart.js); never as a statement of ours.
  const warnings = chunks.flatMap(({ code }) => code.match(/.{0,7}console\.warn\(/g) ?? []);
  expect(warnings.every((call) => call.endsWith('return console.warn('))).toBe(true);
  expect(chunks.some(({ code }) => code.includes('Chat file refused'))).toBe(true);
});
