import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateWorkflow } from '@action-validator/core';

// The GitHub workflows (.github/workflows): valid against GitHub's workflow schema, as actionlint
// would first check them (action-validator, WebAssembly: nothing downloaded), and the deploy's
// steps in the order docs/deploy.md promises.

const FOLDER = new URL('../../.github/workflows/', import.meta.url);
const read = (name: string) => readFile(new URL(name, FOLDER), 'utf8');

describe('the GitHub workflows', () => {
  it('are valid workflows, each of them', async () => {
    const names = (await readdir(FOLDER)).filter((name) => name.endsWith('.yml'));
    expect(names.sort()).toEqual(['ci.yml', 'deploy.yml']);
    for (const name of names) expect(validateWorkflow(await read(name)).errors, name).toEqual([]);
  });

  it('would catch a broken one', () => {
    const broken = 'name: x\non: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    step:\n      - run: true\n';
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('deploy: migrations first, staging before production, 10 % before 100 %, a rollback on failure', async () => {
    const deploy = await read('deploy.yml');
    const order = [
      'staging:',
      'd1 migrations apply DB --remote',
      'versions upload',
      'smoke-test.ts',
      'production:',
      'd1 migrations apply DB --remote',
      'deployments status',
      'versions upload',
      'versions deploy "$VERSION@10" "$PREVIOUS@90"',
      'smoke-test.ts "${{ vars.SITE_ORIGIN }}" --version "$VERSION"',
      'versions deploy "$VERSION@100"',
      "if: failure() && steps.canary.outcome == 'success'",
      'versions deploy "$PREVIOUS@100"',
    ];
    let from = 0;
    for (const step of order) {
      const at = deploy.indexOf(step, from);
      expect(at, step).toBeGreaterThanOrEqual(from);
      from = at + step.length;
    }
    expect(deploy).toMatch(/cancel-in-progress: false/);
    expect(deploy).not.toMatch(/APP_SECRET: [^$]/);
  });
});
